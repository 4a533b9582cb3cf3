// The quiz routes, loaded together as one chunk.
export { CoachPage } from "./CoachPage.tsx"
export { QuizAdminGuard } from "./QuizAdminGuard.tsx"
export { QuizAdminPage } from "./QuizAdminPage.tsx"
export { QuizGamePage } from "./QuizGamePage.tsx"
export { QuizProfilePage } from "./QuizProfilePage.tsx"

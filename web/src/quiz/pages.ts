// The quiz routes, loaded together as one chunk.
export { QuizAdminGuard } from "./QuizAdminGuard.tsx"
export { QuizAdminPage } from "./QuizAdminPage.tsx"
export { QuizGamePage } from "./QuizGamePage.tsx"
export { QuizProfilePage } from "./QuizProfilePage.tsx"
export { ResetPasswordPage } from "./ResetPasswordPage.tsx"

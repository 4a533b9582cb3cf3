// The quiz routes, loaded together as one chunk.
export { JoinGroupPage } from "./JoinGroupPage.tsx"
export { QuizAdminGuard } from "./QuizAdminGuard.tsx"
export { QuizAdminPage } from "./QuizAdminPage.tsx"
export { QuizGamePage } from "./QuizGamePage.tsx"
export { QuizProfilePage } from "./QuizProfilePage.tsx"
export { ResetPasswordPage } from "./ResetPasswordPage.tsx"

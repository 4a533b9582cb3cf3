// The quiz routes, loaded together as one chunk.
export { ResetPasswordPage } from "../../accounts/ResetPasswordPage.tsx"
export { JoinGroupPage } from "../../groups/JoinGroupPage.tsx"
export { QuizAdminGuard } from "../../quiz-catalog/QuizAdminGuard.tsx"
export { QuizAdminPage } from "../../quiz-catalog/QuizAdminPage.tsx"
export { QuizGamePage } from "../../quiz-play/QuizGamePage.tsx"
export { QuizProfilePage } from "../../quiz-play/QuizProfilePage.tsx"

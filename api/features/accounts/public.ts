// Quiz accounts: what other features may use of them (the QuizAuth middleware and the
// player it provides, and the player a socket belongs to).
export { CurrentQuizUser, QuizAuth, requireQuizAdmin } from "./quiz-auth.ts"
export { socketUser } from "./socket-auth.ts"

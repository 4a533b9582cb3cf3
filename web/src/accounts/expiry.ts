// A stored quiz login whose token has run out is ended (session.ts: the alert, the server's logout, back to the
// quiz's page). Its code is loaded only where a login is stored: a visitor who never signed in to the quiz does
// not download it.
import { quiz } from "../state/store.ts"

export function expireQuizLoginIfNeeded(): void {
  if (quiz.quizUserInfo.peek() === null) return
  void import("./session.ts").then(({ quizSession }) => quizSession.expireIfNeeded())
}

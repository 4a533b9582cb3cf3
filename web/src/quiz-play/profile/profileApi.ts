import { quiz } from "#web/state/store.ts"

import { quizRequest } from "../../accounts/quizClient.ts"
import type { CompletionDetail, Scoreboard } from "./types.ts"

/** GET /api/quiz/profile/scoreboard/totals, kept in quizScoreboard. */
export async function loadScoreboard(): Promise<Scoreboard> {
  const board = await quizRequest<Scoreboard>("/profile/scoreboard/totals")
  quiz.setScoreboard(board)
  return board
}

export const fetchCompletionDetail = (quizId: string) => quizRequest<CompletionDetail>(`/profile/scoreboard/completed/${encodeURIComponent(quizId)}`)

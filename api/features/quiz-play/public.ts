// Quiz play: taking a quiz (starts, the answer key, server grading), the player's scoreboard,
// question reports and their admin review, and the players' CSV downloads.
import { newPublicWriteLimit } from "#api/platform/limits/public-writes.ts"
import type { SharedLimits } from "#api/platform/limits/shared-limits.ts"

import { playerExportsHandlers, type PlayerExportsHandlersDeps } from "./exports-handlers.ts"
import { quizPlayHandlers, type QuizPlayHandlersDeps } from "./handlers.ts"
import { quizReportsHandlers, type QuizReportsHandlersDeps } from "./reports-handlers.ts"
import { quizScoreboardHandlers } from "./scoreboard-handlers.ts"

export { PlayerExportsGroup } from "./exports-group.ts"
export { QuizPlayGroup } from "./group.ts"
export { QuizReportsGroup } from "./reports-group.ts"
export { QuizScoreboardGroup } from "./scoreboard-group.ts"

export type QuizPlayDeps = QuizPlayHandlersDeps & Omit<QuizReportsHandlersDeps, "reports"> & PlayerExportsHandlersDeps & { readonly limits: SharedLimits }

export const makeQuizPlay = (deps: QuizPlayDeps) => ({
  playHandlers: quizPlayHandlers(deps),
  scoreboardHandlers: quizScoreboardHandlers(deps),
  // Question reports per client address and per player, in the shared limits' store.
  reportsHandlers: quizReportsHandlers({ ...deps, reports: newPublicWriteLimit(deps.limits, "reports") }),
  exportsHandlers: playerExportsHandlers(deps),
})

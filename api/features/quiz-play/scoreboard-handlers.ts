// The signed-in player's scoreboard and the review of one completed quiz (scoreboard.ts),
// answered newest first (scoreboard-wire.ts).
import { Effect } from "effect"
import type { Kysely } from "kysely"

import { CurrentQuizUser } from "#api/features/accounts/public.ts"
import type { GroupHandlers } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import { Missing } from "#engine/domain-errors.ts"
import type { DB } from "#projections/db.ts"

import { completionFor, scoreboardFor } from "./scoreboard.ts"
import type { QuizScoreboardGroup } from "./scoreboard-group.ts"
import { toCompletionDetail, toScoreboard } from "./scoreboard-wire.ts"

export interface QuizScoreboardHandlersDeps {
  readonly db: Kysely<DB>
}

export const quizScoreboardHandlers = (deps: QuizScoreboardHandlersDeps) => (handlers: GroupHandlers<typeof QuizScoreboardGroup>) =>
  handlers
    .handle("totals", () =>
      Effect.gen(function* () {
        const user = yield* CurrentQuizUser
        return toScoreboard(yield* attempt(() => scoreboardFor(deps, { userId: user.userId })))
      }),
    )
    .handle("completed", ({ path }) =>
      Effect.gen(function* () {
        const user = yield* CurrentQuizUser
        return toCompletionDetail(yield* attempt(() => completionFor(deps, { user, quizId: path.quizId }), Missing))
      }),
    )

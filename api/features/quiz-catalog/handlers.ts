// Quiz lists (newest first), one quiz in the players' shape, and ratings: each endpoint reads
// who asks, runs its use case and shapes the answer (quiz-wire.ts). A quiz a live round holds
// is neither listed nor served (but to admins) until the round is over.
import { Effect } from "effect"
import type { Kysely } from "kysely"

import { CurrentQuizUser, type QuizSessions } from "#api/features/accounts/public.ts"
import type { GroupHandlers } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import type { CommandDeps } from "#engine/command.ts"
import { Invalid, Missing, NotAllowed } from "#engine/domain-errors.ts"
import type { DB } from "#projections/db.ts"

import type { QuizCatalogGroup } from "./group.ts"
import { listQuizzes } from "./list-quizzes.ts"
import { quizForPlayer } from "./player-quiz.ts"
import { toPlayerQuiz, toQuizSummary, toRatingAnswer } from "./quiz-wire.ts"
import { rateStoredQuiz } from "./rate-quiz.ts"

export interface QuizCatalogHandlersDeps {
  readonly db: Kysely<DB>
  readonly commands: CommandDeps
  readonly sessions: Pick<QuizSessions, "optionalUser">
}

export const quizCatalogHandlers = (deps: QuizCatalogHandlersDeps) => (handlers: GroupHandlers<typeof QuizCatalogGroup>) =>
  handlers
    .handle("all", () =>
      Effect.map(
        attempt(() => listQuizzes(deps, {})),
        (rows) => rows.map(toQuizSummary),
      ),
    )
    .handle("open", () =>
      Effect.gen(function* () {
        const user = yield* deps.sessions.optionalUser
        const rows = yield* attempt(() => listQuizzes(deps, { excludeCompletedBy: user?.userId }))
        return rows.map(toQuizSummary)
      }),
    )
    .handle("byId", ({ path }) =>
      Effect.gen(function* () {
        const user = yield* deps.sessions.optionalUser
        const quiz = yield* attempt(() => quizForPlayer(deps, { quizId: path.id, user }), Missing, NotAllowed)
        return toPlayerQuiz(quiz)
      }),
    )
    .handle("rate", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* CurrentQuizUser
        const rating = yield* attempt(
          () => rateStoredQuiz(deps, { quizId: payload.quiz_id, userId: user.userId, rating: payload.rating, review: payload.review ?? null }),
          Invalid,
          Missing,
        )
        return toRatingAnswer(rating)
      }),
    )

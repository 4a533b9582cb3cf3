// Quiz lists (newest first), one quiz in the players' shape, and ratings. A quiz a live round
// holds is neither listed nor served (but to admins) until the round is over.
import { Effect } from "effect"
import type { Kysely } from "kysely"

import { CurrentQuizUser, optionalQuizUser } from "#api/features/accounts/quiz-auth.ts"
import { averageRating, toPlayerQuiz, toQuizSummary } from "#api/features/quiz-catalog/player-view.ts"
import { refuseQuizWhileLiveRound } from "#api/features/quiz-play/answer-facts.ts"
import { AppService, type GroupHandlers } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import { Invalid, Missing, NotAllowed } from "#engine/domain-errors.ts"
import { rateQuiz } from "#engine/quiz-play/commands.ts"
import { checkRating } from "#engine/quiz-play/rating.ts"
import type { DB } from "#projections/db.ts"
import { findQuiz, quizSummaries } from "#projections/quizzes.queries.ts"
import * as Messages from "#schemas/messages.ts"

import type { QuizCatalogGroup } from "./group.ts"

const LIST_LIMIT = 1000
/** Summaries newest first (never a live round's quiz while it plays); for a player, without the quizzes they have completed. */
const listQuizzes = async (db: Kysely<DB>, excludeCompletedBy?: string) => (await quizSummaries(db, LIST_LIMIT, excludeCompletedBy)).map(toQuizSummary)

export const quizCatalogHandlers = (handlers: GroupHandlers<typeof QuizCatalogGroup>) =>
  handlers
    .handle("all", () => Effect.flatMap(AppService, (app) => Effect.promise(() => listQuizzes(app.database.db))))
    .handle("open", () =>
      Effect.gen(function* () {
        const app = yield* AppService
        const user = yield* optionalQuizUser
        return yield* Effect.promise(() => listQuizzes(app.database.db, user?.userId))
      }),
    )
    .handle("byId", ({ path }) =>
      Effect.gen(function* () {
        const app = yield* AppService
        const user = yield* optionalQuizUser
        return yield* attempt(
          async () => {
            const row = await findQuiz(app.database.db, path.id)
            if (!row) throw new Missing(Messages.quizNotFound)
            // A live round's quiz reaches its players through the round alone, one question at a time in that mode.
            await refuseQuizWhileLiveRound(app.database.db, row, user)
            return toPlayerQuiz(row)
          },
          Missing,
          NotAllowed,
        )
      }),
    )
    .handle("rate", ({ payload }) =>
      Effect.gen(function* () {
        const app = yield* AppService
        const user = yield* CurrentQuizUser
        return yield* attempt(
          async () => {
            checkRating(payload.rating)
            if (!(await findQuiz(app.database.db, payload.quiz_id))) throw new Missing(Messages.quizNotFound)
            await rateQuiz(
              { store: app.store, projections: app.projector },
              { quizId: payload.quiz_id, userId: user.userId, rating: payload.rating, review: payload.review ?? null, now: new Date() },
            )
            const row = await findQuiz(app.database.db, payload.quiz_id)
            const sum = row?.rating_sum ?? 0
            const count = row?.rating_count ?? 0
            return { message: Messages.ratingSaved, average_rating: averageRating(sum, count), rating_count: count }
          },
          Invalid,
          Missing,
        )
      }),
    )

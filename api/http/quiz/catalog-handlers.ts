// Quiz lists (newest first), one quiz in the players' shape, and ratings.
import { Effect } from "effect"
import type { Kysely } from "kysely"

import { CurrentQuizUser, optionalQuizUser } from "#api/auth/quiz-auth.ts"
import { averageRating, toPlayerQuiz, toQuizSummary } from "#api/quiz/player-view.ts"
import { Invalid, Missing } from "#engine/domain-errors.ts"
import { rateQuiz } from "#engine/quiz-play/commands.ts"
import { checkRating } from "#engine/quiz-play/rating.ts"
import type { DB } from "#projections/db.ts"
import { findQuiz, quizSummaries } from "#projections/quizzes.queries.ts"
import * as Messages from "#schemas/messages.ts"

import { AppService, type GroupHandlers } from "../app-service.ts"
import { attempt } from "../refusals.ts"
import type { QuizCatalogGroup } from "./catalog-group.ts"

const LIST_LIMIT = 1000
/** Summaries newest first; for a player, without the quizzes they have completed. */
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
        const row = yield* Effect.promise(() => findQuiz(app.database.db, path.id))
        if (!row) return yield* new Missing(Messages.quizNotFound)
        return toPlayerQuiz(row)
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

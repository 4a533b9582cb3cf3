// A question's edit history (oldest first, from the QuestionUpdated events' read model) and
// an admin setting a player's password (and email) through the player's own aggregate.
import { Effect } from "effect"

import { requireQuizAdmin } from "#api/features/accounts/quiz-auth.ts"
import { findQuizUserByName } from "#api/features/accounts/quiz-session.ts"
import { AppService, type GroupHandlers } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import { hashPassword } from "#engine/auth/password.ts"
import { Missing, Unauthenticated } from "#engine/domain-errors.ts"
import { updateQuizUserProfile } from "#engine/quiz-user/commands.ts"
import { questionHistory } from "#projections/question-history.queries.ts"
import { findQuizOfQuestion } from "#projections/quizzes.queries.ts"
import { blankToNull } from "#schemas/api/fields.ts"
import * as Messages from "#schemas/messages.ts"

import type { QuizAdminGroup } from "./admin-group.ts"

export const quizAdminHandlers = (handlers: GroupHandlers<typeof QuizAdminGroup>) =>
  handlers
    .handle("questionHistory", ({ path }) =>
      Effect.gen(function* () {
        yield* requireQuizAdmin
        const app = yield* AppService
        return yield* attempt(async () => {
          const rows = await questionHistory(app.database.db, path.questionId)
          if (rows.length === 0 && !(await findQuizOfQuestion(app.database.db, path.questionId))) {
            throw new Missing(Messages.questionNotFound)
          }
          return rows.map((r) => ({
            at: r.at.toISOString(),
            by: r.by_username,
            before: r.before,
            after: r.after,
          }))
        }, Missing)
      }),
    )
    .handle("updateUserPassword", ({ payload }) =>
      Effect.gen(function* () {
        yield* requireQuizAdmin
        const app = yield* AppService
        return yield* attempt(
          async () => {
            const user = await findQuizUserByName(app, payload.username)
            if (!user) throw new Missing(Messages.quizUserNotFound)
            const email = payload.email === undefined ? user.email : blankToNull(payload.email)
            await updateQuizUserProfile(
              { store: app.store, projections: app.projector },
              // A reset ends every sign-in of the player (whoever knew the old password is out).
              { userId: user.id, username: user.username, email, passwordHash: await hashPassword(payload.password), endSessions: true, now: new Date() },
            )
            return { message: Messages.userInfoUpdated(user.username) }
          },
          Missing,
          Unauthenticated,
        )
      }),
    )

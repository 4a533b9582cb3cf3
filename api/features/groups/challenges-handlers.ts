// Challenges: a member puts an existing quiz to their group; lists come from the
// quiz_challenges read models, completions included.
import { Effect } from "effect"

import { CurrentQuizUser } from "#api/features/accounts/quiz-auth.ts"
import { AppService, type GroupHandlers } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import { Missing, NotAllowed, RateLimited, WrongState } from "#engine/domain-errors.ts"
import { issueChallenge } from "#engine/groups/commands.ts"
import { challengesOf, groupsOfMember, publicChallenge } from "#projections/groups.queries.ts"
import { findQuiz } from "#projections/quizzes.queries.ts"
import * as Messages from "#schemas/messages.ts"

import { requireGroupMember } from "./access.ts"
import type { QuizChallengesGroup } from "./challenges-group.ts"
import { countedWrite } from "./limits.ts"

export const quizChallengeHandlers = (handlers: GroupHandlers<typeof QuizChallengesGroup>) =>
  handlers
    .handle("issue", ({ payload }) =>
      Effect.gen(function* () {
        const app = yield* AppService
        const user = yield* CurrentQuizUser
        return yield* attempt(
          async () => {
            if (payload.user_id !== undefined && payload.user_id !== null && String(payload.user_id) !== user.userId) {
              throw new NotAllowed(Messages.challengeAsYourself)
            }
            const group = await requireGroupMember(app, payload.group_id, user.userId)
            const quiz = await findQuiz(app.database.db, payload.quiz_id)
            if (!quiz) throw new Missing(Messages.quizNotFound)
            await countedWrite(app.services.limits.groupWrites, "challenges", user.userId, () =>
              issueChallenge({ store: app.store, projections: app.projector, folds: app.folds }, group.id, {
                challengerId: user.userId,
                challengerName: user.username,
                quiz: { id: quiz.id, topic: quiz.topic, level: quiz.level, numberQuestions: quiz.number_questions },
                now: new Date(),
              }),
            )
            return { message: Messages.groupChallenged }
          },
          NotAllowed,
          Missing,
          WrongState,
          RateLimited,
        )
      }),
    )
    .handle("ofGroup", ({ path }) =>
      Effect.gen(function* () {
        const app = yield* AppService
        const user = yield* CurrentQuizUser
        return yield* attempt(
          async () => {
            const group = await requireGroupMember(app, path.id, user.userId)
            return (await challengesOf(app.database.db, [group.id])).map(publicChallenge)
          },
          Missing,
          NotAllowed,
        )
      }),
    )
    .handle("mine", () =>
      Effect.gen(function* () {
        const app = yield* AppService
        const user = yield* CurrentQuizUser
        return yield* Effect.promise(async () => {
          const groups = await groupsOfMember(app.database.db, user.userId)
          const challenges = await challengesOf(
            app.database.db,
            groups.map((g) => g.id),
          )
          return challenges.map((c) => ({
            ...publicChallenge(c),
            is_challenged: c.challengedIds.includes(user.userId),
            is_completed: c.completedIds.includes(user.userId),
          }))
        })
      }),
    )

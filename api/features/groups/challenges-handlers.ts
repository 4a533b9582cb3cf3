// Challenges: a member puts an existing quiz to their group; lists come from the
// quiz_challenges read models, completions included.
import { Effect } from "effect"
import type { Kysely } from "kysely"

import { CurrentQuizUser } from "#api/features/accounts/public.ts"
import type { GroupHandlers } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import type { CommandDeps } from "#engine/command.ts"
import { Missing, NotAllowed, RateLimited, WrongState } from "#engine/domain-errors.ts"
import { issueChallenge } from "#engine/groups/commands.ts"
import type { DB } from "#projections/db.ts"
import { challengesOf, groupsOfMember, publicChallenge } from "#projections/groups/groups.queries.ts"
import { findQuiz } from "#projections/quiz-catalog/quizzes.queries.ts"
import * as Messages from "#schemas/messages.ts"

import { requireGroupMember } from "./access.ts"
import type { QuizChallengesGroup } from "./challenges-group.ts"
import { countedWrite, type GroupWriteLimits } from "./limits.ts"

export interface QuizChallengesDeps {
  readonly db: Kysely<DB>
  readonly commands: CommandDeps
  /** Challenges per player (limits.ts), shared with the groups' handlers. */
  readonly writes: GroupWriteLimits
}

export const quizChallengeHandlers = (deps: QuizChallengesDeps) => (handlers: GroupHandlers<typeof QuizChallengesGroup>) => {
  const { db, commands, writes } = deps
  return handlers
    .handle("issue", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* CurrentQuizUser
        return yield* attempt(
          async () => {
            if (payload.user_id !== undefined && payload.user_id !== null && String(payload.user_id) !== user.userId) {
              throw new NotAllowed(Messages.challengeAsYourself)
            }
            const group = await requireGroupMember(db, payload.group_id, user.userId)
            const quiz = await findQuiz(db, payload.quiz_id)
            if (!quiz) throw new Missing(Messages.quizNotFound)
            await countedWrite(writes, "challenges", user.userId, () =>
              issueChallenge(commands, group.id, {
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
        const user = yield* CurrentQuizUser
        return yield* attempt(
          async () => {
            const group = await requireGroupMember(db, path.id, user.userId)
            return (await challengesOf(db, [group.id])).map(publicChallenge)
          },
          Missing,
          NotAllowed,
        )
      }),
    )
    .handle("mine", () =>
      Effect.gen(function* () {
        const user = yield* CurrentQuizUser
        return yield* Effect.promise(async () => {
          const groups = await groupsOfMember(db, user.userId)
          const challenges = await challengesOf(
            db,
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
}

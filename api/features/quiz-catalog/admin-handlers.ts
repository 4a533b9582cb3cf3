// Quiz admins' tools: a question's edit history (question-history.ts), the questions dropped when
// its quiz was made (dropped-questions.ts), what play says of questions (play-review.ts) and setting a player's password
// (player-password.ts). Each starts by checking the caller is a quiz admin.
import { Effect } from "effect"
import type { Kysely } from "kysely"

import { requireQuizAdmin } from "#api/features/accounts/public.ts"
import type { Ai } from "#api/platform/ai/charge.ts"
import type { GroupHandlers } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import type { CommandDeps } from "#engine/command.ts"
import { Missing, Unauthenticated } from "#engine/domain-errors.ts"
import type { EventStore } from "#engine/eventstore/port.ts"
import type { DB } from "#projections/db.ts"
import * as Messages from "#schemas/messages.ts"

import type { QuizAdminGroup } from "./admin-group.ts"
import { aiUsageReport } from "./ai-usage.ts"
import { droppedWithQuestion } from "./dropped-questions.ts"
import { keepAsIs, playFlagged, questionFigures } from "./play-review.ts"
import { setPlayerPassword } from "./player-password.ts"
import { historyOfQuestion } from "./question-history.ts"
import { toQuestionHistory } from "./quiz-wire.ts"

export interface QuizAdminHandlersDeps {
  readonly db: Kysely<DB>
  readonly commands: CommandDeps
  /** The quizzes' streams, for what was dropped when each was made. */
  readonly store: Pick<EventStore, "readStream">
  /** The month's AI use and its budget. */
  readonly ai: Pick<Ai, "usage" | "prices" | "monthlyBudget">
}

export const quizAdminHandlers = (deps: QuizAdminHandlersDeps) => (handlers: GroupHandlers<typeof QuizAdminGroup>) =>
  handlers
    .handle("questionHistory", ({ path }) =>
      Effect.gen(function* () {
        yield* requireQuizAdmin
        const rows = yield* attempt(() => historyOfQuestion(deps, { questionId: path.questionId }), Missing)
        return toQuestionHistory(rows)
      }),
    )
    .handle("droppedQuestions", ({ path }) =>
      Effect.gen(function* () {
        yield* requireQuizAdmin
        return yield* attempt(() => droppedWithQuestion(deps, { questionId: path.questionId }), Missing)
      }),
    )
    .handle("playFlagged", () =>
      Effect.gen(function* () {
        yield* requireQuizAdmin
        return yield* attempt(() => playFlagged(deps))
      }),
    )
    .handle("questionStats", ({ path }) =>
      Effect.gen(function* () {
        yield* requireQuizAdmin
        return yield* attempt(() => questionFigures(deps, path.questionId), Missing)
      }),
    )
    .handle("keepQuestion", ({ path }) =>
      Effect.gen(function* () {
        const admin = yield* requireQuizAdmin
        yield* attempt(() => keepAsIs(deps, admin, path.questionId), Missing)
        return { message: Messages.questionKept }
      }),
    )
    .handle("aiUsage", () =>
      Effect.gen(function* () {
        yield* requireQuizAdmin
        return yield* attempt(() => aiUsageReport(deps.ai))
      }),
    )
    .handle("updateUserPassword", ({ payload }) =>
      Effect.gen(function* () {
        yield* requireQuizAdmin
        const player = yield* attempt(() => setPlayerPassword(deps, payload), Missing, Unauthenticated)
        return { message: Messages.userInfoUpdated(player.username) }
      }),
    )

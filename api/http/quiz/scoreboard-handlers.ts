// The scoreboard is the pure fold of engine/quiz/scoreboard.ts over the player's rows in
// `quiz_completions` (oldest first, so a repeated graded row could never count twice),
// answered newest first.
import { Effect } from "effect"
import { DomainError } from "../../../engine/command.ts"
import { percent, remark } from "../../../engine/quiz/score.ts"
import { scoreboardOf, type QuizCompletion } from "../../../engine/quiz/scoreboard.ts"
import type { Level } from "../../../engine/quiz/types.ts"
import type { QuestionResultData } from "../../../schemas/events/quiz-attempt.ts"
import { Messages } from "../../../schemas/messages.ts"
import { CurrentQuizUser } from "../../auth/quiz-auth.ts"
import { AppService, type GroupHandlers } from "../app-service.ts"
import type { QuizScoreboardGroup } from "./scoreboard-group.ts"
import { QUIZ_COMPLETIONS_TABLE } from "../../../projections/quiz-completions.tables.ts"


export const quizScoreboardHandlers = (handlers: GroupHandlers<typeof QuizScoreboardGroup>) =>
  handlers
    .handle("totals", () =>
      Effect.gen(function* () {
        const app = yield* AppService
        const user = yield* CurrentQuizUser
        const rows = yield* Effect.promise(() =>
          app.database.db
            .selectFrom(QUIZ_COMPLETIONS_TABLE)
            .select(["quiz_id", "topic", "level", "graded", "number_correct", "number_questions", "completed_at"])
            .where("user_id", "=", user.userId)
            .orderBy("completed_at", "asc")
            .orderBy("id", "asc")
            .execute(),
        )
        const board = scoreboardOf(
          rows.map(
            (r): QuizCompletion => ({
              quiz_id: String(r.quiz_id),
              topic: String(r.topic),
              level: String(r.level) as Level,
              date_completed: r.completed_at.toISOString(),
              number_correct: Number(r.number_correct),
              number_questions: Number(r.number_questions),
              graded: r.graded === true,
            }),
          ),
        )
        return {
          ...board,
          completed_quizzes: {
            graded: [...board.completed_quizzes.graded].reverse(),
            fun: [...board.completed_quizzes.fun].reverse(),
          },
        }
      }),
    )
    .handle("completed", ({ path }) =>
      Effect.gen(function* () {
        const app = yield* AppService
        const user = yield* CurrentQuizUser
        // The graded completion if there is one, else the newest fun one.
        const row = yield* Effect.promise(() =>
          app.database.db
            .selectFrom(QUIZ_COMPLETIONS_TABLE)
            .selectAll()
            .where("user_id", "=", user.userId)
            .where("quiz_id", "=", path.quizId)
            .orderBy("graded", "desc")
            .orderBy("completed_at", "desc")
            .limit(1)
            .executeTakeFirst(),
        )
        if (!row) throw new DomainError(404, Messages.completionNotFound)
        const correct = Number(row.number_correct)
        const total = Number(row.number_questions)
        return {
          quiz_id: String(row.quiz_id),
          topic: String(row.topic),
          level: String(row.level),
          date_completed: row.completed_at.toISOString(),
          number_correct: correct,
          number_questions: total,
          percent_score: percent(correct, total),
          graded: row.graded === true,
          challenged: row.challenged === true,
          late: row.late === true,
          remark: remark(correct, total),
          questions: row.results as QuestionResultData[],
        }
      }),
    )

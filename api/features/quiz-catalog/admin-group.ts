// Quiz admins' tools under /api/quiz/admin: a question's edit history and the questions dropped
// when its quiz was made, the questions play flags and any question's figures, a player's sign-in.
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"

import { QuizAuth } from "#api/features/accounts/public.ts"
import { Forbidden } from "#api/platform/http/errors.ts"
import { Refusal } from "#api/platform/http/refusals.ts"
import { MessageBody } from "#schemas/api/message.ts"
import { FlaggedQuestion, QuestionFigures } from "#schemas/api/question-stats.ts"
import { AiUsageReport, DroppedQuestionEntry, QuestionHistoryEntry, UpdateUserPassword } from "#schemas/api/quiz-admin.ts"
import { CleanText } from "#schemas/text.ts"

export const QuizAdminGroup = HttpApiGroup.make("quizAdmin")
  .add(
    HttpApiEndpoint.get("questionHistory", "/question_history/:questionId")
      .setPath(Schema.Struct({ questionId: CleanText }))
      .addSuccess(Schema.Array(QuestionHistoryEntry))
      .addError(Refusal.Missing),
  )
  .add(
    HttpApiEndpoint.get("droppedQuestions", "/dropped_questions/:questionId")
      .setPath(Schema.Struct({ questionId: CleanText }))
      .addSuccess(Schema.Array(DroppedQuestionEntry))
      .addError(Refusal.Missing),
  )
  .add(HttpApiEndpoint.get("playFlagged", "/question_stats").addSuccess(Schema.Array(FlaggedQuestion)))
  .add(
    HttpApiEndpoint.get("questionStats", "/question_stats/:questionId")
      .setPath(Schema.Struct({ questionId: CleanText }))
      .addSuccess(QuestionFigures)
      .addError(Refusal.Missing),
  )
  .add(
    HttpApiEndpoint.post("keepQuestion", "/question_stats/:questionId/keep")
      .setPath(Schema.Struct({ questionId: CleanText }))
      .addSuccess(MessageBody)
      .addError(Refusal.Missing),
  )
  .add(HttpApiEndpoint.get("aiUsage", "/ai_usage").addSuccess(AiUsageReport))
  .add(
    HttpApiEndpoint.put("updateUserPassword", "/update_user_password")
      .setPayload(UpdateUserPassword)
      .addSuccess(MessageBody)
      .addError(Refusal.Missing)
      .addError(Refusal.Unauthenticated),
  )
  .addError(Forbidden)
  .middleware(QuizAuth)
  .prefix("/quiz/admin")

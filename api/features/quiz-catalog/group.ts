// Browsing stored quizzes and rating them, under /api/quiz. Players never get answers here.
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"

import { QuizAuth } from "#api/features/accounts/public.ts"
import { Refusal } from "#api/platform/http/refusals.ts"
import { PlayerQuiz, QuizSummary } from "#schemas/api/quiz.ts"
import { RateQuizPayload, RatingAnswer } from "#schemas/api/quiz-rating.ts"
import { CleanText } from "#schemas/text.ts"

export const QuizCatalogGroup = HttpApiGroup.make("quizCatalog")
  .add(HttpApiEndpoint.get("all", "/all").addSuccess(Schema.Array(QuizSummary)))
  .add(HttpApiEndpoint.get("open", "/open").addSuccess(Schema.Array(QuizSummary)))
  .add(
    HttpApiEndpoint.get("byId", "/id/:id")
      .setPath(Schema.Struct({ id: CleanText }))
      .addSuccess(PlayerQuiz)
      .addError(Refusal.Missing)
      .addError(Refusal.NotAllowed),
  )
  .add(
    HttpApiEndpoint.post("rate", "/")
      .setPayload(RateQuizPayload)
      .addSuccess(RatingAnswer)
      .addError(Refusal.Invalid)
      .addError(Refusal.Missing)
      .middleware(QuizAuth),
  )
  .prefix("/quiz")

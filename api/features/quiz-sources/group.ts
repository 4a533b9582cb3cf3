// POST /api/quiz/source: a quiz from a source, for a signed-in player; POST /api/dashboard/quiz/source,
// the same for the site's owner from the dashboard (behind the owner's session). Under
// /api/quiz/admin, the quiz admins' list of stale questions and the one click that writes a quiz's
// stale ones again.
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"

import { QuizAuth } from "#api/features/accounts/public.ts"
import { OwnerSession } from "#api/features/site-owner/public.ts"
import { BadGateway, Forbidden, GatewayTimeout, ServiceUnavailable, TooManyRequests, Unauthorized } from "#api/platform/http/errors.ts"
import { Refusal } from "#api/platform/http/refusals.ts"
import { MessageBody } from "#schemas/api/message.ts"
import { GeneratedQuiz } from "#schemas/api/quiz-generation.ts"
import { SourceQuizRequest, StaleQuestion } from "#schemas/api/quiz-sources.ts"
import { CleanText } from "#schemas/text.ts"

// The AI's failures are answered as a generation from a topic answers them.
export const QuizSourcesGroup = HttpApiGroup.make("quizSources").add(
  HttpApiEndpoint.post("generateFromSource", "/quiz/source")
    .setPayload(SourceQuizRequest)
    .addSuccess(GeneratedQuiz)
    .addError(Unauthorized)
    .addError(Refusal.Missing)
    .addError(Refusal.WrongState)
    .addError(Refusal.Unacceptable)
    .addError(TooManyRequests)
    .addError(BadGateway)
    .addError(ServiceUnavailable)
    .addError(GatewayTimeout),
)

// The owner's: the session middleware answers 401 without a live session, 403 from another site's page.
export const OwnerQuizSourcesGroup = HttpApiGroup.make("ownerQuizSources")
  .add(
    HttpApiEndpoint.post("ownerGenerateFromSource", "/quiz/source")
      .setPayload(SourceQuizRequest)
      .addSuccess(GeneratedQuiz)
      .addError(Refusal.Missing)
      .addError(Refusal.WrongState)
      .addError(Refusal.Unacceptable)
      .addError(TooManyRequests)
      .addError(BadGateway)
      .addError(ServiceUnavailable)
      .addError(GatewayTimeout),
  )
  .middleware(OwnerSession)
  .prefix("/dashboard")

export const StaleQuestionsGroup = HttpApiGroup.make("staleQuestions")
  .add(HttpApiEndpoint.get("staleQuestions", "/stale_questions").addSuccess(Schema.Array(StaleQuestion)))
  .add(
    HttpApiEndpoint.post("regenerateStale", "/stale_questions/:quizId/regenerate")
      .setPath(Schema.Struct({ quizId: CleanText }))
      .addSuccess(MessageBody)
      .addError(Refusal.Missing)
      .addError(Refusal.WrongState)
      .addError(Refusal.Unacceptable)
      .addError(TooManyRequests)
      .addError(BadGateway)
      .addError(ServiceUnavailable)
      .addError(GatewayTimeout),
  )
  .addError(Forbidden)
  .middleware(QuizAuth)
  .prefix("/quiz/admin")

// GET /api/quiz: generate a quiz, or with `_id` fetch a stored one (players' shape, no answers).
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"

import { BadGateway, BadRequest, Forbidden, GatewayTimeout, NotFound, ServiceUnavailable, TooManyRequests, Unauthorized } from "#api/platform/http/errors.ts"
import { GeneratedQuiz, GenerationUrlParams } from "#schemas/api/quiz-generation.ts"

export const QuizGenerationGroup = HttpApiGroup.make("quizGeneration").add(
  HttpApiEndpoint.get("generateOrGet", "/quiz")
    .setUrlParams(GenerationUrlParams)
    .addSuccess(GeneratedQuiz)
    .addError(BadRequest)
    .addError(Unauthorized)
    .addError(Forbidden)
    .addError(NotFound)
    .addError(TooManyRequests)
    .addError(BadGateway)
    .addError(ServiceUnavailable)
    .addError(GatewayTimeout),
)

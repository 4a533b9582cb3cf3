// The homestead coach, for quiz admins: GET /api/coach answers `{coachRes}` (docs/product.md §7),
// GET /api/coach/stream writes the same reply as server-sent events while the model
// writes it, DELETE /api/coach forgets the conversation so far.
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"

import { QuizAuth } from "#api/features/accounts/public.ts"
import { BadGateway, BadRequest, Forbidden, GatewayTimeout, ServiceUnavailable, TooManyRequests } from "#api/platform/http/errors.ts"
import { CoachReply, CoachUrlParams } from "#schemas/api/coach.ts"
import { MessageBody } from "#schemas/api/message.ts"

export const CoachGroup = HttpApiGroup.make("coach")
  .add(HttpApiEndpoint.get("ask", "/coach").setUrlParams(CoachUrlParams).addSuccess(CoachReply))
  .add(
    HttpApiEndpoint.get("stream", "/coach/stream")
      .setUrlParams(CoachUrlParams)
      .addSuccess(HttpApiSchema.Text({ contentType: "text/event-stream" })),
  )
  .add(HttpApiEndpoint.del("clear", "/coach").addSuccess(MessageBody))
  .addError(BadRequest)
  .addError(Forbidden)
  .addError(TooManyRequests)
  .addError(BadGateway)
  .addError(ServiceUnavailable)
  .addError(GatewayTimeout)
  .middleware(QuizAuth)

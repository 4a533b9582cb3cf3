// General feedback under /api/quiz/admin: anyone may send it, only quiz admins read it.
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"

import { QuizAuth } from "#api/features/accounts/public.ts"
import { Forbidden, TooManyRequests } from "#api/platform/http/errors.ts"
import { Refusal } from "#api/platform/http/refusals.ts"
import { GeneralFeedbackItem, GeneralFeedbackSubmission } from "#schemas/api/feedback.ts"
import { MessageBody } from "#schemas/api/message.ts"

export const GeneralFeedbackGroup = HttpApiGroup.make("generalFeedback")
  .add(
    HttpApiEndpoint.post("submit", "/general_feedback")
      .setPayload(GeneralFeedbackSubmission)
      .addSuccess(MessageBody)
      .addError(TooManyRequests)
      .addError(Refusal.Invalid),
  )
  .add(HttpApiEndpoint.get("list", "/general_feedback").addSuccess(Schema.Array(GeneralFeedbackItem)).addError(Forbidden).middleware(QuizAuth))
  .prefix("/quiz/admin")

// General feedback under /api/quiz/admin: anyone may send it, only quiz admins read it.
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"

import { QuizAuth } from "#api/auth/quiz-auth.ts"
import { GeneralFeedbackItem, GeneralFeedbackSubmission } from "#schemas/api/feedback.ts"
import { MessageBody } from "#schemas/api/message.ts"

import { Forbidden, TooManyRequests } from "../errors.ts"
import { Refusal } from "../refusals.ts"

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

// Forgotten passwords under /api/quiz (docs/product.md §7): whether this site sends reset links,
// asking for one, and choosing a new password with it.
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"

import { BadRequest, TooManyRequests } from "#api/platform/http/errors.ts"
import { Refusal } from "#api/platform/http/refusals.ts"
import { MessageBody } from "#schemas/api/message.ts"
import { ForgotPassword, PasswordResetOptions, ResetPassword } from "#schemas/api/quiz-user.ts"

export const PasswordResetGroup = HttpApiGroup.make("passwordReset")
  .add(HttpApiEndpoint.get("options", "/password_reset").addSuccess(PasswordResetOptions))
  .add(HttpApiEndpoint.post("request", "/forgot_password").setPayload(ForgotPassword).addSuccess(MessageBody).addError(BadRequest).addError(TooManyRequests))
  .add(HttpApiEndpoint.post("reset", "/reset_password").setPayload(ResetPassword).addSuccess(MessageBody).addError(BadRequest).addError(Refusal.Invalid))
  .prefix("/quiz")

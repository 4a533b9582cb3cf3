// Single sign-on under /api/sso: the settings the sign-in screens read, the start (a redirect
// to the provider), the provider's callback (a redirect back to the right screen), the
// player's token after a sign-in there, and a signed-in player's link to the provider.
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"

import { QuizAuth } from "#api/features/accounts/public.ts"
import { NotFound, ServiceUnavailable, Unauthorized } from "#api/platform/http/errors.ts"
import { Refusal } from "#api/platform/http/refusals.ts"
import { MessageBody } from "#schemas/api/message.ts"
import { QuizUserInfo } from "#schemas/api/quiz-user.ts"
import { SingleSignOnCallback, SingleSignOnLinkStatus, SingleSignOnRedirect, SingleSignOnSettings, SingleSignOnStart } from "#schemas/api/single-sign-on.ts"

/** A redirect: the answer is its Location header. */
const Redirect = HttpApiSchema.Empty(302)

export const SingleSignOnGroup = HttpApiGroup.make("singleSignOn")
  .add(HttpApiEndpoint.get("settings", "/").addSuccess(SingleSignOnSettings))
  .add(HttpApiEndpoint.get("start", "/start").setUrlParams(SingleSignOnStart).addSuccess(Redirect).addError(NotFound))
  .add(HttpApiEndpoint.get("callback", "/callback").setUrlParams(SingleSignOnCallback).addSuccess(Redirect))
  .add(HttpApiEndpoint.post("session", "/session").addSuccess(QuizUserInfo).addError(Unauthorized))
  .add(HttpApiEndpoint.get("linkStatus", "/link").addSuccess(SingleSignOnLinkStatus).addError(NotFound).middleware(QuizAuth))
  .add(HttpApiEndpoint.post("link", "/link").addSuccess(SingleSignOnRedirect).addError(NotFound).addError(ServiceUnavailable).middleware(QuizAuth))
  .add(HttpApiEndpoint.del("unlink", "/link").addSuccess(MessageBody).addError(NotFound).addError(Refusal.WrongState).middleware(QuizAuth))
  .prefix("/sso")

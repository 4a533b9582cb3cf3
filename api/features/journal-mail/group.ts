// Mail to the journal's subscribers under /api/journal-mail: whether the site offers it,
// subscribing, confirming with the mailed link, and leaving (the same address answers a mail
// client's one-click POST and the site's own unsubscribe page). The owner's count and export
// are under /api/dashboard/subscribers.
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"

import { OwnerSession } from "#api/features/site-owner/public.ts"
import { BadRequest, TooManyRequests } from "#api/platform/http/errors.ts"
import { Refusal } from "#api/platform/http/refusals.ts"
import { ConfirmSubscription, Subscribe, SubscribeOptions, SubscriberCount, UnsubscribeParams } from "#schemas/api/journal-mail.ts"
import { MessageBody } from "#schemas/api/message.ts"

export const JournalMailGroup = HttpApiGroup.make("journalMail")
  .add(HttpApiEndpoint.get("options", "/options").addSuccess(SubscribeOptions))
  .add(HttpApiEndpoint.post("subscribe", "/subscribe").setPayload(Subscribe).addSuccess(MessageBody).addError(BadRequest).addError(TooManyRequests))
  .add(HttpApiEndpoint.post("confirm", "/confirm").setPayload(ConfirmSubscription).addSuccess(MessageBody).addError(BadRequest).addError(Refusal.Invalid))
  .add(HttpApiEndpoint.post("unsubscribe", "/unsubscribe").setUrlParams(UnsubscribeParams).addSuccess(MessageBody).addError(BadRequest))
  .prefix("/journal-mail")

export const JournalSubscribersGroup = HttpApiGroup.make("journalSubscribers")
  .add(HttpApiEndpoint.get("count", "/").addSuccess(SubscriberCount))
  .add(HttpApiEndpoint.get("export", "/export").addSuccess(HttpApiSchema.Text({ contentType: "text/csv" })))
  .middleware(OwnerSession)
  .prefix("/dashboard/subscribers")

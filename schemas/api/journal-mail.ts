// Mail to the journal's subscribers: subscribing (double opt-in), confirming, leaving, and the
// owner's count and the mails that could not be delivered. Links carry `<subscriberId>.<secret>`
// tokens; a bounded length keeps junk out.
import { Schema } from "effect"

import * as Messages from "../messages.ts"
import { CleanTrim } from "../text.ts"
import { Email } from "./fields.ts"

const Token = CleanTrim.pipe(Schema.maxLength(200, { message: () => Messages.subscribeLinkInvalid }))

export const SubscribeOptions = Schema.Struct({ subscribe: Schema.Boolean })

export const Subscribe = Schema.Struct({ email: Email(Messages.subscribeEmailInvalid) })

export const ConfirmSubscription = Schema.Struct({ token: Token })

/** The unsubscribe link's query: the same URL answers the one-click POST of RFC 8058 and the site's own page. */
export const UnsubscribeParams = Schema.Struct({ token: Token })

export const SubscriberCount = Schema.Struct({
  confirmed: Schema.Number,
  /** Mails to subscribers still subscribed that were given up after their last try. */
  undelivered: Schema.Number,
})

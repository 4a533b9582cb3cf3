// Mail to the journal's subscribers, stream `journalsubscriber-<id>`: one stream per
// subscription, from the request (double opt-in: the address is mailed a link) through the
// confirmation, each post mailed to it, to the unsubscribe. The address is sealed with the
// subscription's own key, which the unsubscribe destroys, so an address that left can no
// longer be read anywhere in the log.
import { Schema } from "effect"

import { LANGUAGES } from "../i18n/language.ts"
import { personal } from "./personal.ts"

export const JournalSubscriptionRequested = Schema.Struct({
  type: Schema.Literal("JournalSubscriptionRequested"),
  subscriberId: Schema.String,
  /** Trimmed and lower-cased; "" once the subscription's key is destroyed. */
  email: personal(Schema.String, { owner: "subscriberId", erased: "" }),
  /** The SHA-256 of the confirmation link's secret: the log never holds the link. */
  tokenHash: Schema.String,
  /** The language the subscriber asked in, which their mails are written in; absent before the site spoke two: English. */
  language: Schema.optional(Schema.Literal(...LANGUAGES)),
  at: Schema.String,
})

export const JournalSubscriptionConfirmed = Schema.Struct({
  type: Schema.Literal("JournalSubscriptionConfirmed"),
  subscriberId: Schema.String,
  at: Schema.String,
})

/** A post was mailed to the subscriber: recorded after the SMTP server took it, so it is never mailed again. */
export const JournalPostMailed = Schema.Struct({
  type: Schema.Literal("JournalPostMailed"),
  subscriberId: Schema.String,
  postId: Schema.String,
  at: Schema.String,
})

/**
 * A post could not be mailed to the subscriber: the SMTP server refused it at every one of its `attempts` tries, so
 * it is given up (never tried again) and counted for the owner to see.
 */
export const JournalPostUndelivered = Schema.Struct({
  type: Schema.Literal("JournalPostUndelivered"),
  subscriberId: Schema.String,
  postId: Schema.String,
  attempts: Schema.Number,
  at: Schema.String,
})

/** The subscriber left (or never confirmed and asked to be forgotten): their key is destroyed with it. */
export const JournalUnsubscribed = Schema.Struct({
  type: Schema.Literal("JournalUnsubscribed"),
  subscriberId: Schema.String,
  at: Schema.String,
})

export const JournalMailEvent = Schema.Union(
  JournalSubscriptionRequested,
  JournalSubscriptionConfirmed,
  JournalPostMailed,
  JournalPostUndelivered,
  JournalUnsubscribed,
)
export type JournalMailEvent = typeof JournalMailEvent.Type

export const JOURNAL_MAIL_EVENT_TYPES = [
  "JournalSubscriptionRequested",
  "JournalSubscriptionConfirmed",
  "JournalPostMailed",
  "JournalPostUndelivered",
  "JournalUnsubscribed",
] as const

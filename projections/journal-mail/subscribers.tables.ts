// The journal-mail read model's tables: the subscriptions, the posts ever published (each is
// mailed once, when first published) and the outbox of mails still to send.
import type { Generated } from "kysely"

import type { Language } from "#schemas/i18n/language.ts"

export const SUBSCRIBERS_TABLE = "journal_subscribers"
export const MAILED_POSTS_TABLE = "journal_mail_posts"
export const OUTBOX_TABLE = "journal_mail_outbox"
export const UNDELIVERED_TABLE = "journal_mail_undelivered"

export interface SubscribersTable {
  readonly id: string
  /** Trimmed and lower-cased; "" once the subscriber has left. */
  readonly email: string
  readonly status: "pending" | "confirmed" | "gone"
  /** The language the subscriber's mails are written in. */
  readonly language: Language
  readonly requested_at: Date
  readonly confirmed_at: Date | null
}

export interface MailedPostsTable {
  readonly post_id: string
}

/**
 * One row per post still to be mailed to a subscriber. The projection adds a post's rows when it is first
 * published and removes each when its JournalPostMailed is applied; the sender writes only the claim and
 * retry columns (api/features/journal-mail/sender.ts).
 */
export interface OutboxTable {
  readonly post_id: string
  readonly subscriber_id: string
  readonly queued_at: Date
  readonly attempts: Generated<number>
  readonly next_attempt_at: Date
  /** A node sending this mail holds it until then; null when nobody does. */
  readonly claimed_until: Date | null
}

/** One row per mail given up after its last try (JournalPostUndelivered), for the owner to see; gone when the subscriber leaves. */
export interface UndeliveredTable {
  readonly post_id: string
  readonly subscriber_id: string
  readonly given_up_at: Date
}

export type JournalMailTables = {
  [SUBSCRIBERS_TABLE]: SubscribersTable
  [MAILED_POSTS_TABLE]: MailedPostsTable
  [OUTBOX_TABLE]: OutboxTable
  [UNDELIVERED_TABLE]: UndeliveredTable
}

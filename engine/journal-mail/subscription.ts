// A journal subscription (stream `journalsubscriber-<id>`): double opt-in, then each newly
// published post mailed to it once, until it leaves. Pure; the mail itself is sent by the
// server (api/features/journal-mail), which records each delivery here so that no post is
// ever mailed to a subscriber twice, whichever node or restart tries again.
import type { Decider } from "#engine/decider.ts"
import { Invalid } from "#engine/domain-errors.ts"
import { JournalMailEvent } from "#schemas/events/journal-mail.ts"
import type { Language } from "#schemas/i18n/language.ts"
import * as Messages from "#schemas/messages.ts"

/** How long a confirmation link works. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000

export interface SubscriptionState {
  readonly status: "none" | "pending" | "confirmed" | "gone"
  /** The latest confirmation link's secret hash, and when it was mailed. */
  readonly tokenHash: string
  readonly requestedAt: string
  /** The posts already mailed to this subscriber, or given up after their last try: never sent again. */
  readonly mailed: ReadonlySet<string>
}

export const subscriberStream = (subscriberId: string): string => `journalsubscriber-${subscriberId}`

export interface RequestSubscription {
  readonly subscriberId: string
  readonly email: string
  readonly tokenHash: string
  /** The language of the request: the subscriber's mails are written in it. */
  readonly language: Language
  readonly now: Date
}

export interface ConfirmSubscription {
  readonly subscriberId: string
  readonly tokenHash: string
  readonly now: Date
}

export interface RecordPostMailed {
  readonly subscriberId: string
  readonly postId: string
  readonly now: Date
}

export interface RecordPostUndelivered {
  readonly subscriberId: string
  readonly postId: string
  /** The tries made, the last one included. */
  readonly attempts: number
  readonly now: Date
}

export interface Unsubscribe {
  readonly subscriberId: string
  readonly now: Date
}

export type SubscriptionCommand =
  | ({ readonly type: "RequestSubscription" } & RequestSubscription)
  | ({ readonly type: "ConfirmSubscription" } & ConfirmSubscription)
  | ({ readonly type: "RecordPostMailed" } & RecordPostMailed)
  | ({ readonly type: "RecordPostUndelivered" } & RecordPostUndelivered)
  | ({ readonly type: "Unsubscribe" } & Unsubscribe)

/** An address as it is kept: trimmed and lower-cased, so one person is one subscription. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase()

/** Whether a post is still to be mailed to this subscriber (the sender asks before sending). */
export const awaitsPost = (state: SubscriptionState, postId: string): boolean => state.status === "confirmed" && !state.mailed.has(postId)

const decide = (command: SubscriptionCommand, state: SubscriptionState): JournalMailEvent[] => {
  const at = command.now.toISOString()
  switch (command.type) {
    case "RequestSubscription":
      // A new link for a pending one replaces the old; a confirmed or departed one is left as it is.
      if (state.status === "confirmed" || state.status === "gone") return []
      return [
        {
          type: "JournalSubscriptionRequested",
          subscriberId: command.subscriberId,
          email: normaliseEmail(command.email),
          tokenHash: command.tokenHash,
          language: command.language,
          at,
        },
      ]
    case "ConfirmSubscription": {
      if (state.status === "confirmed") return []
      const fresh = command.now.getTime() - Date.parse(state.requestedAt) <= CONFIRM_TTL_MS
      if (state.status !== "pending" || state.tokenHash !== command.tokenHash || !fresh) throw new Invalid(Messages.subscribeLinkInvalid)
      return [{ type: "JournalSubscriptionConfirmed", subscriberId: command.subscriberId, at }]
    }
    case "RecordPostMailed":
      return awaitsPost(state, command.postId) ? [{ type: "JournalPostMailed", subscriberId: command.subscriberId, postId: command.postId, at }] : []
    case "RecordPostUndelivered":
      return awaitsPost(state, command.postId)
        ? [{ type: "JournalPostUndelivered", subscriberId: command.subscriberId, postId: command.postId, attempts: command.attempts, at }]
        : []
    case "Unsubscribe":
      return state.status === "pending" || state.status === "confirmed" ? [{ type: "JournalUnsubscribed", subscriberId: command.subscriberId, at }] : []
  }
}

const evolve = (state: SubscriptionState, event: JournalMailEvent): SubscriptionState => {
  switch (event.type) {
    case "JournalSubscriptionRequested":
      return { ...state, status: "pending", tokenHash: event.tokenHash, requestedAt: event.at }
    case "JournalSubscriptionConfirmed":
      return { ...state, status: "confirmed", tokenHash: "" }
    case "JournalPostMailed":
    case "JournalPostUndelivered":
      return { ...state, mailed: new Set([...state.mailed, event.postId]) }
    case "JournalUnsubscribed":
      return { ...state, status: "gone", tokenHash: "" }
  }
}

export const subscriptionDecider: Decider<SubscriptionCommand, SubscriptionState, JournalMailEvent> = {
  decide,
  evolve,
  initialState: { status: "none", tokenHash: "", requestedAt: "", mailed: new Set() },
  events: JournalMailEvent,
}

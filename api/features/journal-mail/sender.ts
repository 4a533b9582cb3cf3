// Mails each newly published post to the confirmed subscribers, in the background. The work is
// the journal-mail read model's outbox (projections/journal-mail), filled from the events, so a
// restart loses nothing: a node takes one mail at a time with a claim in the database (two nodes
// never hold the same one), checks the subscription's stream that the post is still to be mailed,
// sends it, and records JournalPostMailed, which empties the row; a post is never recorded twice.
// A refused mail is given back to be tried again after a wait that doubles (MAIL_RETRY_SECONDS,
// at most six hours), up to MAX_ATTEMPTS tries; after the last it is recorded as given up
// (JournalPostUndelivered), which the owner's dashboard counts. Mails go out at most MAIL_PER_MINUTE a minute
// per node. Stopping waits for the mail in hand to be sent and recorded.
import type { Kysely } from "kysely"

import type { Logger } from "#api/platform/log/logger.ts"
import type { Mailer } from "#api/platform/mail/mailer.ts"
import { singleFlightWorker } from "#api/platform/single-flight-worker.ts"
import type { CommandDeps } from "#engine/command.ts"
import { loadSubscription, recordPostMailed, recordPostUndelivered } from "#engine/journal-mail/commands.ts"
import { awaitsPost } from "#engine/journal-mail/subscription.ts"
import type { DB } from "#projections/db.ts"
import { type Claimed, claimNext, dropFromOutbox, givenUpUnrecorded, nextDue, releaseForRetry } from "#projections/journal-mail/outbox.queries.ts"
import { confirmedSubscriber } from "#projections/journal-mail/subscribers.queries.ts"
import { journalMailProjection } from "#projections/journal-mail/subscribers.ts"
import { findPost } from "#projections/posts/posts.queries.ts"
import type { Projector } from "#projections/projector.ts"

import { postMail, type Site, type SubscriberLinks } from "./mails.ts"

/** How long a node holds a mail it is sending; a node that dies meanwhile lets it go then. */
const HOLD_MS = 5 * 60_000
/** Tries before a mail is given up (recorded, and shown to the owner). */
export const MAX_ATTEMPTS = 10
const LONGEST_RETRY_MS = 6 * 60 * 60_000
/** The longest wait between two looks at the outbox (mails queued on another node, lapsed claims). */
const LOOK_AGAIN_MS = 60_000

export interface SenderDeps {
  readonly db: Kysely<DB>
  readonly commands: CommandDeps
  readonly mailer: Mailer
  readonly site: Site
  readonly perMinute: number
  readonly retrySeconds: number
  readonly links: (subscriberId: string) => Promise<SubscriberLinks>
  readonly projector: Pick<Projector, "onCommit">
  readonly log: Pick<Logger, "info" | "warn" | "error">
  readonly now?: () => Date
}

/** The wait before try `attempts + 1`: the first wait, doubled for each try made, capped. */
export const retryDelayMs = (retrySeconds: number, attempts: number): number => Math.min(LONGEST_RETRY_MS, retrySeconds * 1000 * 2 ** Math.max(0, attempts - 1))

/** Waits `ms`, or less when the worker stops meanwhile. */
const pause = (ms: number, stopping: AbortSignal): Promise<void> =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      stopping.removeEventListener("abort", done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    stopping.addEventListener("abort", done, { once: true })
  })

/** Starts sending; the returned function stops it once the mail in hand is done. */
export const sendToSubscribers = (deps: SenderDeps): (() => Promise<void>) => {
  const now = deps.now ?? (() => new Date())
  const gapMs = 60_000 / deps.perMinute

  /**
   * The post to mail, as the posts read model has it. Each read model commits on its own, so a new
   * post's mails can be in the outbox (and wake the sender) before the posts model has the post, or
   * has it published: before taking it for deleted or a draft, wait for the read models to catch up.
   */
  const postToMail = async (postId: string) => {
    const post = await findPost(deps.db, postId)
    if (post && !post.draft) return post
    await deps.commands.projections?.waitFor(await deps.commands.store.head())
    return findPost(deps.db, postId)
  }

  /** A mail past its last try: recorded as given up, or let go when the subscription no longer waits for it. */
  const giveUp = async (claimed: Claimed) => {
    const subscription = await loadSubscription(deps.commands, claimed.subscriberId)
    if (!awaitsPost(subscription, claimed.postId)) return dropFromOutbox(deps.db, claimed)
    await recordPostUndelivered(deps.commands, { subscriberId: claimed.subscriberId, postId: claimed.postId, attempts: claimed.attempts, now: now() })
  }

  const deliver = async (claimed: Claimed) => {
    const subscription = await loadSubscription(deps.commands, claimed.subscriberId)
    const [subscriber, post] = await Promise.all([confirmedSubscriber(deps.db, claimed.subscriberId), postToMail(claimed.postId)])
    // Mailed already, unsubscribed, or the post deleted or taken back to a draft: nothing to send.
    if (!awaitsPost(subscription, claimed.postId) || !subscriber || subscriber.email === "" || !post || post.draft) return dropFromOutbox(deps.db, claimed)
    const to = { email: subscriber.email, subscriberId: claimed.subscriberId, language: subscriber.language }
    const mail = postMail(deps.site, to, { ...post, id: post._id }, await deps.links(claimed.subscriberId))
    try {
      await deps.mailer.send(mail)
    } catch (error) {
      if (claimed.attempts >= MAX_ATTEMPTS) {
        deps.log.error({ err: error, postId: claimed.postId, subscriberId: claimed.subscriberId }, "A post was given up after its last try")
        return giveUp(claimed)
      }
      const retryAt = new Date(now().getTime() + retryDelayMs(deps.retrySeconds, claimed.attempts))
      deps.log.warn({ err: error, postId: claimed.postId, attempts: claimed.attempts }, "A post could not be mailed to a subscriber; it will be tried again")
      return releaseForRetry(deps.db, claimed, retryAt)
    }
    await recordPostMailed(deps.commands, { subscriberId: claimed.subscriberId, postId: claimed.postId, now: now() })
  }

  /** Sends every mail due now, one at a time, spaced to the rate; answers the wait for the next one due. */
  const work = async (stopping: AbortSignal): Promise<number | undefined> => {
    for (const unrecorded of await givenUpUnrecorded(deps.db, now(), MAX_ATTEMPTS)) await giveUp(unrecorded)
    for (;;) {
      if (stopping.aborted) return undefined
      const claimed = await claimNext(deps.db, now(), HOLD_MS, MAX_ATTEMPTS)
      if (!claimed) break
      await deliver(claimed)
      if (!stopping.aborted) await pause(gapMs, stopping)
    }
    const due = await nextDue(deps.db, MAX_ATTEMPTS)
    return due === undefined ? LOOK_AGAIN_MS : Math.max(0, Math.min(LOOK_AGAIN_MS, due.getTime() - now().getTime()))
  }

  const worker = singleFlightWorker({
    run: work,
    failed: (error) => {
      // The database may be away: look again in a minute.
      deps.log.error({ err: error }, "Could not mail the journal's subscribers")
      return LOOK_AGAIN_MS
    },
  })

  // A post published (or a mail recorded) on this node wakes the sender at once.
  const unsubscribe = deps.projector.onCommit((projection, events) => {
    if (projection === journalMailProjection.name && events.some((e) => journalMailProjection.eventTypes?.has(e.type))) worker.wake()
  })
  worker.wake()
  return () => {
    unsubscribe()
    return worker.stop()
  }
}

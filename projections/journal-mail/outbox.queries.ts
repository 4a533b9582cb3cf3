// The outbox of mails to subscribers, as the sender works through it. A row is claimed with one
// UPDATE whose condition is checked again on the row it locks, so of two nodes reaching for the
// same row only one gets it; a claim lapses (claimed_until) if its node dies while sending.
import { type Kysely, sql } from "kysely"

import type { DB } from "../db.ts"
import { OUTBOX_TABLE } from "./subscribers.tables.ts"

export interface Claimed {
  readonly postId: string
  readonly subscriberId: string
  /** Tries so far, this one included. */
  readonly attempts: number
}

/** Nobody holds the row at `now`: never claimed, or its claim lapsed. */
const freeAt = (now: Date) => sql<boolean>`(${sql.ref("claimed_until")} is null or ${sql.ref("claimed_until")} < ${now})`

/** Claims the oldest due mail that nobody holds (and not tried `maxAttempts` times), until `holdMs` from now. */
export const claimNext = async (db: Kysely<DB>, now: Date, holdMs: number, maxAttempts: number): Promise<Claimed | undefined> => {
  const free = freeAt(now)
  const row = await db
    .updateTable(OUTBOX_TABLE)
    .set((eb) => ({ claimed_until: new Date(now.getTime() + holdMs), attempts: eb("attempts", "+", 1) }))
    .where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple("post_id", "subscriber_id"),
        "in",
        selectFrom(OUTBOX_TABLE)
          .select(["post_id", "subscriber_id"])
          .where("next_attempt_at", "<=", now)
          .where("attempts", "<", maxAttempts)
          .where(free)
          .orderBy("next_attempt_at")
          .orderBy("queued_at")
          .limit(1)
          .$asTuple("post_id", "subscriber_id"),
      ),
    )
    .where(free)
    .returning(["post_id", "subscriber_id", "attempts"])
    .executeTakeFirst()
  return row && { postId: row.post_id, subscriberId: row.subscriber_id, attempts: row.attempts }
}

/** The claim given back after a failed try, to be tried again at `retryAt`. */
export const releaseForRetry = async (db: Kysely<DB>, claimed: Claimed, retryAt: Date): Promise<void> => {
  await db
    .updateTable(OUTBOX_TABLE)
    .set({ claimed_until: null, next_attempt_at: retryAt })
    .where("post_id", "=", claimed.postId)
    .where("subscriber_id", "=", claimed.subscriberId)
    .execute()
}

/** A mail that needs no sending (already mailed, or no longer wanted): out of the outbox at once. */
export const dropFromOutbox = async (db: Kysely<DB>, claimed: Claimed): Promise<void> => {
  await db.deleteFrom(OUTBOX_TABLE).where("post_id", "=", claimed.postId).where("subscriber_id", "=", claimed.subscriberId).execute()
}

/** When the next mail falls due (or a claim lapses), if any is waiting. */
export const nextDue = async (db: Kysely<DB>, maxAttempts: number): Promise<Date | undefined> => {
  const row = await db
    .selectFrom(OUTBOX_TABLE)
    .select((eb) =>
      eb.fn.min(sql<Date>`greatest(${sql.ref("next_attempt_at")}, coalesce(${sql.ref("claimed_until")}, ${sql.ref("next_attempt_at")}))`).as("at"),
    )
    .where("attempts", "<", maxAttempts)
    .executeTakeFirst()
  return row?.at ? new Date(row.at) : undefined
}

/**
 * Mails tried `maxAttempts` times that nobody holds and no record has taken out: given up by a node that stopped
 * before recording it, or before given-up mails were recorded. A few at a time.
 */
export const givenUpUnrecorded = async (db: Kysely<DB>, now: Date, maxAttempts: number): Promise<Claimed[]> =>
  (
    await db
      .selectFrom(OUTBOX_TABLE)
      .select(["post_id", "subscriber_id", "attempts"])
      .where("attempts", ">=", maxAttempts)
      .where(freeAt(now))
      .limit(50)
      .execute()
  ).map((row) => ({ postId: row.post_id, subscriberId: row.subscriber_id, attempts: row.attempts }))

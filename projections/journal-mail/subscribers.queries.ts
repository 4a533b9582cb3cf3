// What the journal-mail feature reads of its subscribers.
import type { Kysely } from "kysely"

import type { Language } from "#schemas/i18n/language.ts"

import type { DB } from "../db.ts"
import { SUBSCRIBERS_TABLE, UNDELIVERED_TABLE } from "./subscribers.tables.ts"

/** The live subscription (pending or confirmed) of an address, kept lower-cased. */
export const subscriptionOf = async (db: Kysely<DB>, email: string): Promise<{ id: string; status: "pending" | "confirmed" } | undefined> => {
  const row = await db.selectFrom(SUBSCRIBERS_TABLE).select(["id", "status"]).where("email", "=", email).where("status", "<>", "gone").executeTakeFirst()
  return row && row.status !== "gone" ? { id: row.id, status: row.status } : undefined
}

/** A confirmed subscriber's address and the language of their mails, or undefined once they left (or before they confirmed). */
export const confirmedSubscriber = async (db: Kysely<DB>, subscriberId: string): Promise<{ email: string; language: Language } | undefined> =>
  await db.selectFrom(SUBSCRIBERS_TABLE).select(["email", "language"]).where("id", "=", subscriberId).where("status", "=", "confirmed").executeTakeFirst()

export const countConfirmed = async (db: Kysely<DB>): Promise<number> =>
  Number(
    (
      await db
        .selectFrom(SUBSCRIBERS_TABLE)
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("status", "=", "confirmed")
        .executeTakeFirstOrThrow()
    ).n,
  )

/** The mails given up after their last try, to subscribers still subscribed. */
export const countUndelivered = async (db: Kysely<DB>): Promise<number> =>
  Number(
    (
      await db
        .selectFrom(UNDELIVERED_TABLE)
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  )

/** Every confirmed subscriber, the earliest first, for the owner's export. */
export const listConfirmed = async (db: Kysely<DB>): Promise<{ email: string; confirmedAt: Date }[]> =>
  (
    await db.selectFrom(SUBSCRIBERS_TABLE).select(["email", "confirmed_at"]).where("status", "=", "confirmed").orderBy("confirmed_at").orderBy("id").execute()
  ).map((r) => ({ email: r.email, confirmedAt: r.confirmed_at! }))

/** Subscriptions that ended: their keys must be gone (a crash may have left one). */
export const departedSubscribers = (db: Kysely<DB>) => db.selectFrom(SUBSCRIBERS_TABLE).select("id").where("status", "=", "gone")

// Reads of the webhooks read model, and the delivery worker's claims: a due delivery is claimed
// with one UPDATE whose condition is checked again on the row it locks, so two nodes never try
// the same one at once; a claim lapses if its node dies mid-try.
import { type Kysely, sql } from "kysely"

import type { DB } from "../db.ts"
import { openSecret } from "./sealed-secret.ts"
import { DELIVERIES_TABLE, ENDPOINTS_TABLE, WEBHOOK_OUTBOX_TABLE } from "./webhooks.tables.ts"

export interface EndpointInfoRow {
  readonly id: string
  readonly url: string
  readonly events: readonly string[]
  readonly createdAt: Date
}

export interface EndpointRow extends EndpointInfoRow {
  /** The signing secret, opened. */
  readonly secret: string
}

/** The endpoints, oldest first, without their secrets. */
export const listEndpoints = async (db: Kysely<DB>): Promise<EndpointInfoRow[]> =>
  (await db.selectFrom(ENDPOINTS_TABLE).select(["id", "url", "events", "created_at"]).orderBy("created_at").execute()).map((r) => ({
    id: r.id,
    url: r.url,
    events: JSON.parse(r.events) as string[],
    createdAt: new Date(r.created_at),
  }))

/** One endpoint with its secret opened to sign a delivery. */
export const findEndpoint = async (db: Kysely<DB>, id: string): Promise<EndpointRow | undefined> => {
  const row = await db.selectFrom(ENDPOINTS_TABLE).selectAll().where("id", "=", id).executeTakeFirst()
  if (!row) return undefined
  return {
    id: row.id,
    url: row.url,
    events: JSON.parse(row.events) as string[],
    secret: await openSecret(db, row.id, row.secret),
    createdAt: new Date(row.created_at),
  }
}

/** The latest deliveries, newest first. */
export const listDeliveries = (db: Kysely<DB>, limit: number) =>
  db
    .selectFrom(DELIVERIES_TABLE)
    .select(["id", "endpoint_id", "event", "status", "attempts", "last_status", "last_error", "next_attempt_at", "requested_at", "updated_at"])
    .orderBy("requested_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute()

export const queuedEvents = (db: Kysely<DB>, limit: number) => db.selectFrom(WEBHOOK_OUTBOX_TABLE).selectAll().orderBy("queued_at").limit(limit).execute()

export const dropQueued = async (db: Kysely<DB>, endpointId: string, sourceId: string): Promise<void> => {
  await db.deleteFrom(WEBHOOK_OUTBOX_TABLE).where("endpoint_id", "=", endpointId).where("source_id", "=", sourceId).execute()
}

export interface ClaimedDelivery {
  readonly id: string
  readonly endpointId: string
  readonly body: string
}

/** Claims the oldest due pending delivery nobody holds, until `holdMs` from now. */
export const claimDelivery = async (db: Kysely<DB>, now: Date, holdMs: number): Promise<ClaimedDelivery | undefined> => {
  const free = sql<boolean>`(${sql.ref("claimed_until")} is null or ${sql.ref("claimed_until")} < ${now})`
  const row = await db
    .updateTable(DELIVERIES_TABLE)
    .set({ claimed_until: new Date(now.getTime() + holdMs) })
    .where("id", "in", (eb) =>
      eb
        .selectFrom(DELIVERIES_TABLE)
        .select("id")
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", now)
        .where(free)
        .orderBy("next_attempt_at")
        .limit(1),
    )
    .where(free)
    .returning(["id", "endpoint_id", "body"])
    .executeTakeFirst()
  return row && { id: row.id, endpointId: row.endpoint_id, body: row.body }
}

/** When the next pending delivery falls due (or a claim lapses), if any waits. */
export const nextDeliveryDue = async (db: Kysely<DB>): Promise<Date | undefined> => {
  const row = await db
    .selectFrom(DELIVERIES_TABLE)
    .select((eb) =>
      eb.fn.min(sql<Date>`greatest(${sql.ref("next_attempt_at")}, coalesce(${sql.ref("claimed_until")}, ${sql.ref("next_attempt_at")}))`).as("at"),
    )
    .where("status", "=", "pending")
    .executeTakeFirst()
  return row?.at ? new Date(row.at) : undefined
}

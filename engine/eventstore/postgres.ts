// The Postgres event store (PGlite or a server), written with Kysely.
//
// Appends run side by side, one round trip each (postgres-append.ts), and number their
// events from their transaction's id; readers see only positions below the oldest
// transaction still running, so a subscription reading `position > cursor` never skips an
// event that commits late.
//
// Live delivery: after its own commit a store wakes the subscriptions of every store on the
// same Database handle; on a server it then announces the commit with pg_notify (coalesced,
// see postgres-listener.ts), which a LISTEN connection per store turns into a wake (other
// processes). A slow poll covers a lost notification.
import { randomUUID } from "node:crypto"

import { type Selectable, sql } from "kysely"

import type { Database } from "../sql/database.ts"
import {
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type ReadOptions,
  type RecordedEvent,
  START,
  type SubscribeOptions,
  WrongExpectedRevision,
} from "./port.ts"
import { APPEND_FUNCTION, APPEND_STATEMENT, type AppendRow, visibleBelow, WRONG_REVISION_SQLSTATE } from "./postgres-append.ts"
import { coalescedNotifier, type Listener, pgListener } from "./postgres-listener.ts"
import { migrateEventStore } from "./postgres-migrations.ts"
import { EVENTS_TABLE, type EventsTable, int8, notifyChannel } from "./postgres-schema.ts"
import { type PullSubscription, pullSubscription } from "./pull-subscription.ts"

/** How soon an answer held back behind a running transaction is read again, doubling up to the most. */
const HELD_BACK_FIRST_MS = 5
const HELD_BACK_MOST_MS = 200

export interface PostgresEventStoreOptions {
  /** How often subscriptions look for new events without a wake-up. Default 1000 ms. */
  readonly pollIntervalMs?: number
}

const toRecorded = (row: Selectable<EventsTable>): RecordedEvent => ({
  id: row.id,
  streamId: row.stream_id,
  revision: row.revision,
  position: row.position,
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  createdAt: row.created_at,
})

export const postgresEventStore = async (
  database: Pick<Database, "kind" | "pool" | "prepared" | "eventStoreDb" | "appendDb" | "commitWakers">,
  options?: PostgresEventStoreOptions,
): Promise<EventStore> => {
  const db = database.eventStoreDb
  // Appends go before the read models' reads on the embedded database (engine/sql/pglite-dialect.ts).
  const appendDb = database.appendDb ?? db
  // On a server, the append is a prepared statement: parsed once per connection.
  const prepared = database.prepared
  const pollIntervalMs = options?.pollIntervalMs ?? 1000
  await migrateEventStore(db)
  const channel = database.kind === "postgres" ? await notifyChannel(db) : undefined

  const subscriptions = new Set<PullSubscription>()
  /** Answers to readAfter since the last wake, by cursor and limit (see readAfter). */
  const reading = new Map<string, Promise<RecordedEvent[]>>()
  const wakeAll = () => {
    // A new event may be there: what was read so far is no longer the whole answer.
    reading.clear()
    for (const s of subscriptions) s.wake()
  }
  // Stores sharing this handle (one process) wake each other right after a commit.
  const wakers = database.commitWakers
  wakers.add(wakeAll)

  const listener: Listener | undefined = database.pool && channel ? pgListener(database.pool, channel, wakeAll) : undefined
  const announce = channel ? coalescedNotifier(() => sql`SELECT pg_notify(${channel}, '')`.execute(db)) : undefined
  let poll: NodeJS.Timeout | undefined
  let closed = false

  const startPolling = () => {
    if (poll || closed) return
    void listener?.ensure()
    poll = setInterval(() => {
      void listener?.ensure()
      wakeAll()
    }, pollIntervalMs)
    poll.unref()
  }

  // An answer that stopped short of a committed event (held back below a transaction still
  // running, see postgres-append.ts) is read again soon: that transaction's end need not be an
  // append, so no wake may follow it. The waits grow while it runs on.
  let heldBackTimer: NodeJS.Timeout | undefined
  let heldBackWaitMs = HELD_BACK_FIRST_MS
  const readAgainSoon = () => {
    if (heldBackTimer || closed) return
    heldBackTimer = setTimeout(() => {
      heldBackTimer = undefined
      wakeAll()
    }, heldBackWaitMs)
    heldBackTimer.unref()
    heldBackWaitMs = Math.min(heldBackWaitMs * 2, HELD_BACK_MOST_MS)
  }

  const queryAfter = async (cursor: Position, limit: number): Promise<{ events: RecordedEvent[]; heldBack: boolean }> => {
    const rows = await db
      .selectFrom(EVENTS_TABLE)
      .selectAll()
      .select(visibleBelow.as("visible_below"))
      .where("position", ">", int8(cursor))
      .orderBy("position")
      .limit(limit)
      .execute()
    const bound = rows[0] === undefined ? 0n : BigInt(rows[0].visible_below)
    const visible = rows.filter((row) => row.position < bound)
    return { events: visible.map(toRecorded), heldBack: visible.length < rows.length }
  }

  // One append wakes every subscription (the read models, the socket feeds), and most are at
  // the same cursor: they share one query instead of reading and decoding the same rows each.
  // Answers are kept only until the next wake, which every commit is followed by (a local
  // append at once, another node's by NOTIFY or the poll), and an answer held back short of a
  // committed event is not kept at all, so a kept answer is never missing an event that no
  // wake has announced since.
  const readAfter = (cursor: Position, limit: number): Promise<RecordedEvent[]> => {
    const key = `${cursor}:${limit}`
    let read = reading.get(key)
    if (!read) {
      const query = queryAfter(cursor, limit).then(({ events, heldBack }) => {
        if (heldBack) {
          if (reading.get(key) === query) reading.delete(key)
          readAgainSoon()
        } else heldBackWaitMs = HELD_BACK_FIRST_MS
        return events
      })
      read = query
      reading.set(key, query)
      // A failed read is not kept: the next one tries again.
      query.catch(() => reading.get(key) === query && reading.delete(key))
    }
    return read.then((events) => [...events])
  }

  const head = async (): Promise<Position> => {
    const row = await db
      .selectFrom(EVENTS_TABLE)
      .select((eb) => eb.fn.max("position").as("head"))
      .where("position", "<", visibleBelow)
      .executeTakeFirst()
    return row?.head === null || row?.head === undefined ? START : BigInt(row.head)
  }

  const append = async (streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> => {
    if (closed) throw new Error("The event store is closed")
    // Serialised here: pg would turn a JS array into a Postgres array literal.
    const payload = JSON.stringify(events.map((e) => ({ id: e.id ?? randomUUID(), type: e.type, data: e.data ?? null, metadata: e.metadata ?? {} })))
    let row: AppendRow
    try {
      const rows = prepared
        ? await prepared<AppendRow>(APPEND_FUNCTION, APPEND_STATEMENT, [streamId, String(expected), payload])
        : (
            await sql<AppendRow>`SELECT next_revision, last_position FROM ${sql.raw(APPEND_FUNCTION)}(${streamId}, ${String(expected)}, ${payload}::jsonb)`.execute(
              appendDb,
            )
          ).rows
      row = rows[0]!
    } catch (error) {
      const { code, detail } = error as { code?: string; detail?: string }
      if (code === WRONG_REVISION_SQLSTATE) {
        const actual = BigInt(detail ?? "-1")
        throw new WrongExpectedRevision(streamId, expected, actual < 0n ? "no_stream" : actual)
      }
      throw error
    }
    if (events.length > 0) {
      for (const wake of wakers) wake()
      announce?.()
    }
    return { nextRevision: BigInt(row.next_revision), position: BigInt(row.last_position) }
  }

  return {
    kind: database.kind,
    append,
    async readStream(streamId: string, options?: ReadOptions) {
      if (options?.maxCount !== undefined && options.maxCount <= 0) return []
      let query = db
        .selectFrom(EVENTS_TABLE)
        .selectAll()
        .where("stream_id", "=", streamId)
        .where("revision", ">=", int8(options?.fromRevision ?? 0n))
        .orderBy("revision")
      if (options?.maxCount !== undefined) query = query.limit(options.maxCount)
      return (await query.execute()).map(toRecorded)
    },
    subscribe(subscribeOptions: SubscribeOptions) {
      if (closed) throw new Error("The event store is closed")
      const subscription = pullSubscription(subscribeOptions, readAfter, () => subscriptions.delete(subscription))
      subscriptions.add(subscription)
      startPolling()
      subscription.wake()
      return subscription
    },
    head,
    async countBetween(after: Position, upTo: Position) {
      const row = await db
        .selectFrom(EVENTS_TABLE)
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .where("position", ">", int8(after))
        .where("position", "<=", int8(upTo))
        .executeTakeFirst()
      return Number(row?.count ?? 0)
    },
    async close() {
      if (closed) return
      closed = true
      wakers.delete(wakeAll)
      if (poll) clearInterval(poll)
      if (heldBackTimer) clearTimeout(heldBackTimer)
      await Promise.all([...subscriptions].map((s) => s.close()))
      await listener?.close()
    },
  }
}

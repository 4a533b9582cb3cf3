// The Postgres event store (PGlite or a server), written with Kysely.
//
// Ordering: every append takes one transaction-scoped advisory lock before it allocates
// positions, so appends are numbered and committed one after another. A reader that sees
// position N has therefore already been able to see every position below N, and a
// subscription reading `position > cursor` can never skip an event that commits late.
//
// Live delivery: after its own commit a store wakes the subscriptions of every store on the
// same Database handle; on a server the append also sends pg_notify, which a LISTEN
// connection per store turns into a wake (other processes). A slow poll covers a lost
// notification.
import { randomUUID } from "node:crypto"

import { type Kysely, type Selectable, sql } from "kysely"

import type { Database } from "../sql/database.ts"
import { checkExpected } from "./memory.ts"
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
} from "./port.ts"
import { type Listener, pgListener } from "./postgres-listener.ts"
import {
  createEventStoreTables,
  EVENTS_TABLE,
  type EventsTable,
  type EventStoreTables,
  int8,
  lockAppends,
  notifyChannel,
  STREAMS_TABLE,
} from "./postgres-schema.ts"
import { type PullSubscription, pullSubscription } from "./pull-subscription.ts"

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
  database: Pick<Database, "kind" | "pool" | "eventStoreDb" | "commitWakers">,
  options?: PostgresEventStoreOptions,
): Promise<EventStore> => {
  const db = database.eventStoreDb
  const pollIntervalMs = options?.pollIntervalMs ?? 1000
  await createEventStoreTables(db)
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

  const queryAfter = async (cursor: Position, limit: number): Promise<RecordedEvent[]> => {
    const rows = await db.selectFrom(EVENTS_TABLE).selectAll().where("position", ">", int8(cursor)).orderBy("position").limit(limit).execute()
    return rows.map(toRecorded)
  }

  // One append wakes every subscription (the read models, the socket feeds), and most are at
  // the same cursor: they share one query instead of reading and decoding the same rows each.
  // Answers are kept only until the next wake, which every commit is followed by (a local
  // append at once, another node's by NOTIFY or the poll), and positions commit in order, so
  // a kept answer is never missing an event that no wake has announced since.
  const readAfter = (cursor: Position, limit: number): Promise<RecordedEvent[]> => {
    const key = `${cursor}:${limit}`
    let read = reading.get(key)
    if (!read) {
      const query = queryAfter(cursor, limit)
      read = query
      reading.set(key, query)
      // A failed read is not kept: the next one tries again.
      query.catch(() => reading.get(key) === query && reading.delete(key))
    }
    return read.then((events) => [...events])
  }

  const headOf = async (executor: Kysely<EventStoreTables>): Promise<Position> => {
    const row = await executor
      .selectFrom(EVENTS_TABLE)
      .select((eb) => eb.fn.max("position").as("head"))
      .executeTakeFirst()
    return row?.head === null || row?.head === undefined ? START : BigInt(row.head)
  }

  const append = async (streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> => {
    if (closed) throw new Error("The event store is closed")
    const result = await db.transaction().execute(async (trx) => {
      await lockAppends(trx)
      const stream = await trx.selectFrom(STREAMS_TABLE).select("revision").where("stream_id", "=", streamId).executeTakeFirst()
      const current: bigint | "no_stream" = stream ? stream.revision : "no_stream"
      // Throwing here rolls the transaction back: nothing is written.
      checkExpected(streamId, expected, current)
      const head = await headOf(trx)
      if (events.length === 0) {
        return { nextRevision: current === "no_stream" ? -1n : current, position: head }
      }
      const first = current === "no_stream" ? 0n : current + 1n
      await trx
        .insertInto(EVENTS_TABLE)
        .values(
          events.map((e, i) => ({
            position: (head + 1n + BigInt(i)).toString(),
            stream_id: streamId,
            revision: (first + BigInt(i)).toString(),
            id: e.id ?? randomUUID(),
            type: e.type,
            // Serialised here: pg would turn a JS array into a Postgres array literal.
            data: sql<unknown>`${JSON.stringify(e.data ?? null)}::jsonb`,
            metadata: sql<Record<string, unknown>>`${JSON.stringify(e.metadata ?? {})}::jsonb`,
          })),
        )
        .execute()
      const nextRevision = first + BigInt(events.length - 1)
      await trx
        .insertInto(STREAMS_TABLE)
        .values({ stream_id: streamId, revision: nextRevision.toString() })
        .onConflict((oc) => oc.column("stream_id").doUpdateSet({ revision: nextRevision.toString() }))
        .execute()
      const position = head + BigInt(events.length)
      // Delivered at commit, to every LISTEN connection of every process.
      if (channel) await sql`SELECT pg_notify(${channel}, ${position.toString()})`.execute(trx)
      return { nextRevision, position }
    })
    if (events.length > 0) for (const wake of wakers) wake()
    return result
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
    head: () => headOf(db),
    async close() {
      if (closed) return
      closed = true
      wakers.delete(wakeAll)
      if (poll) clearInterval(poll)
      await Promise.all([...subscriptions].map((s) => s.close()))
      await listener?.close()
    },
  }
}

// The KurrentDB (EventStoreDB) event store over @kurrent/kurrentdb-client.
//
// Position: the commit position of the $all stream. The events of one append share it (the
// server commits an append as one transaction), so a subscription never splits an append
// across batches: "position > cursor" then stays exact when a consumer resumes from the last
// position it handled. System events (types starting with `$`) are filtered out.
//
// A server out of reach (down, restarting, a new leader being elected) makes calls throw
// StoreUnavailable, and a subscription whose stream breaks for that reason opens again from
// the last position it delivered, backing off, instead of failing for good.
import {
  type AllStreamResolvedEvent,
  ANY,
  type AppendStreamState,
  BACKWARDS,
  END,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  type JSONType,
  KurrentDBClient,
  NO_STREAM,
  type ResolvedEvent,
  START as KURRENT_START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from "@kurrent/kurrentdb-client"

import { asStoreUnavailable, isConnectionFailure, orStoreUnavailable, StoreUnavailable } from "../store-unavailable.ts"
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
  type Subscription,
  WrongExpectedRevision,
} from "./port.ts"

const toStreamState = (expected: ExpectedRevision): AppendStreamState =>
  expected === "any" ? ANY : expected === "no_stream" ? NO_STREAM : expected === "stream_exists" ? STREAM_EXISTS : expected

type KurrentRecorded = NonNullable<AllStreamResolvedEvent["event"]> | NonNullable<ResolvedEvent["event"]>

const toRecorded = (event: KurrentRecorded, commitPosition: bigint | undefined): RecordedEvent => {
  const metadata = event.metadata
  return {
    id: event.id,
    streamId: event.streamId,
    revision: event.revision,
    position: event.position?.commit ?? commitPosition ?? START,
    type: event.type,
    data: event.data,
    metadata:
      metadata && typeof metadata === "object" && !Array.isArray(metadata) && !(metadata instanceof Uint8Array) ? (metadata as Record<string, unknown>) : {},
    createdAt: event.created,
  }
}

const WHAT = "the event store (KurrentDB)"

/** A broken subscription stream is opened again after this, doubling up to the most. */
const RESUBSCRIBE_FIRST_MS = 250
const RESUBSCRIBE_MOST_MS = 5_000

/**
 * Subscribes to $all from `from`; delivers appends whole, in order, one batch at a time. When
 * the stream breaks because the server cannot be reached (or it ends), `onBroken` is told
 * instead of `options.onError`; a failing handler still goes to `options.onError`.
 */
const followAll = (client: KurrentDBClient, options: SubscribeOptions, onBroken: () => void): Subscription => {
  const batchSize = options.batchSize ?? 500
  let closed = false
  const queue: RecordedEvent[] = []
  // Starting "after (c, c)" re-sends the rest of the append committed at c; `from` drops them.
  const subscription = client.subscribeToAll({
    fromPosition: options.from === START ? KURRENT_START : { commit: options.from, prepare: options.from },
    filter: excludeSystemEvents(),
  })
  let pumping: Promise<void> | undefined

  const fail = (error: unknown) => {
    if (closed) return
    closed = true
    void subscription.unsubscribe().catch(() => undefined)
    options.onError?.(error)
  }

  const pump = async () => {
    while (!closed && queue.length > 0) {
      // The rest of an append arrives in the same read; one turn of the event loop lets it land.
      await new Promise((r) => setImmediate(r))
      if (closed) return
      let n = Math.min(batchSize, queue.length)
      while (n < queue.length && queue[n]!.position === queue[n - 1]!.position) n++
      const batch = queue.splice(0, n)
      await options.onEvents(batch)
      if (subscription.isPaused() && queue.length < batchSize) subscription.resume()
    }
  }

  const schedule = () => {
    pumping ??= pump()
      .catch(fail)
      .finally(() => {
        pumping = undefined
        if (!closed && queue.length > 0) schedule()
      })
  }

  subscription.on("data", (resolved: AllStreamResolvedEvent) => {
    if (closed || !resolved.event) return
    const event = toRecorded(resolved.event, resolved.commitPosition)
    if (event.position <= options.from) return
    queue.push(event)
    if (queue.length >= batchSize * 4) subscription.pause()
    schedule()
  })
  const broken = (error: unknown) => {
    if (closed) return
    if (!isConnectionFailure(error)) return fail(error)
    closed = true
    void subscription.unsubscribe().catch(() => undefined)
    onBroken()
  }
  subscription.on("error", broken)
  // The server ends the stream when it stops: the same as losing it.
  subscription.on("end", () => broken(new StoreUnavailable(WHAT)))

  return {
    async close() {
      if (!closed) {
        closed = true
        await subscription.unsubscribe().catch(() => undefined)
      }
      await pumping
    },
  }
}

/** `followAll`, opened again from the last delivered position whenever the stream breaks. */
const subscribeToAll = (client: KurrentDBClient, options: SubscribeOptions): Subscription => {
  let cursor = options.from
  let closed = false
  let failures = 0
  let retry: ReturnType<typeof setTimeout> | undefined
  let current: Subscription | undefined
  const open = () => {
    if (closed) return
    current = followAll(
      client,
      {
        ...options,
        from: cursor,
        onEvents: async (events) => {
          await options.onEvents(events)
          cursor = events[events.length - 1]!.position
          failures = 0
        },
      },
      () => {
        // Whatever was read but not delivered is read again from the cursor.
        const settled = current?.close() ?? Promise.resolve()
        const delay = Math.min(RESUBSCRIBE_MOST_MS, RESUBSCRIBE_FIRST_MS * 2 ** failures++)
        void settled.then(() => {
          if (closed) return
          retry = setTimeout(open, delay)
          retry.unref()
        })
      },
    )
  }
  open()
  return {
    async close() {
      closed = true
      clearTimeout(retry)
      await current?.close()
    },
  }
}

export const kurrentEventStore = async (connectionString: string): Promise<EventStore> => {
  const client = KurrentDBClient.connectionString(connectionString)
  const subscriptions = new Set<Subscription>()

  const readStream = async (streamId: string, options?: ReadOptions): Promise<RecordedEvent[]> => {
    if (options?.maxCount !== undefined && options.maxCount <= 0) return []
    const events: RecordedEvent[] = []
    try {
      for await (const resolved of client.readStream(streamId, {
        direction: FORWARDS,
        fromRevision: options?.fromRevision ?? KURRENT_START,
        ...(options?.maxCount !== undefined ? { maxCount: options.maxCount } : {}),
      })) {
        if (resolved.event) events.push(toRecorded(resolved.event, resolved.commitPosition))
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return []
      throw asStoreUnavailable(WHAT, error)
    }
    return events
  }

  return {
    kind: "kurrentdb",
    async append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
      try {
        const result = await client.appendToStream(
          streamId,
          events.map((e) =>
            jsonEvent({
              type: e.type,
              // The client serialises any JSON value; its type only names the common ones.
              data: (e.data ?? null) as JSONType,
              metadata: e.metadata ?? {},
              ...(e.id ? { id: e.id } : {}),
            }),
          ),
          { streamState: toStreamState(expected) },
        )
        return { nextRevision: result.nextExpectedRevision, position: result.position?.commit ?? START }
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) {
          const actual = error.actualState
          throw new WrongExpectedRevision(streamId, expected, typeof actual === "bigint" ? actual : "no_stream")
        }
        throw asStoreUnavailable(WHAT, error)
      }
    },
    readStream,
    subscribe(options: SubscribeOptions) {
      const inner = subscribeToAll(client, options)
      const outer: Subscription = {
        close: async () => {
          subscriptions.delete(outer)
          await inner.close()
        },
      }
      subscriptions.add(outer)
      return outer
    },
    head: () =>
      orStoreUnavailable(WHAT, async (): Promise<Position> => {
        for await (const resolved of client.readAll({
          direction: BACKWARDS,
          fromPosition: END,
          maxCount: 1,
          filter: excludeSystemEvents(),
        })) {
          if (resolved.event) return toRecorded(resolved.event, resolved.commitPosition).position
        }
        return START
      }),
    async close() {
      await Promise.all([...subscriptions].map((s) => s.close()))
      await client.dispose()
    },
  }
}

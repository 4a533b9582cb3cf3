// Helpers for the event store contract suite: unique stream names (a KurrentDB server is
// shared between runs), a collecting subscriber and waiting for a condition.
import { randomBytes } from "node:crypto"

import type { EventStore, Position, RecordedEvent, Subscription } from "#engine/eventstore/port.ts"

/** A prefix no other test (or earlier run against the same server) uses. */
export const uniquePrefix = (): string => `t${randomBytes(5).toString("hex")}`

export const eventually = async (check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 5))
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

export interface Collector {
  /** Events of our streams, in delivery order. */
  readonly events: RecordedEvent[]
  /** Every batch as delivered (all streams), to check batch boundaries. */
  readonly batches: (readonly RecordedEvent[])[]
  readonly subscription: Subscription
  readonly errors: unknown[]
  /** Waits until `count` events of our streams have arrived. */
  waitFor(count: number): Promise<void>
}

/** Subscribes from `from`, keeping the events whose stream starts with `prefix`. */
export const collect = (
  store: EventStore,
  from: Position,
  prefix: string,
  options?: { batchSize?: number; onBatch?: (events: readonly RecordedEvent[]) => Promise<void> },
): Collector => {
  const events: RecordedEvent[] = []
  const batches: (readonly RecordedEvent[])[] = []
  const errors: unknown[] = []
  const subscription = store.subscribe({
    from,
    ...(options?.batchSize !== undefined ? { batchSize: options.batchSize } : {}),
    onEvents: async (batch) => {
      batches.push(batch)
      await options?.onBatch?.(batch)
      for (const e of batch) if (e.streamId.startsWith(prefix)) events.push(e)
    },
    onError: (error) => errors.push(error),
  })
  return {
    events,
    batches,
    subscription,
    errors,
    waitFor: (count) => eventually(() => events.length >= count, `${count} events (have ${events.length})`),
  }
}

/** Throws unless positions never go down and every event id appears once. */
export const assertOrderedOnce = (events: readonly RecordedEvent[]): void => {
  const ids = new Set<string>()
  let last: Position | undefined
  for (const e of events) {
    if (ids.has(e.id)) throw new Error(`Event ${e.id} delivered twice`)
    ids.add(e.id)
    if (last !== undefined && e.position < last) throw new Error(`Position ${e.position} after ${last}`)
    last = e.position
  }
}

// An in-memory event store: the reference semantics of the port, for unit tests of
// domain code and projections. Not used by the server.
import { randomUUID } from "node:crypto"

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

export const checkExpected = (streamId: string, expected: ExpectedRevision, current: bigint | "no_stream"): void => {
  const ok =
    expected === "any" ||
    (expected === "no_stream" && current === "no_stream") ||
    (expected === "stream_exists" && current !== "no_stream") ||
    (typeof expected === "bigint" && current === expected)
  if (!ok) throw new WrongExpectedRevision(streamId, expected, current)
}

export const memoryEventStore = (): EventStore => {
  const log: RecordedEvent[] = []
  const streams = new Map<string, RecordedEvent[]>()
  const listeners = new Set<() => void>()

  const subscribe = (options: SubscribeOptions): Subscription => {
    let cursor: Position = options.from
    let closed = false
    let running: Promise<void> = Promise.resolve()
    const batchSize = options.batchSize ?? 500
    const pump = async () => {
      while (!closed) {
        const batch = log.filter((e) => e.position > cursor).slice(0, batchSize)
        if (batch.length === 0) return
        await options.onEvents(batch)
        cursor = batch[batch.length - 1]!.position
      }
    }
    const wake = () => {
      running = running.then(pump).catch((error) => {
        closed = true
        listeners.delete(wake)
        options.onError?.(error)
      })
    }
    listeners.add(wake)
    wake()
    return {
      close: async () => {
        closed = true
        listeners.delete(wake)
        await running
      },
    }
  }

  return {
    kind: "memory",
    async append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
      const stream = streams.get(streamId) ?? []
      const current = stream.length === 0 ? "no_stream" : BigInt(stream.length - 1)
      checkExpected(streamId, expected, current)
      if (events.length === 0) {
        return { nextRevision: BigInt(stream.length - 1), position: BigInt(log.length - 1) }
      }
      for (const e of events) {
        const recorded: RecordedEvent = {
          id: e.id ?? randomUUID(),
          streamId,
          revision: BigInt(stream.length),
          position: BigInt(log.length),
          type: e.type,
          data: structuredClone(e.data),
          metadata: e.metadata ?? {},
          createdAt: new Date(),
        }
        stream.push(recorded)
        log.push(recorded)
      }
      streams.set(streamId, stream)
      for (const l of listeners) l()
      return { nextRevision: BigInt(stream.length - 1), position: BigInt(log.length - 1) }
    },
    async readStream(streamId: string, options?: ReadOptions) {
      const from = options?.fromRevision ?? 0n
      const all = (streams.get(streamId) ?? []).filter((e) => e.revision >= from)
      return options?.maxCount === undefined ? all : all.slice(0, options.maxCount)
    },
    subscribe,
    async head() {
      return log.length === 0 ? START : BigInt(log.length - 1)
    },
    async countBetween(after: Position, upTo: Position) {
      return log.filter((e) => e.position > after && e.position <= upTo).length
    },
    async close() {
      listeners.clear()
    },
  }
}

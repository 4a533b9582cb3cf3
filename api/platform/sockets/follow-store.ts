// Socket pushes come from the event subscription, so a change made through any node
// reaches the sockets of every node. This follows the store from its head; a failed
// subscription is opened again from the last event seen, and one event whose push throws
// does not stop the pushes of the others.
import type { EventStore, Position, RecordedEvent, Subscription } from "#engine/eventstore/port.ts"
import { yieldToLoop } from "#engine/yield.ts"

import type { Logger } from "../log/logger.ts"

const RETRY_MS = 1000
const YIELD_EVERY = 50

export const followStore = async (
  deps: { readonly store: Pick<EventStore, "head" | "subscribe">; readonly log: Pick<Logger, "error"> },
  name: string,
  /** Each event in order; `batch` is the delivery it came in, for a follower that looks ahead. */
  push: (recorded: RecordedEvent, batch: readonly RecordedEvent[]) => void | Promise<void>,
): Promise<{ close(): Promise<void> }> => {
  let cursor: Position = await deps.store.head()
  let subscription: Subscription | undefined
  let retry: ReturnType<typeof setTimeout> | undefined
  let closed = false
  const open = () => {
    if (closed) return
    try {
      subscription = deps.store.subscribe({
        from: cursor,
        onEvents: async (events) => {
          let handled = 0
          for (const recorded of events) {
            // A long batch (a thousand players readying at once) must not hold the sockets' heartbeats.
            if (++handled % YIELD_EVERY === 0) await yieldToLoop()
            try {
              await push(recorded, events)
            } catch (error) {
              deps.log.error({ err: error, position: String(recorded.position), type: recorded.type }, `${name} failed for an event`)
            }
            cursor = recorded.position
          }
        },
        onError: (error) => {
          deps.log.error({ err: error }, `${name}: the event subscription failed; retrying`)
          retry = setTimeout(open, RETRY_MS)
          retry.unref()
        },
      })
    } catch {
      // The store is closed: the app is stopping.
      closed = true
    }
  }
  open()
  return {
    async close() {
      closed = true
      clearTimeout(retry)
      await subscription?.close()
    },
  }
}

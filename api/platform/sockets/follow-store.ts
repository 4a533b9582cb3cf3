// Socket pushes come from the event subscription, so a change made through any node
// reaches the sockets of every node. This follows the store from its head; a failed
// subscription is opened again from the last event seen, and one event (or delivery) whose
// push throws does not stop the pushes of the others.
import type { EventStore, Position, RecordedEvent, Subscription } from "#engine/eventstore/port.ts"
import { yieldToLoop } from "#engine/yield.ts"

import type { Logger } from "../log/logger.ts"

const RETRY_MS = 1000
const YIELD_EVERY = 50

type FollowDeps = { readonly store: Pick<EventStore, "head" | "subscribe">; readonly log: Pick<Logger, "error"> }

/** Each delivery of the subscription whole, in order: for a follower that handles a batch at once. */
export const followStoreBatches = async (
  deps: FollowDeps,
  name: string,
  push: (batch: readonly RecordedEvent[]) => void | Promise<void>,
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
          if (events.length === 0) return
          try {
            await push(events)
          } catch (error) {
            deps.log.error({ err: error, position: String(events[0]!.position), count: events.length }, `${name} failed for a delivery`)
          }
          cursor = events[events.length - 1]!.position
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

/** Each event in order, one at a time. */
export const followStore = (deps: FollowDeps, name: string, push: (recorded: RecordedEvent) => void | Promise<void>): Promise<{ close(): Promise<void> }> =>
  followStoreBatches(deps, name, async (events) => {
    let handled = 0
    for (const recorded of events) {
      // A long batch (a thousand players readying at once) must not hold the sockets' heartbeats.
      if (++handled % YIELD_EVERY === 0) await yieldToLoop()
      try {
        await push(recorded)
      } catch (error) {
        deps.log.error({ err: error, position: String(recorded.position), type: recorded.type }, `${name} failed for an event`)
      }
    }
  })

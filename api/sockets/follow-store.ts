// Socket pushes come from the event subscription, so a change made through any node
// reaches the sockets of every node. This follows the store from its head; a failed
// subscription is opened again from the last event seen, and one event whose push throws
// does not stop the pushes of the others.
import type { Position, RecordedEvent, Subscription } from "../../engine/eventstore/port.ts"
import type { App } from "../app.ts"

const RETRY_MS = 1000

export const followStore = async (
  app: Pick<App, "store">,
  name: string,
  push: (recorded: RecordedEvent) => void | Promise<void>,
): Promise<{ close(): Promise<void> }> => {
  let cursor: Position = await app.store.head()
  let subscription: Subscription | undefined
  let retry: ReturnType<typeof setTimeout> | undefined
  let closed = false
  const open = () => {
    if (closed) return
    try {
      subscription = app.store.subscribe({
        from: cursor,
        onEvents: async (events) => {
          for (const recorded of events) {
            try {
              await push(recorded)
            } catch (error) {
              console.error(`${name} failed for event ${recorded.position} (${recorded.type}):`, error)
            }
            cursor = recorded.position
          }
        },
        onError: (error) => {
          console.error(`${name}: the event subscription failed; retrying`, error)
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

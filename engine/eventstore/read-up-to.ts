// Reads every stored event from the start up to `head`, in position order, a batch at a time,
// through the store's own subscription (so it works on every store kind). Used by the tools
// that walk the whole log: backup and the admin's `verify` and `stats`.
import { type EventStore, type Position, type RecordedEvent, START } from "./port.ts"

export const readUpTo = async (store: EventStore, head: Position, onEvents: (events: readonly RecordedEvent[]) => Promise<void> | void): Promise<void> => {
  if (head === START) return
  await new Promise<void>((resolve, reject) => {
    let finished = false
    const subscription = store.subscribe({
      from: START,
      onEvents: async (events) => {
        if (finished) return
        const upToHead = events.filter((e) => e.position <= head)
        if (upToHead.length > 0) await onEvents(upToHead)
        if (events.length > 0 && events[events.length - 1]!.position >= head) {
          finished = true
          void subscription.close().then(resolve, reject)
        }
      },
      onError: reject,
    })
  })
}

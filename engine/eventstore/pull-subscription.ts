// A subscription that pulls `position > cursor` batches whenever it is woken (a local
// append, a NOTIFY, a poll tick). Wakes during a pull are coalesced into one more pull.
import { isStoreUnavailable } from "../store-unavailable.ts"
import { yieldToLoop } from "../yield.ts"
import type { Position, RecordedEvent, SubscribeOptions, Subscription } from "./port.ts"

/**
 * Consecutive failed reads before the subscription gives up and reports the error. A
 * database that is not answering never counts: the subscription waits for it, trying again
 * on every wake (the store's poll paces them), however long it stays away.
 */
const MAX_READ_FAILURES = 10

export interface PullSubscription extends Subscription {
  wake(): void
}

export const pullSubscription = (
  options: SubscribeOptions,
  readAfter: (cursor: Position, limit: number) => Promise<RecordedEvent[]>,
  onClosed: () => void,
): PullSubscription => {
  const batchSize = options.batchSize ?? 500
  let cursor = options.from
  let closed = false
  let pulling = false
  let again = false
  let readFailures = 0
  let done: Promise<void> = Promise.resolve()

  const stop = () => {
    if (closed) return
    closed = true
    onClosed()
  }

  const pull = async () => {
    while (!closed) {
      let batch: RecordedEvent[]
      try {
        batch = await readAfter(cursor, batchSize)
        readFailures = 0
      } catch (error) {
        // The database being away heals on a later wake; another error that keeps coming is fatal.
        if (!isStoreUnavailable(error) && ++readFailures >= MAX_READ_FAILURES) throw error
        return
      }
      if (batch.length === 0 || closed) return
      await options.onEvents(batch)
      cursor = batch[batch.length - 1]!.position
      // Between batches, the rest of the process gets its turn.
      await yieldToLoop()
    }
  }

  const wake = () => {
    if (closed) return
    if (pulling) {
      again = true
      return
    }
    pulling = true
    done = (async () => {
      try {
        do {
          again = false
          await pull()
        } while (again && !closed)
      } catch (error) {
        stop()
        options.onError?.(error)
      } finally {
        pulling = false
      }
    })()
  }

  return {
    wake,
    close: async () => {
      stop()
      await done
    },
  }
}

// Queue and flush: what arrives while a batch is in flight waits and goes with the next one,
// so a burst of a thousand asks costs a few round trips instead of a thousand, and each is
// still handled after it was asked. One batch at a time per queue, taken in order of arrival.
// Used wherever a crowd asks the database (or a stream, or another process) the same kind of
// thing at once: session checks, checkpoint moves, a stream's command line, commit notices.

export interface BatchQueueOptions<T> {
  /** Handles one batch, settling what its items wait for; what it throws goes to `failed`. */
  readonly handle: (batch: T[]) => Promise<void>
  /** Items in one batch at most (by default, every item that waits). */
  readonly max?: number
  /**
   * Takes the next batch out of the items that wait, in place, at least one (by default, up
   * to `max` from the front): for a queue whose batches have a rule of their own.
   */
  readonly take?: (waiting: T[]) => T[]
  /**
   * `now` (the default): the first item of a burst is handled at once, what comes meanwhile
   * goes next. `turn`: it waits for this turn's I/O (setImmediate), so what arrives with it
   * goes along in the same batch.
   */
  readonly start?: "now" | "turn"
  /** Awaited between two batches while more wait: a turn for timers and sockets in a long drain. */
  readonly between?: () => Promise<void>
  /**
   * Told of a batch whose `handle` threw; the queue goes on with the next. Without it the error
   * is an unhandled rejection: a `handle` that settles its own items should not throw.
   */
  readonly failed?: (error: unknown, batch: readonly T[]) => void
  /** Told, in the same turn, once the last batch has settled and nothing waits. */
  readonly idle?: () => void
}

export interface BatchQueue<T> {
  readonly add: (item: T) => void
  /** True while items wait or a batch is in flight. */
  readonly busy: () => boolean
}

export const batchQueue = <T>(options: BatchQueueOptions<T>): BatchQueue<T> => {
  const { handle, max = Infinity, start = "now", between, failed, idle } = options
  const take = options.take ?? ((waiting: T[]) => waiting.splice(0, max))
  const waiting: T[] = []
  let running = false

  const drain = async () => {
    try {
      while (waiting.length > 0) {
        const batch = take(waiting)
        try {
          await handle(batch)
        } catch (error) {
          if (failed) failed(error, batch)
          else void Promise.reject(error)
        }
        if (between && waiting.length > 0) await between()
      }
    } finally {
      running = false
      idle?.()
    }
  }

  return {
    add(item) {
      waiting.push(item)
      if (running) return
      running = true
      if (start === "turn") setImmediate(() => void drain())
      else void drain()
    },
    busy: () => running,
  }
}

/** One call waiting in a batch of calls. */
export interface PendingCall<A, R> {
  readonly arg: A
  readonly resolve: (answer: R) => void
  readonly reject: (error: unknown) => void
}

/**
 * Calls of one function, answered a batch at a time: `run` gets the batch's arguments in order
 * and gives one answer for each; a batch that fails rejects every call in it.
 */
export const batchedCalls = <A, R>(
  run: (args: A[]) => Promise<readonly R[]>,
  options: Omit<BatchQueueOptions<PendingCall<A, R>>, "handle" | "failed"> = {},
): ((arg: A) => Promise<R>) => {
  const queue = batchQueue<PendingCall<A, R>>({
    ...options,
    handle: async (calls) => {
      const answers = await run(calls.map((call) => call.arg))
      calls.forEach((call, i) => call.resolve(answers[i]!))
    },
    failed: (error, calls) => {
      for (const call of calls) call.reject(error)
    },
  })
  return (arg) => new Promise<R>((resolve, reject) => queue.add({ arg, resolve, reject }))
}

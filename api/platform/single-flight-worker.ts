// A background worker's loop, written once. The workers that drain a queue kept in a read model
// (the journal's mails, webhook deliveries, scheduled posts, questions to mark stale) all need the
// same four things around their own work:
//
// - one run at a time: a wake while a run is going does not start a second one beside it;
// - no wake lost: any number of wakes during a run give exactly one more run right after it, so
//   what was queued meanwhile is seen;
// - a timer for the next due time: a run answers how long until work falls due (or nothing), and
//   the worker wakes itself then; the timer does not keep the process alive;
// - a clean stop: no run starts after `stop`, a run in flight is told (its signal aborts) and
//   waited for, so nothing is half done when the database closes.
//
// A run that fails is reported to `failed`, which logs it and says when to try again; the loop
// goes on. Only a failure of the worker's own loop would end it, and there is none to have.

/** What a worker does in one run, and what happens when a run fails. */
export interface SingleFlightWork {
  /**
   * One run. Resolves with the wait in ms before the next run falls due, or undefined when
   * nothing is due (the next wake starts it). `stopping` aborts on stop: a run of many steps
   * checks it between them and ends early.
   */
  readonly run: (stopping: AbortSignal) => Promise<number | undefined>
  /** Hears a run's error (to log it); answers the wait in ms before trying again, or undefined to wait for a wake. */
  readonly failed: (error: unknown) => number | undefined
}

export interface SingleFlightWorker {
  /** Asks for a run: one starts now, or, while one is running, exactly one more starts after it. */
  readonly wake: () => void
  /** Lets no run start again; resolves once the run in flight, if any, has ended. */
  readonly stop: () => Promise<void>
}

/** A worker for `work`, idle until its first wake. */
export const singleFlightWorker = (work: SingleFlightWork): SingleFlightWorker => {
  const stopping = new AbortController()
  let running: Promise<void> | undefined
  let again = false
  let timer: NodeJS.Timeout | undefined

  /** Wakes the worker after `ms` (replacing an earlier timer), or not at all. */
  const wakeAfter = (ms: number | undefined): void => {
    clearTimeout(timer)
    timer = undefined
    if (ms !== undefined && !stopping.signal.aborted) timer = setTimeout(wake, ms).unref()
  }

  const runOnce = async (): Promise<void> => {
    try {
      wakeAfter(await work.run(stopping.signal))
    } catch (error) {
      wakeAfter(work.failed(error))
    }
  }

  function wake(): void {
    if (stopping.signal.aborted) return
    if (running) {
      again = true
      return
    }
    running = runOnce().finally(() => {
      running = undefined
      if (again) {
        again = false
        wake()
      }
    })
  }

  const stop = async (): Promise<void> => {
    stopping.abort()
    clearTimeout(timer)
    timer = undefined
    await running
  }

  return { wake, stop }
}

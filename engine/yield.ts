// Lets timers and I/O run. Work that only awaits promises that are already settled (the
// embedded database answers that way) runs as one unbroken chain of microtasks, which can
// hold the thread for seconds under load: sockets miss their heartbeats and requests wait.
// Long loops call this between steps.
export const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/**
 * A check for hot paths that are short one at a time but can chain without end, such as
 * database users handing one embedded session on to each other through settled promises:
 * it yields once the thread has gone `budgetMs` without a turn of the event loop.
 */
export const loopTurnGuard = (budgetMs = 20): (() => Promise<void>) => {
  let runningSince = 0
  const turned = () => {
    runningSince = 0
  }
  return async () => {
    const now = performance.now()
    if (runningSince === 0) {
      runningSince = now
      // Runs at the loop's next turn, whatever else happens: the chain is over then.
      setImmediate(turned)
      return
    }
    if (now - runningSince > budgetMs) await yieldToLoop()
  }
}

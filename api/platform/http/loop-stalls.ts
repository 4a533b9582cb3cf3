// Says when the event loop was held up for a long time. Everything on a node shares one
// thread: a stall delays every request and socket on it, and one longer than socket.io's
// heartbeat grace drops every connected player. Checked twice a second; reported at most
// once a second.
import { performance } from "node:perf_hooks"

const CHECK_EVERY_MS = 500
export const STALL_REPORT_MS = 1_000

export const watchLoopStalls = (report: (stalledMs: number) => void = (ms) => console.warn(`The server was unresponsive for ${Math.round(ms)} ms`)) => {
  let expected = performance.now() + CHECK_EVERY_MS
  const timer = setInterval(() => {
    const now = performance.now()
    const stalled = now - expected
    expected = now + CHECK_EVERY_MS
    if (stalled >= STALL_REPORT_MS) report(stalled)
  }, CHECK_EVERY_MS)
  timer.unref()
  return { close: () => clearInterval(timer) }
}

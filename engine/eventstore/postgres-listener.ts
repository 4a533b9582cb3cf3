// LISTEN on a dedicated pooled connection so appends made by other processes wake our
// subscriptions. A broken connection (the server restarted, failed over, or the network
// dropped it) is dropped and opened again by itself, backing off while the server is away;
// `ensure` (called on every poll) also tries at once. Each new LISTEN wakes the
// subscriptions, so events committed while nobody listened are read then.
import type pg from "pg"

/** Reconnecting after a lost connection waits this long, doubling up to the most. */
const RECONNECT_FIRST_MS = 250
const RECONNECT_MOST_MS = 5_000

export interface Listener {
  /** Connects and listens if not already; errors are swallowed (the poll keeps delivery going). */
  ensure(): Promise<void>
  close(): Promise<void>
}

export const pgListener = (pool: pg.Pool, channel: string, onNotify: () => void): Listener => {
  let client: pg.PoolClient | undefined
  let connecting: Promise<void> | undefined
  let closed = false
  let failures = 0
  let retry: ReturnType<typeof setTimeout> | undefined

  /** Tries again later, unless something else has connected or will. */
  const reconnectLater = () => {
    if (closed || client || retry) return
    retry = setTimeout(
      () => {
        retry = undefined
        void ensure()
      },
      Math.min(RECONNECT_MOST_MS, RECONNECT_FIRST_MS * 2 ** failures++),
    )
    retry.unref()
  }

  const released = new WeakSet<pg.PoolClient>()
  const drop = (c: pg.PoolClient, error?: Error) => {
    if (client === c) client = undefined
    if (released.has(c)) return
    released.add(c)
    c.removeAllListeners("notification")
    c.release(error ?? true)
    if (error) reconnectLater()
  }

  const connect = async () => {
    const c = await pool.connect()
    c.on("notification", (message) => {
      if (message.channel === channel) onNotify()
    })
    c.on("error", (error) => drop(c, error))
    try {
      await c.query(`LISTEN "${channel.replaceAll('"', '""')}"`)
    } catch (error) {
      drop(c, error as Error)
      throw error
    }
    if (closed) return drop(c)
    client = c
    failures = 0
    // Events committed while we were not listening are picked up by this wake.
    onNotify()
  }

  const ensure = async () => {
    if (closed || client) return
    connecting ??= connect()
      .catch(() => reconnectLater())
      .finally(() => (connecting = undefined))
    await connecting
  }

  return {
    ensure,
    async close() {
      closed = true
      clearTimeout(retry)
      await connecting
      if (client) drop(client)
    },
  }
}

/** The least time between two NOTIFYs while appends keep coming (ms). */
export const NOTIFY_SPACING_MS = 10

/**
 * Announces commits to other processes. NOTIFY takes one lock for the whole server while its
 * transaction commits, and is a second statement beside each append, so notifying per append
 * would halve what one writer can append and queue every writer behind the others. Instead an
 * append asks for an announcement after its commit: the first after a quiet spell goes at
 * once, then at most one NOTIFY is in flight and they are `spacingMs` apart, each covering
 * every append that committed before it. Other nodes hear of a commit at most that much later.
 * A failed one is dropped: the listeners' poll finds the events all the same.
 */
export const coalescedNotifier = (notify: () => Promise<unknown>, spacingMs = NOTIFY_SPACING_MS, now = () => performance.now()): (() => void) => {
  let asked = false
  let sending = false
  let timer: NodeJS.Timeout | undefined
  let lastSent = -Infinity
  const send = () => {
    timer = undefined
    asked = false
    sending = true
    lastSent = now()
    void notify()
      .catch(() => undefined)
      .finally(() => {
        sending = false
        if (asked) schedule()
      })
  }
  const schedule = () => {
    if (sending || timer) return
    const wait = lastSent + spacingMs - now()
    if (wait <= 0) return send()
    timer = setTimeout(send, wait)
    timer.unref()
  }
  return () => {
    asked = true
    schedule()
  }
}

// LISTEN on a dedicated pooled connection so appends made by other processes wake our
// subscriptions. A broken connection is dropped and opened again on the next `ensure`.
import type pg from "pg"

export interface Listener {
  /** Connects and listens if not already; errors are swallowed (the poll keeps delivery going). */
  ensure(): Promise<void>
  close(): Promise<void>
}

export const pgListener = (pool: pg.Pool, channel: string, onNotify: () => void): Listener => {
  let client: pg.PoolClient | undefined
  let connecting: Promise<void> | undefined
  let closed = false

  const released = new WeakSet<pg.PoolClient>()
  const drop = (c: pg.PoolClient, error?: Error) => {
    if (client === c) client = undefined
    if (released.has(c)) return
    released.add(c)
    c.removeAllListeners("notification")
    c.release(error ?? true)
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
    // Events committed while we were not listening are picked up by this wake.
    onNotify()
  }

  return {
    async ensure() {
      if (closed || client) return
      connecting ??= connect()
        .catch(() => undefined)
        .finally(() => (connecting = undefined))
      await connecting
    },
    async close() {
      closed = true
      await connecting
      if (client) drop(client)
    },
  }
}

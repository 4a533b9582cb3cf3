// The coordinator's side of the player processes (bench/live-players.ts): spawns them, deals
// players out round-robin, and sends each request to the processes holding the players it
// names, gathering the answers in the order asked.
import { type ChildProcess, spawn } from "node:child_process"

import type { Player } from "#test/api/live-support.ts"

import type { Call, Held, Reply, Request, Sent, Step } from "./live-messages.ts"
import { processCpuMs } from "./process-cpu.ts"

const SCRIPT = new URL("./live-players.ts", import.meta.url).pathname

/** Handshakes under way at once over all processes: a crowd arriving rather than a burst. */
const HANDSHAKES = 50

/** Processes enough that each holds at most 250 players, at most 4. */
export const defaultWorkers = (players: number): number => Math.min(4, Math.max(1, Math.ceil(players / 250)))

type Ask = { [K in Request["kind"]]: Omit<Extract<Request, { kind: K }>, "id"> }[Request["kind"]]

class PlayerProcess {
  private next = 0
  private readonly pending = new Map<number, { resolve: (value: any) => void; reject: (error: Error) => void }>()

  constructor(readonly child: ChildProcess) {
    child.on("message", (reply: Reply) => {
      if ("note" in reply) return console.error(reply.note)
      const waiting = this.pending.get(reply.id)
      this.pending.delete(reply.id)
      if (reply.ok) waiting?.resolve(reply.result)
      else waiting?.reject(new Error(reply.error))
    })
    child.once("exit", (code, signal) => {
      if (code !== 0) console.error(`a player process exited (${code ?? signal})`)
      for (const waiting of this.pending.values()) waiting.reject(new Error(`a player process exited (${code ?? signal})`))
      this.pending.clear()
    })
  }

  ask<T>(request: Ask): Promise<T> {
    const id = this.next++
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      this.child.send({ ...request, id })
    })
  }
}

export interface PlayerPool {
  readonly size: number
  /** Connects these players' clients, each in the process it was dealt to: a crowd arriving, or each player at their moment in `at` (wall clock). */
  connect(url: string, players: readonly Player[], at?: readonly number[]): Promise<void>
  /** Sends each call from its player's process; the answers in the order of `calls`. */
  emit(calls: readonly Call[]): Promise<Sent[]>
  /** When each player held the step (in the order of `usernames`; the first held at or after `since`, wall clock), and one of those updates. */
  wait(usernames: readonly string[], step: Step, options?: { since?: number; timeoutMs?: number }): Promise<Held>
  /** Closes every client. */
  close(): Promise<void>
  /** The processes' CPU time so far, together (ms). */
  cpuMs(): number
  /** Ends the processes. */
  stop(): void
}

export const startPlayerPool = (count: number): PlayerPool => {
  const workers = Array.from(
    { length: count },
    () => new PlayerProcess(spawn(process.execPath, ["--import", "tsx", SCRIPT], { stdio: ["ignore", "inherit", "inherit", "ipc"] })),
  )
  /** Which process holds each player. */
  const home = new Map<string, number>()
  const dealt = (username: string): number => {
    const at = home.get(username)
    if (at === undefined) throw new Error(`${username} is not connected`)
    return at
  }
  /** Splits items by the process holding each, remembering where each came from. */
  const split = <T>(items: readonly T[], username: (item: T) => string) => {
    const shares = workers.map(() => ({ items: [] as T[], places: [] as number[] }))
    items.forEach((item, i) => {
      const share = shares[dealt(username(item))]!
      share.items.push(item)
      share.places.push(i)
    })
    return shares
  }
  const gather = async <T, R>(shares: { items: T[]; places: number[] }[], ask: (worker: PlayerProcess, items: T[]) => Promise<R[]>, length: number) => {
    const out: R[] = new Array(length)
    await Promise.all(
      shares.map(async (share, w) => {
        if (share.items.length === 0) return
        const results = await ask(workers[w]!, share.items)
        results.forEach((r, j) => (out[share.places[j]!] = r))
      }),
    )
    return out
  }
  return {
    size: count,
    connect: async (url, players, at) => {
      players.forEach((p, i) => home.set(p.username, i % count))
      const shares = split(players, (p) => p.username)
      await Promise.all(
        shares.map(
          (share, w) =>
            share.items.length > 0 &&
            workers[w]!.ask({
              kind: "connect",
              url,
              players: share.items,
              width: Math.ceil(HANDSHAKES / count),
              ...(at ? { at: share.places.map((i) => at[i]!) } : {}),
            }),
        ),
      )
    },
    emit: (calls) =>
      gather(
        split(calls, (c) => c.username),
        (worker, items) => worker.ask<Sent[]>({ kind: "emit", calls: items }),
        calls.length,
      ),
    wait: async (usernames, step, { since = 0, timeoutMs = 120_000 } = {}) => {
      let sample: unknown
      const arrivals = await gather(
        split(usernames, (u) => u),
        async (worker, items) => {
          const held = await worker.ask<Held>({ kind: "wait", usernames: items, step, since, timeoutMs })
          sample ??= held.sample
          return [...held.arrivals]
        },
        usernames.length,
      )
      return { arrivals, sample }
    },
    close: async () => {
      await Promise.all(workers.map((w) => w.ask({ kind: "close" })))
      home.clear()
    },
    cpuMs: () => workers.reduce((sum, w) => sum + (w.child.pid === undefined ? 0 : processCpuMs(w.child.pid)), 0),
    stop: () => {
      for (const w of workers) if (w.child.connected) w.child.disconnect()
    },
  }
}

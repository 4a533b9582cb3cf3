// A player process of bench/live.ts: holds a share of the players' socket.io clients and
// does what the coordinator asks over IPC (bench/live-messages.ts). Each client notes when
// it received each step of the game, so a wait asked after the step still finds its time.
// Leaves when the coordinator does.
import { watchLoopStalls } from "#api/platform/http/loop-stalls.ts"
import { ServerEvent } from "#schemas/socket/protocol.ts"
import { guestClient } from "#test/api/live-pin-support.ts"
import { type LiveClient, liveClient, type Player } from "#test/api/live-support.ts"

import { type Call, type Held, isStep, type Reply, type Request, type Sent, wallNow } from "./live-messages.ts"

/** Acks may queue behind hundreds of others, so they get longer than in the tests. */
const ACK_TIMEOUT_MS = 120_000

interface Noted {
  readonly update: any
  readonly at: number
}

const clients = new Map<string, LiveClient>()
/** Each player's steps of the game (never lobby updates), with when each arrived. */
const steps = new Map<string, Noted[]>()
let closing = false

/** Nothing is said once the coordinator has gone (this process is leaving too); a send cut off on the way is let go. */
const say = (reply: Reply) => process.connected && process.send!(reply, undefined, undefined, () => undefined)
const note = (text: string) => say({ id: -1, note: `[players ${process.pid}] ${text}` })

/** Resolves at `at` (wall clock), at once if that has passed. */
const until = (at: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - wallNow())))

const connect = async ({ url, players, width, at }: Extract<Request, { kind: "connect" }>): Promise<number> => {
  closing = false
  const add = async (player: Player) => {
    // Keeping only the game's steps: hundreds of clients holding every lobby update would measure this process's garbage collector.
    const keep = (u: any) => u.type !== "update_group"
    // A player without a token is a guest of a PIN game.
    const client = player.token === "" ? await guestClient(url, player.username, "", keep) : await liveClient(url, player, { keep })
    const held: Noted[] = []
    client.socket.on(ServerEvent.gameUpdate, (update: any) => update.type !== "update_group" && held.push({ update, at: wallNow() }))
    client.socket.once("disconnect", (reason) => closing || note(`${player.username} disconnected: ${reason}`))
    clients.set(player.username, client)
    steps.set(player.username, held)
  }
  if (at) {
    // Each arriving at their own moment.
    await Promise.all(
      players.map(async (player, i) => {
        await until(at[i]!)
        await add(player)
      }),
    )
    return clients.size
  }
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(width, players.length) }, async () => {
      while (next < players.length) await add(players[next++]!)
    }),
  )
  return clients.size
}

const clientOf = (username: string): LiveClient => {
  const client = clients.get(username)
  if (!client) throw new Error(`no client for ${username} here`)
  return client
}

const emit = (calls: readonly Call[]): Promise<Sent[]> =>
  Promise.all(
    calls.map(async ({ username, event, args, at }) => {
      const socket = clientOf(username).socket
      if (at !== undefined) await until(at)
      const sentAt = wallNow()
      return { sentAt, ack: await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, ...args) }
    }),
  )

/** Polls each player's notes every 5 ms (the time noted is the arrival, not the poll). */
const wait = ({ usernames, step, since, timeoutMs }: Extract<Request, { kind: "wait" }>): Promise<Held> =>
  new Promise((resolve, reject) => {
    const started = Date.now()
    const poll = () => {
      const found = usernames.map((u) => steps.get(u)?.find((h) => h.at >= since && isStep(h.update, step)))
      if (found.every((h) => h !== undefined)) return resolve({ arrivals: found.map((h) => h!.at), sample: found[0]?.update })
      if (Date.now() - started > timeoutMs) {
        const missing = usernames.filter((_, i) => !found[i])
        return reject(new Error(`${missing.length} player(s) did not get ${JSON.stringify(step)} within ${timeoutMs / 1000} s, e.g. ${missing[0]}`))
      }
      setTimeout(poll, 5)
    }
    poll()
  })

const close = async (): Promise<void> => {
  closing = true
  for (const client of clients.values()) client.socket.close()
  clients.clear()
  steps.clear()
}

const handle = async (request: Request): Promise<unknown> => {
  switch (request.kind) {
    case "connect":
      return connect(request)
    case "emit":
      return emit(request.calls)
    case "wait":
      return wait(request)
    case "close":
      return close()
  }
}

process.on("message", (request: Request) => {
  handle(request).then(
    (result) => say({ id: request.id, ok: true, result }),
    (error: unknown) => say({ id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) }),
  )
})
// The coordinator gone (finished, failed or killed): nothing left to play for.
process.on("disconnect", () => process.exit(0))
watchLoopStalls((ms) => note(`this process was unresponsive for ${Math.round(ms)} ms`))

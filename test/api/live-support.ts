// Shared by the live-game socket tests and the bench: players, a group they all belong
// to, socket.io clients that record every game_update, and answering a round's quiz
// from the fake provider's questions (question n's right answer is "Answer n").
import { io as connect, type Socket } from "socket.io-client"

import { type ClientEventName, ServerEvent } from "#schemas/socket/protocol.ts"

import { register } from "./quiz-fixtures.ts"
import { call } from "./servers.ts"

export interface Node {
  readonly url: string
}

export type Player = Awaited<ReturnType<typeof register>> & { username: string }

export const signUp = async (server: Node, username: string): Promise<Player> => ({ ...(await register(server as never, username)), username })

/**
 * A group owned by `owner` that every other player joins, `width` joins at a time. The owner
 * adds keys 50 at a time while the last 50 are being redeemed (a group holds at most 100
 * unused), as an owner handing keys to a crowd would.
 */
export const groupOf = async (server: Node, owner: Player, members: readonly Player[], name = "Live", width = 4) => {
  const created = await call(server as never, "POST", "/api/quiz/group", {
    headers: owner.headers,
    body: { group_name: name, invite_keys: Math.min(50, Math.max(1, members.length)) },
  })
  if (created.status !== 200) throw new Error(`create group: ${created.status} ${JSON.stringify(created.body)}`)
  const group = created.body as { id: string; group_key: string; invite_keys: string[] }
  const moreKeys = async (count: number): Promise<string[]> => {
    const more = await call(server as never, "PUT", "/api/quiz/group", { headers: owner.headers, body: { id: group.id, newKeys: count } })
    if (more.status !== 200) throw new Error(`more keys: ${more.status} ${JSON.stringify(more.body)}`)
    return [...more.body.new_keys]
  }
  const redeem = async (batch: readonly (readonly [Player, string])[]) => {
    for (let k = 0; k < batch.length; k += width) {
      await Promise.all(
        batch.slice(k, k + width).map(async ([member, key]) => {
          const joined = await call(server as never, "PUT", "/api/quiz/profile/group", {
            headers: member.headers,
            body: { groupKey: group.group_key, inviteKey: key },
          })
          if (joined.status !== 200) throw new Error(`join group: ${joined.status} ${JSON.stringify(joined.body)}`)
        }),
      )
    }
  }
  let keys = [...group.invite_keys]
  let previous: Promise<void> = Promise.resolve()
  for (let i = 0; i < members.length;) {
    const batch = members.slice(i, i + keys.length).map((member, j) => [member, keys[j]!] as const)
    i += batch.length
    const redeeming = redeem(batch)
    // Awaited below; a failure meanwhile must not go unhandled.
    redeeming.catch(() => undefined)
    await previous
    previous = redeeming
    if (i < members.length) keys = await moreKeys(Math.min(50, members.length - i))
  }
  await previous
  return group
}

export interface LiveClient {
  readonly player: Player
  readonly socket: Socket
  /** Every game_update received, in order. */
  readonly updates: any[]
  /** Every group_update received, in order. */
  readonly groupUpdates: any[]
  /** Every game_you (the player's own rows) received, in order. */
  readonly yous: any[]
}

export interface LiveClientOptions {
  readonly reconnection?: boolean
  /** Which game_updates to keep in `updates` (all by default); a bench of a thousand clients keeps few. */
  readonly keep?: (update: any) => boolean
  /** The loopback address to connect from (127.0.0.2, …), as a client elsewhere would. */
  readonly localAddress?: string
}

export const liveClient = (url: string, player: Player, options: LiveClientOptions = {}): Promise<LiveClient> =>
  new Promise((resolve, reject) => {
    const socket = connect(url, {
      path: "/socket.io",
      auth: { token: player.token, userId: player.id, username: player.username },
      transports: ["websocket"],
      reconnection: options.reconnection ?? false,
      reconnectionDelay: 200,
      reconnectionDelayMax: 500,
      timeout: 10_000,
      ...(options.localAddress ? { localAddress: options.localAddress } : {}),
    })
    const client: LiveClient = { player, socket, updates: [], groupUpdates: [], yous: [] }
    socket.on(ServerEvent.gameUpdate, (u) => (options.keep?.(u) ?? true) && client.updates.push(u))
    socket.on(ServerEvent.groupUpdate, (u) => client.groupUpdates.push(u))
    socket.on(ServerEvent.gameYou, (u) => client.yous.push(u))
    socket.once("connect", () => resolve(client))
    socket.once("connect_error", reject)
  })

export const ask = (c: LiveClient, event: ClientEventName, ...args: unknown[]): Promise<any> => c.socket.timeout(30_000).emitWithAck(event, ...args)

/** The first update (after index `from`) matching, waiting up to `ms`. */
export const nextUpdate = (
  c: LiveClient,
  match: (u: any) => boolean,
  from = 0,
  ms = 15_000,
  list: "updates" | "groupUpdates" | "yous" = "updates",
): Promise<any> =>
  new Promise((resolve, reject) => {
    const started = Date.now()
    const poll = () => {
      const found = c[list].slice(from).find(match)
      if (found) return resolve(found)
      if (Date.now() - started > ms)
        return reject(new Error(`${c.player.username}: no matching ${list}; got ${JSON.stringify(c[list].map((u) => [u.type, u.revision]))}`))
      setTimeout(poll, 10)
    }
    poll()
  })

/** Answers for a fake-provider quiz: `right` of them correct, the rest wrong. */
export const answersFor = (quiz: { questions: { id: string; question: string; options: string[] }[] }, right: number): Record<string, string> => {
  const answers: Record<string, string> = {}
  quiz.questions.forEach((q, i) => {
    const n = /Question (\d+)/.exec(q.question)?.[1]
    answers[q.id] = i < right ? `Answer ${n}` : `Not ${n}`
  })
  return answers
}

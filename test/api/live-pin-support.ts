// Guest players of PIN games for the socket tests: a socket.io client that connects as a guest
// (with the identity token its "browser" kept, or none) and records what it is sent, shaped
// like live-support's LiveClient so `ask` and `nextUpdate` work on it.
import { io as connect } from "socket.io-client"

import { ServerEvent } from "#schemas/socket/protocol.ts"

import type { LiveClient, Player } from "./live-support.ts"

/** `keep`: which game_updates to keep in `updates` (all by default); a bench of thousands keeps few. */
export const guestClient = (url: string, name: string, guestToken = "", keep?: (update: any) => boolean): Promise<LiveClient> =>
  new Promise((resolve, reject) => {
    const socket = connect(url, { path: "/socket.io", auth: { guest: guestToken }, transports: ["websocket"], reconnection: false, timeout: 10_000 })
    const client: LiveClient = { player: { username: name } as Player, socket, updates: [], groupUpdates: [], yous: [] }
    socket.on(ServerEvent.gameUpdate, (u) => (keep?.(u) ?? true) && client.updates.push(u))
    socket.on(ServerEvent.gameYou, (u) => client.yous.push(u))
    socket.once("connect", () => resolve(client))
    socket.once("connect_error", reject)
  })

// Shared by the session, flood and deletion tests: players with their password, sockets
// that record what the server tells them before it closes them, and waiting for that.
import { io as connect, type Socket } from "socket.io-client"

import { type ClientEventName, ServerEvent } from "#schemas/socket/protocol.ts"

import { bearer, call } from "../api/servers.ts"

export interface Account {
  readonly id: string
  readonly username: string
  readonly password: string
  readonly token: string
  readonly headers: Record<string, string>
}

type Node = { readonly url: string }

export const registerAccount = async (server: Node, username: string, password = `${username}-password`): Promise<Account> => {
  const answer = await call(server as never, "POST", "/api/quiz/register", { body: { username, password } })
  if (answer.status !== 200) throw new Error(`register ${username}: ${answer.status} ${JSON.stringify(answer.body)}`)
  return { id: answer.body.id, username: answer.body.username, password, token: answer.body.token, headers: bearer(answer.body.token) }
}

export const signIn = async (server: Node, account: Pick<Account, "username" | "password">): Promise<Account> => {
  const answer = await call(server as never, "POST", "/api/quiz/login", { body: { username: account.username, password: account.password } })
  if (answer.status !== 200) throw new Error(`login ${account.username}: ${answer.status} ${JSON.stringify(answer.body)}`)
  return { id: answer.body.id, username: answer.body.username, password: account.password, token: answer.body.token, headers: bearer(answer.body.token) }
}

export interface WatchedSocket {
  readonly socket: Socket
  /** Every `server_message` received. */
  readonly notices: { message: string; code: string }[]
  /** Resolves with the disconnect reason. */
  readonly closed: Promise<string>
}

export const openSocket = (url: string, account: Pick<Account, "id" | "username" | "token">): Promise<WatchedSocket> =>
  new Promise((resolve, reject) => {
    const socket = connect(url, {
      path: "/socket.io",
      auth: { token: account.token, userId: account.id, username: account.username },
      transports: ["websocket"],
      reconnection: false,
      timeout: 10_000,
    })
    const notices: { message: string; code: string }[] = []
    socket.on(ServerEvent.serverMessage, (notice) => notices.push(notice))
    const closed = new Promise<string>((done) => socket.once("disconnect", (reason) => done(reason)))
    socket.once("connect", () => resolve({ socket, notices, closed }))
    socket.once("connect_error", reject)
  })

/** The disconnect reason, or a failure once `ms` have passed. */
export const closedWithin = (watched: WatchedSocket, ms: number): Promise<string> =>
  Promise.race([watched.closed, new Promise<string>((_, reject) => setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms))])

/** An event's ack, or `{disconnected: true}` when the socket closed before answering. */
export const tryEmit = async (watched: WatchedSocket, event: ClientEventName, payload?: unknown): Promise<any> => {
  if (watched.socket.disconnected) return { disconnected: true }
  try {
    return await Promise.race([watched.socket.timeout(5000).emitWithAck(event, payload), watched.closed.then(() => ({ disconnected: true }))])
  } catch {
    return { disconnected: true }
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

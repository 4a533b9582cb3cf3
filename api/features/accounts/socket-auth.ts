// socket.io admits a connection only with a valid quiz token in its auth payload
// `{token, userId, username}` (docs/product.md §7), or, for games anyone with the PIN may
// join, as a guest player: `{guest: <the token their browser kept, or "">}` (guest-players.ts). The token decides who the socket is; the userId
// and username sent beside it must agree with it, or the connection is refused. While the
// database does not answer, the token cannot be checked: the refusal says so with
// `code: "STORE_UNAVAILABLE"`, and the client tries again later instead of signing out.
import { Schema } from "effect"

import { clientView, type ProxyTrust } from "#api/platform/http/proxy-trust.ts"
import type { Logger } from "#api/platform/log/logger.ts"
import { type QuizServer, type QuizSocket, socketLog } from "#api/platform/sockets/io.ts"
import { isStoreUnavailable, STORE_UNAVAILABLE } from "#engine/store-unavailable.ts"
import * as Messages from "#schemas/messages.ts"
import { CleanText } from "#schemas/text.ts"

import type { GuestPlayers } from "./guest-players.ts"
import type { QuizPrincipal, QuizSessions } from "./quiz-auth.ts"

const SocketAuth = Schema.Struct({
  token: CleanText,
  userId: Schema.optional(Schema.Union(CleanText, Schema.Number)),
  username: Schema.optional(CleanText),
})
const GuestAuth = Schema.Struct({ guest: CleanText.pipe(Schema.maxLength(2000)) })
const decodeAuth = Schema.decodeUnknownEither(Schema.Union(SocketAuth, GuestAuth))

const header = (socket: QuizSocket, name: string): string => {
  const value = socket.handshake.headers[name]
  return Array.isArray(value) ? value.join(",") : (value ?? "")
}

/** The client's address as trusted proxies describe it (docs/deploy.md, TRUST_PROXY). */
const addressOf = (socket: QuizSocket, trust: ProxyTrust): string =>
  clientView(trust, socket.handshake.address, {
    forwardedFor: header(socket, "x-forwarded-for"),
    forwardedProto: header(socket, "x-forwarded-proto"),
    forwardedHost: header(socket, "x-forwarded-host"),
    host: header(socket, "host"),
  }).address

/** The quiz user a connected socket belongs to (set by the connection check). */
export const socketUser = (socket: QuizSocket): QuizPrincipal => socket.data.user as QuizPrincipal

/** A connect_error whose `data` carries `{message, code?}` like the HTTP API's errors. */
const refusal = (message: string, code?: string) => {
  const error = new Error(message) as Error & { data?: unknown }
  error.data = code === undefined ? { message } : { message, code }
  return error
}

/** The logger of one connection (its id and user named on every line). */
export { socketLog }

export interface SocketAuthDeps {
  readonly sessions: Pick<QuizSessions, "authenticate">
  readonly log: Pick<Logger, "child">
  readonly guests: Pick<GuestPlayers, "admit">
  readonly trust: ProxyTrust
}

export const requireQuizToken = (deps: SocketAuthDeps, io: QuizServer): void => {
  const log = deps.log.child({ component: "socket" })
  io.use((socket, next) => {
    const refuse = (message: string, code?: string) => {
      log.info({ socketId: socket.id, reason: code ?? message }, "socket refused")
      next(refusal(message, code))
    }
    const decoded = decodeAuth(socket.handshake.auth)
    if (decoded._tag === "Left") return refuse(Messages.notSignedIn)
    socket.data.address = addressOf(socket, deps.trust)
    const admitted = (user: QuizPrincipal) => {
      socket.data.user = user
      socket.data.log = log.child({ socketId: socket.id, userId: user.userId })
      next()
    }
    if ("guest" in decoded.right) {
      deps.guests.admit(decoded.right.guest, socket.data.address).then(
        (result) => {
          if (!result.ok) return refuse(result.message)
          socket.data.guestToken = result.token
          admitted(result.user)
        },
        (error: unknown) => (isStoreUnavailable(error) ? refuse(Messages.storeUnavailable, STORE_UNAVAILABLE) : refuse(Messages.serverTrouble)),
      )
      return
    }
    const { token, userId, username } = decoded.right
    deps.sessions.authenticate(token).then(
      (result) => {
        if (!result.ok) return refuse(result.error.message, result.error.code)
        const user = result.user
        if ((userId !== undefined && String(userId) !== user.userId) || (username !== undefined && username !== user.username)) {
          return refuse(Messages.notSignedIn)
        }
        admitted(user)
      },
      (error: unknown) => (isStoreUnavailable(error) ? refuse(Messages.storeUnavailable, STORE_UNAVAILABLE) : refuse(Messages.notSignedIn)),
    )
  })
  io.on("connection", (socket) => {
    const connected = socketLog(socket)
    connected.info({ transport: socket.conn.transport.name }, "socket connected")
    socket.on("disconnect", (reason) => connected.info({ reason }, "socket disconnected"))
  })
}

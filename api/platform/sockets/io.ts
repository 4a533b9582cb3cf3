// The socket.io server and sockets of this app, typed with the quiz socket protocol
// (schemas/socket/protocol.ts) and what the connection check keeps on each socket.
import type { Server, Socket } from "socket.io"

import type { ClientToServerEvents, ServerToClientEvents } from "#schemas/socket/protocol.ts"

import type { Logger } from "../log/logger.ts"

/** A signed-in quiz player as a request or a socket carries them (who the token says, checked against the read model). */
export interface QuizPrincipal {
  readonly userId: string
  readonly username: string
  readonly email: string | null
  readonly isAdmin: boolean
  /** The token this request was made with. */
  readonly token: { readonly jti: string; readonly expiresAt: Date; readonly generation: number }
  /** A guest player of PIN games (user id `guest:<id>`): no account, no session to end but their token's expiry. */
  readonly guest?: true
}

/** Nodes send each other nothing of their own (rooms span nodes through the adapter). */
export type InterServerEvents = Record<never, never>

/** Set by the connection check (accounts' socket-auth.ts); `liveGroup` is the live game the socket joined last. */
export interface SocketData {
  user?: QuizPrincipal
  log?: Logger
  liveGroup?: string
  /** A guest's identity token, made or renewed at the connection: the browser keeps it to come back as the same player. */
  guestToken?: string
  /** The client's address, as trusted proxies describe it (set by the connection check), for per-address limits. */
  address?: string
  /** The socket's user hosts the PIN game it joined last (liveGroup). */
  liveHost?: boolean
}

export type QuizServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>
export type QuizSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>

/** The socket's logger, with its player and connection (set by the connection check). */
export const socketLog = (socket: QuizSocket): Pick<Logger, "info" | "warn" | "error"> => socket.data.log as Logger

// The socket.io server and sockets of this app, typed with the quiz socket protocol
// (schemas/socket/protocol.ts) and what the connection check keeps on each socket.
import type { Server, Socket } from "socket.io"

import type { QuizPrincipal } from "#api/features/accounts/quiz-auth.ts"
import type { ClientToServerEvents, ServerToClientEvents } from "#schemas/socket/protocol.ts"

import type { Logger } from "../log/logger.ts"

/** Nodes send each other nothing of their own (rooms span nodes through the adapter). */
export type InterServerEvents = Record<never, never>

/** Set by the connection check (connection-auth.ts); `liveGroup` is the live game the socket joined last. */
export interface SocketData {
  user?: QuizPrincipal
  log?: Logger
  liveGroup?: string
}

export type QuizServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>
export type QuizSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>

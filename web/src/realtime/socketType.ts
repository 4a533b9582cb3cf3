// The quiz socket as the client holds it, typed with the protocol both sides share.
import type { Socket } from "socket.io-client"

import type { ClientToServerEvents, ServerToClientEvents } from "#schemas/socket/protocol.ts"

export type QuizSocket = Socket<ServerToClientEvents, ClientToServerEvents>

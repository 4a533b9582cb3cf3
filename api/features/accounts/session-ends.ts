// Sockets of sessions that end are closed on every server process (docs/product.md §4.3): each
// process follows the event store (like groups/updates.ts) and, on a sign-out (QuizTokenRevoked),
// a password change or reset (QuizUserSessionsEnded) or an account deletion (QuizUserDeleted),
// tells the affected sockets why and disconnects them. A token's expiry closes its socket by a
// timer. Every socket event checks the session again as well (socket-guard.ts), so nothing
// slips through while the store's news is on its way.
import type { Logger } from "#api/platform/log/logger.ts"
import { followStore } from "#api/platform/sockets/follow-store.ts"
import type { QuizServer, QuizSocket } from "#api/platform/sockets/io.ts"
import type { EventStore } from "#engine/eventstore/port.ts"
import { eventDecoder } from "#projections/decode-event.ts"
import { SESSION_ENDED, TOKEN_EXPIRED } from "#schemas/error-codes.ts"
import { QuizUserEvent } from "#schemas/events/quiz-user.ts"
import * as Messages from "#schemas/messages.ts"
import { ServerEvent } from "#schemas/socket/protocol.ts"

import type { QuizPrincipal } from "./quiz-auth.ts"
import { socketLog, socketUser } from "./socket-auth.ts"

/** Tells the socket why (server_message), then disconnects it (the client does not reconnect by itself). */
export const closeWithMessage = (socket: QuizSocket, message: string, code: string): void => {
  if (socket.disconnected) return
  socketLog(socket).info({ code }, "socket closed by the server")
  socket.emit(ServerEvent.serverMessage, { message, code })
  socket.disconnect()
}

const decode = eventDecoder(QuizUserEvent, ["QuizTokenRevoked", "QuizUserSessionsEnded", "QuizUserDeleted"])

/** Which of a user's sockets an account event ends. */
const endedBy = (event: QuizUserEvent, user: QuizPrincipal): boolean => {
  if (user.userId !== event.userId) return false
  switch (event.type) {
    case "QuizTokenRevoked":
      return user.token.jti === event.jti
    case "QuizUserSessionsEnded":
      return user.token.generation < event.generation
    case "QuizUserDeleted":
      return true
    default:
      return false
  }
}

export const closeEndedSessions = (io: QuizServer, event: QuizUserEvent): void => {
  for (const socket of io.sockets.sockets.values()) {
    const user = socket.data.user
    if (user && endedBy(event, user)) closeWithMessage(socket, Messages.sessionEnded, SESSION_ENDED)
  }
}

// setTimeout holds at most about 24.8 days; a longer token is checked again then.
const MAX_TIMER_MS = 2 ** 31 - 1

/** Closes the socket when its token expires. */
const closeAtExpiry = (socket: QuizSocket): void => {
  let timer: ReturnType<typeof setTimeout> | undefined
  const arm = () => {
    const left = socketUser(socket).token.expiresAt.getTime() - Date.now()
    if (left <= 0) return closeWithMessage(socket, Messages.tokenExpired, TOKEN_EXPIRED)
    timer = setTimeout(arm, Math.min(left, MAX_TIMER_MS))
    timer.unref()
  }
  arm()
  socket.on("disconnect", () => clearTimeout(timer))
}

export interface SessionEndsDeps {
  readonly store: EventStore
  readonly log: Logger
  /** Something to close when the app stops. */
  readonly onClose: (cleanup: () => Promise<void>) => void
}

export const watchSessionEnds = async (deps: SessionEndsDeps, io: QuizServer): Promise<void> => {
  io.on("connection", (socket) => closeAtExpiry(socket))
  const follower = await followStore(deps, "Session ends", (recorded) => {
    const event = decode(recorded)
    if (event) closeEndedSessions(io, event)
  })
  deps.onClose(() => follower.close())
}

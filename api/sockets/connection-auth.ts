// socket.io admits a connection only with a valid quiz token in its auth payload
// `{token, userId, username}` (SPEC §7). The token decides who the socket is; the userId
// and username sent beside it must agree with it, or the connection is refused.
import type { Server, Socket } from "socket.io"
import { Schema } from "effect"
import type { App } from "../app.ts"
import { bootstrapTasks } from "../app.ts"
import { authenticateQuizToken, type QuizPrincipal } from "../auth/quiz-auth.ts"
import { Messages } from "../../schemas/messages.ts"

const SocketAuth = Schema.Struct({
  token: Schema.String,
  userId: Schema.optional(Schema.Union(Schema.String, Schema.Number)),
  username: Schema.optional(Schema.String),
})
const decodeAuth = Schema.decodeUnknownEither(SocketAuth)

/** The quiz user a connected socket belongs to (set by the connection check). */
export const socketUser = (socket: Socket): QuizPrincipal => socket.data.user as QuizPrincipal

/** A connect_error whose `data` carries `{message, code?}` like the HTTP API's errors. */
const refusal = (message: string, code?: string) => {
  const error = new Error(message) as Error & { data?: unknown }
  error.data = code === undefined ? { message } : { message, code }
  return error
}

export const requireQuizToken = (app: App, io: Server): void => {
  io.use((socket, next) => {
    const decoded = decodeAuth(socket.handshake.auth)
    if (decoded._tag === "Left") return next(refusal(Messages.notSignedIn))
    const { token, userId, username } = decoded.right
    authenticateQuizToken(app, token).then(
      (result) => {
        if (!result.ok) return next(refusal(result.error.message, result.error.code))
        const user = result.user
        if ((userId !== undefined && String(userId) !== user.userId) || (username !== undefined && username !== user.username)) {
          return next(refusal(Messages.notSignedIn))
        }
        socket.data.user = user
        next()
      },
      () => next(refusal(Messages.notSignedIn)),
    )
  })
}

bootstrapTasks.push(async (app) => requireQuizToken(app, app.io))

// Acknowledgements of live-game socket events: every handler answers `{success, message}`
// (plus fields of its own), a payload that does not decode gets the decoder's words, and
// a handler that fails unexpectedly answers with a server-trouble message instead of
// leaving the client waiting. When the database does not answer, the move is refused with
// words saying so and `code: "STORE_UNAVAILABLE"`: nothing of it was stored, and the client
// shows the message and may send it again.
import { ParseResult, Schema } from "effect"

import { isStoreUnavailable, STORE_UNAVAILABLE } from "#engine/store-unavailable.ts"
import * as Messages from "#schemas/messages.ts"
import type { AnswerOf, ClientEventName, SocketRefusal } from "#schemas/socket/protocol.ts"
import { MAX_JSON_DEPTH, valueDepthExceeds } from "#schemas/text.ts"

import { describeIssues } from "../http/errors.ts"
import type { QuizSocket } from "./io.ts"
import { socketLog } from "./io.ts"

export const refused = (message: string, extra: Pick<SocketRefusal, "code" | "detail"> = {}): SocketRefusal => ({ success: false, message, ...extra })

/** The answer for a handler that failed: the database being away, or trouble of our own (logged). */
export const refusalFor = (socket: QuizSocket, event: string, error: unknown): SocketRefusal => {
  if (isStoreUnavailable(error)) return refused(Messages.storeUnavailable, { code: STORE_UNAVAILABLE })
  socketLog(socket).error({ err: error, event }, "A socket event's handler failed")
  return refused(Messages.serverTrouble)
}

/** Decodes with a schema; a failure becomes the ack's message. A missing payload reads as `{}`. */
export const decodeWith =
  <A, I>(schema: Schema.Schema<A, I>) =>
  (input: unknown): { ok: true; value: A } | { ok: false; ack: SocketRefusal } => {
    if (valueDepthExceeds(input)) return { ok: false, ack: refused(Messages.jsonTooDeep(MAX_JSON_DEPTH)) }
    const result = Schema.decodeUnknownEither(schema)(input === undefined ? {} : input)
    if (result._tag === "Right") return { ok: true, value: result.right }
    return { ok: false, ack: refused(describeIssues(ParseResult.ArrayFormatter.formatErrorSync(result.left))) }
  }

/**
 * Registers an event whose last argument may be an ack; answers go to the ack when there is one.
 * The payload is whatever the client sent (the protocol's type is a promise, not a check): the
 * handler decodes it.
 */
export const onWithAck = <E extends ClientEventName>(socket: QuizSocket, event: E, handle: (payload: unknown) => Promise<AnswerOf<E>>): void => {
  const listener = (...args: unknown[]) => {
    const last = args[args.length - 1]
    const ack = typeof last === "function" ? (last as (answer: AnswerOf<E> | SocketRefusal) => void) : () => {}
    const payload = typeof last === "function" && args.length === 1 ? undefined : args[0]
    handle(payload).then(ack, (error) => ack(refusalFor(socket, event, error)))
  }
  // socket.io's types cannot relate a generic event name to its listener; the listener takes anything.
  socket.on(event, listener as never)
}

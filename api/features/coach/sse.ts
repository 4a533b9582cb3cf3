// The coach's reply as server-sent events: `delta` events with each piece as it is written,
// then `done` with the whole reply, or `error` with the words to show if the model fails
// midway (the status line has been sent by then). Data is JSON, so newlines are safe.
import { COACH_STREAM_EVENTS } from "#schemas/api/coach.ts"

import type { CoachStream } from "./ask.ts"
import { coachFailureMessage } from "./failures.ts"

const encoder = new TextEncoder()

export const sseEvent = (event: string, data: unknown): Uint8Array => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)

/** A pull stream: the next piece is asked of the model only when the client has taken the last. */
export const coachEventStream = (stream: CoachStream): ReadableStream<Uint8Array> => {
  const pieces = stream.pieces[Symbol.asyncIterator]()
  let text = ""
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await pieces.next()
        if (next.done) {
          controller.enqueue(sseEvent(COACH_STREAM_EVENTS.done, { coachRes: text.trim() }))
          controller.close()
          return
        }
        text += next.value
        controller.enqueue(sseEvent(COACH_STREAM_EVENTS.delta, { text: next.value }))
      } catch (error) {
        controller.enqueue(sseEvent(COACH_STREAM_EVENTS.error, { message: coachFailureMessage(error) }))
        controller.close()
      }
    },
    cancel() {
      stream.cancel()
    },
  })
}

export const SSE_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-cache, no-transform",
  // Reverse proxies (nginx) would otherwise hold the pieces back.
  "x-accel-buffering": "no",
}

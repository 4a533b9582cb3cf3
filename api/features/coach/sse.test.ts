import { describe, expect, it } from "vitest"

import { AiTimeout } from "#api/platform/ai/errors.ts"
import * as Messages from "#schemas/messages.ts"

import type { CoachStream } from "./ask.ts"
import { coachEventStream } from "./sse.ts"

const streamOf = (pieces: () => AsyncGenerator<string>, onCancel = () => {}): CoachStream => ({ pieces: pieces(), cancel: onCancel })

const text = (body: ReadableStream<Uint8Array>) => new Response(body).text()

describe("coachEventStream", () => {
  it("writes a delta per piece, then the whole reply", async () => {
    const body = coachEventStream(
      streamOf(async function* () {
        yield "Water "
        yield "at dawn.\n"
      }),
    )
    expect(await text(body)).toBe(
      'event: delta\ndata: {"text":"Water "}\n\nevent: delta\ndata: {"text":"at dawn.\\n"}\n\nevent: done\ndata: {"coachRes":"Water at dawn."}\n\n',
    )
  })

  it("ends with an error event in the coach's words when the model fails midway", async () => {
    const body = coachEventStream(
      streamOf(async function* () {
        yield "Water "
        throw new AiTimeout()
      }),
    )
    const events = (await text(body)).trim().split("\n\n")
    expect(events).toHaveLength(2)
    expect(events[1]).toBe(`event: error\ndata: ${JSON.stringify({ message: Messages.coachTimedOut })}`)
  })

  it("stops the model when the reader cancels", async () => {
    let cancelled = false
    const body = coachEventStream(
      streamOf(
        async function* () {
          yield "one"
          yield "two"
        },
        () => (cancelled = true),
      ),
    )
    const reader = body.getReader()
    await reader.read()
    await reader.cancel()
    expect(cancelled).toBe(true)
  })
})

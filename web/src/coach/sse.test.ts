import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { createSseParser, type SseEvent } from "./sse.ts"

const STREAM = 'event: delta\ndata: {"text":"Hi "}\n\n: a comment\nevent: delta\ndata: {"text":"there"}\n\nevent: done\ndata: {"coachRes":"Hi there"}\n\n'

const parse = (pieces: string[]) => {
  const events: SseEvent[] = []
  const push = createSseParser((e) => events.push(e))
  for (const piece of pieces) push(piece)
  return events
}

describe("createSseParser", () => {
  it("reads named events with their data", () => {
    expect(parse([STREAM])).toEqual([
      { event: "delta", data: '{"text":"Hi "}' },
      { event: "delta", data: '{"text":"there"}' },
      { event: "done", data: '{"coachRes":"Hi there"}' },
    ])
  })

  it("gives the same events however the text is split", () => {
    const whole = parse([STREAM])
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: STREAM.length }), { maxLength: 8 }), (cuts) => {
        const points = [0, ...[...cuts].sort((a, b) => a - b), STREAM.length]
        const pieces = points.slice(1).map((end, i) => STREAM.slice(points[i], end))
        expect(parse(pieces)).toEqual(whole)
      }),
    )
  })

  it("holds back an event until its blank line arrives, and accepts CRLF", () => {
    expect(parse(["data: x\n"])).toEqual([])
    expect(parse(["data: a\r\ndata: b\r\n\r\n"])).toEqual([{ event: "message", data: "a\nb" }])
  })
})

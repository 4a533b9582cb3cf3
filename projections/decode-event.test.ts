// The read models' decoders read every event through the one upcast path.
import { describe, expect, it } from "vitest"

import { toNewEvent } from "#engine/command.ts"
import { memoryEventStore } from "#engine/eventstore/memory.ts"
import type { RecordedEvent } from "#engine/eventstore/port.ts"
import { LiveGameEvent } from "#schemas/events/live-game.ts"
import { UnknownEventVersion } from "#schemas/events/upcast.ts"

import { eventDecoder } from "./decode-event.ts"

const decode = eventDecoder(LiveGameEvent, ["RoundCompleted"])
const completion = { roundId: "r1", reason: "timed_out", at: "2026-01-01T00:00:00.000Z" } as const

describe("eventDecoder", () => {
  it("reads an event written now at its latest version, and one stored in version 1 upcast to it", async () => {
    const store = memoryEventStore()
    await store.append("livegame-g1", [toNewEvent({ type: "RoundCompleted", ...completion })], "no_stream")
    // As the code before versions wrote it: the score lists, no version.
    await store.append("livegame-g1", [{ type: "RoundCompleted", data: { ...completion, roundId: "r0", scores: [], totals: [] } }], 0n)
    const [now, old] = await store.readStream("livegame-g1")
    expect(now!.metadata).toEqual({ v: 2 })
    expect(decode(now!)).toEqual({ type: "RoundCompleted", ...completion })
    expect(decode(old!)).toEqual({ type: "RoundCompleted", ...completion, roundId: "r0" })
  })

  it("stops on a version newer than this code reads, instead of guessing its shape", () => {
    const newer: RecordedEvent = {
      id: "e",
      streamId: "livegame-g1",
      revision: 0n,
      position: 0n,
      type: "RoundCompleted",
      data: completion,
      metadata: { v: 3 },
      createdAt: new Date(),
    }
    expect(() => decode(newer)).toThrow(UnknownEventVersion)
  })
})

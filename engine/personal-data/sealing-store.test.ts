// Every field the catalogue marks personal, of every event that has one, goes into the log
// sealed, reads back as written while its owner's key lives, and as its erased value after.
import { describe, expect, it } from "vitest"

import { PERSONAL_FIELDS } from "#schemas/events/personal-fields.ts"

import { memoryEventStore } from "../eventstore/memory.ts"
import { newKey } from "./cipher.ts"
import type { PersonalKeys } from "./keys.ts"
import { sealingStore } from "./sealing-store.ts"

const memoryKeys = (): PersonalKeys => {
  const keys = new Map<string, Buffer>()
  return {
    forSealing: async (owner) => keys.get(owner) ?? keys.set(owner, newKey()).get(owner)!,
    forOpening: async (owner) => keys.get(owner),
    destroy: async (owner) => void keys.delete(owner),
    forget: () => {},
  }
}

describe("the sealing store", () => {
  it("seals every marked field of every event type and erases it with its owner's key", async () => {
    const raw = memoryEventStore()
    const store = sealingStore(raw, memoryKeys())
    const written = Object.entries(PERSONAL_FIELDS).map(([type, rule]) => ({
      type,
      data: { [rule.owner]: "p1", ...Object.fromEntries(Object.keys(rule.fields).map((field) => [field, `plain ${type}.${field}`])) },
    }))
    await store.append("person-p1", written, "any")
    expect(JSON.stringify((await raw.readStream("person-p1")).map((e) => e.data))).not.toContain("plain ")
    expect((await store.readStream("person-p1")).map((e) => e.data)).toEqual(written.map((e) => e.data))

    await store.append("person-p1", [{ type: "QuizUserDeleted", data: { userId: "p1", at: "2026-01-01T00:00:00.000Z" } }], "any")
    const erased = (await store.readStream("person-p1")).slice(0, -1)
    expect(erased.map((e) => e.data)).toEqual(Object.entries(PERSONAL_FIELDS).map(([, rule]) => ({ [rule.owner]: "p1", ...rule.fields })))
  })

  it("leaves the fields of an event without an owner (a guest's) as written", async () => {
    const raw = memoryEventStore()
    const store = sealingStore(raw, memoryKeys())
    const data = { feedbackId: "f1", userId: null, player: "Guest", playerEmail: "guest@example.org", feedback: "Hi" }
    await store.append("feedback-f1", [{ type: "GeneralFeedbackSubmitted", data }], "no_stream")
    expect((await raw.readStream("feedback-f1"))[0]!.data).toEqual(data)
  })
})

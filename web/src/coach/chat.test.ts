import { describe, expect, it } from "vitest"

import { type ChatAction, chatReducer, type ChatState, initialChat } from "./chat.ts"

const run = (...actions: ChatAction[]): ChatState => actions.reduce(chatReducer, initialChat)

describe("chatReducer", () => {
  it("adds the question and a growing reply, finished by done", () => {
    const streaming = run({ type: "send", text: "Hi?" }, { type: "delta", text: "Hel" }, { type: "delta", text: "lo" })
    expect(streaming.waiting).toBe(true)
    expect(streaming.entries.map((e) => [e.role, e.text, e.status])).toEqual([
      ["user", "Hi?", "done"],
      ["coach", "Hello", "streaming"],
    ])
    const done = chatReducer(streaming, { type: "done", text: "Hello!" })
    expect(done.waiting).toBe(false)
    expect(done.entries.at(-1)).toMatchObject({ text: "Hello!", status: "done" })
  })

  it("ignores a second send while waiting", () => {
    const state = run({ type: "send", text: "a" }, { type: "send", text: "b" })
    expect(state.entries).toHaveLength(2)
  })

  it("drops a reply that never started and keeps one cut off midway, with the error", () => {
    const early = run({ type: "send", text: "a" }, { type: "fail", message: "No provider" })
    expect(early.entries.map((e) => e.role)).toEqual(["user"])
    expect(early).toMatchObject({ waiting: false, error: "No provider" })
    const midway = run({ type: "send", text: "a" }, { type: "delta", text: "Part" }, { type: "fail", message: "Too slow" })
    expect(midway.entries.at(-1)).toMatchObject({ text: "Part", status: "cut" })
    expect(run({ type: "send", text: "a" }, { type: "fail", message: "x" }, { type: "send", text: "b" }).error).toBeNull()
  })

  it("starts over on reset, with fresh ids", () => {
    const state = run({ type: "send", text: "a" }, { type: "done", text: "b" }, { type: "reset" }, { type: "send", text: "c" })
    expect(state.entries.map((e) => e.text)).toEqual(["c", ""])
    expect(new Set(state.entries.map((e) => e.id)).size).toBe(2)
    expect(state.entries[0]!.id).toBeGreaterThan(2)
  })
})

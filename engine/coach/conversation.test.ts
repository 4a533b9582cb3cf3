import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { current, emptyConversation, remember } from "./conversation.ts"
import { CoachLimits } from "./limits.ts"

describe("conversation memory", () => {
  it("keeps the newest exchanges only", () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 20 }), (questions) => {
        let conversation = emptyConversation(0)
        for (const [i, q] of questions.entries()) conversation = remember(conversation, { question: q, reply: `r${i}` }, i)
        expect(conversation.turns.length).toBe(Math.min(questions.length, CoachLimits.rememberedTurns))
        expect(conversation.turns.map((t) => t.question)).toEqual(questions.slice(-CoachLimits.rememberedTurns))
      }),
    )
  })

  it("forgets a conversation left idle too long", () => {
    const used = remember(emptyConversation(0), { question: "q", reply: "r" }, 1000)
    expect(current(used, 1000 + CoachLimits.conversationIdleMs).turns).toHaveLength(1)
    expect(current(used, 1001 + CoachLimits.conversationIdleMs).turns).toHaveLength(0)
    expect(current(undefined, 5).turns).toHaveLength(0)
  })

  it("cuts a very long reply", () => {
    const long = "word ".repeat(CoachLimits.rememberedReplyChars)
    const kept = remember(emptyConversation(0), { question: "q", reply: long }, 0).turns[0]!.reply
    expect(kept.length).toBeLessThanOrEqual(CoachLimits.rememberedReplyChars + 1)
  })
})

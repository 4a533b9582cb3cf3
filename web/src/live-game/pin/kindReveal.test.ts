import { describe, expect, it } from "vitest"

import type { LiveGameState } from "#schemas/api/live-game-socket.ts"
import { esLive } from "#schemas/i18n/es-live.ts"

import { answerWords, howToAnswer, isPicked } from "../by-question/kindWords.ts"
import { shareRight, sliderSpans } from "./kindReveal.ts"

type Question = NonNullable<LiveGameState["byQuestion"]>

const slider = { id: "s", question: "How many?", options: [], kind: "slider" as const, slider: { min: 0, max: 100, step: 1, unit: "days" } }

describe("a live question's kind on the screens", () => {
  it("says the share right of the answers given", () => {
    expect(shareRight(3, 4)).toBe("3 of 4 right (75%)")
    expect(shareRight(0, 0, true)).toBe("0 of 0 within reach (0%)")
  })

  it("spreads a slider's answers over its range, marking the span of its target", () => {
    const q = { question: slider, reveal: { spread: [1, 0, 0, 0, 0, 0, 0, 0, 0, 2], target: 15 } } as unknown as Question
    const spans = sliderSpans(q)
    expect(spans).toHaveLength(10)
    expect(spans[0]).toMatchObject({ from: 0, to: 10, count: 1, length: 0.5, target: false })
    expect(spans[1]).toMatchObject({ from: 10, to: 20, target: true })
    expect(spans[9]).toMatchObject({ from: 90, to: 100, count: 2, length: 1 })
  })

  it("writes answers for people and tells the room how to answer", () => {
    expect(answerWords({ id: "o", question: "?", options: [], kind: "order" }, JSON.stringify(["A", "B"]))).toBe("A → B")
    expect(answerWords(slider, "12")).toBe("12 days")
    // In Spanish the number is written the Spanish way.
    expect(answerWords(slider, "12500.5", esLive.sliderNumber)).toBe("12.500,5 days")
    expect(answerWords(slider, "not a number", esLive.sliderNumber)).toBe("not a number")
    expect(isPicked({ id: "p", question: "?", options: ["A", "B"], kind: "poll" })).toBe(true)
    expect(isPicked(slider)).toBe(false)
    expect(howToAnswer(slider)).toBe("Pick a number from 0 days to 100 days on your phone.")
  })
})

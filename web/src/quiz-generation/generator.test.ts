import { afterEach, describe, expect, it, vi } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { debounce } from "./debounce.ts"
import { checkGenerator, initialGeneratorValues } from "./generatorForm.ts"

const values = (over: Partial<typeof initialGeneratorValues>) => ({ ...initialGeneratorValues, topic: "Bees", level: "honors", ...over })

describe("topic form rules", () => {
  it("asks for a topic, then a level, then a number from 1 to 25", () => {
    expect(checkGenerator(values({ topic: "   " }), false)).toEqual({ ok: false, message: Messages.topicRequired })
    expect(checkGenerator(values({ level: "" }), false)).toEqual({ ok: false, message: Messages.levelRequired })
    for (const number of ["", "0", "26", "3.5", "abc", "-1"]) {
      expect(checkGenerator(values({ number }), false)).toEqual({ ok: false, message: Messages.numberRange })
    }
  })

  it("defaults to 10 questions and trims the topic", () => {
    expect(checkGenerator(values({ topic: "  Bees " }), false)).toEqual({
      ok: true,
      params: { topic: "Bees", level: "honors", number: 10, model: "basic" },
    })
    expect(checkGenerator(values({ number: "25" }), false)).toMatchObject({ ok: true, params: { number: 25 } })
    expect(checkGenerator(values({ number: "1" }), false)).toMatchObject({ ok: true, params: { number: 1 } })
  })

  it("asks for the mix of kinds picked, at least one; multiple choice alone names none", () => {
    expect(checkGenerator(values({ kinds: [] }), false)).toEqual({ ok: false, message: Messages.kindsRequired })
    expect(checkGenerator(values({ kinds: ["multiple_choice"] }), false)).toEqual({
      ok: true,
      params: { topic: "Bees", level: "honors", number: 10, model: "basic" },
    })
    expect(checkGenerator(values({ kinds: ["true_false", "slider"] }), false)).toMatchObject({ ok: true, params: { kinds: ["true_false", "slider"] } })
  })

  it("lets only signed-in players ask for high quality", () => {
    expect(checkGenerator(values({ model: "high_quality" }), false)).toMatchObject({ params: { model: "basic" } })
    expect(checkGenerator(values({ model: "high_quality" }), true)).toMatchObject({ params: { model: "high_quality" } })
  })
})

describe("debounce", () => {
  afterEach(() => void vi.useRealTimers())

  it("runs once, 500 ms after the last of several quick calls", () => {
    vi.useFakeTimers()
    const fn = vi.fn()
    const go = debounce(fn, 500)
    go("a")
    vi.advanceTimersByTime(300)
    go("b")
    vi.advanceTimersByTime(499)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenCalledWith("b")
  })

  it("can be cancelled", () => {
    vi.useFakeTimers()
    const fn = vi.fn()
    const go = debounce(fn, 500)
    go()
    go.cancel()
    vi.advanceTimersByTime(1000)
    expect(fn).not.toHaveBeenCalled()
  })
})

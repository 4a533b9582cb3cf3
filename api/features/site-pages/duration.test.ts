import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { cookTimeDuration, isoDuration, parseMinutes } from "./duration.ts"

describe("cook times as ISO 8601 durations", () => {
  it.each([
    ["45 minutes", "PT45M"],
    ["45 min", "PT45M"],
    ["1 hour", "PT1H"],
    ["1 hr 30 min", "PT1H30M"],
    ["1 hour and 15 minutes", "PT1H15M"],
    ["1h30m", "PT1H30M"],
    ["1:15", "PT1H15M"],
    ["1½ hours", "PT1H30M"],
    ["1 1/2 hours", "PT1H30M"],
    ["1.5 hrs", "PT1H30M"],
    ["25-30 minutes", "PT30M"],
    ["1 to 2 hours", "PT2H"],
    ["About 40 mins", "PT40M"],
    ["2 days", "P2D"],
    ["1 day 2 hours", "P1DT2H"],
  ])("%j → %s", (text, iso) => {
    expect(cookTimeDuration(text)).toBe(iso)
  })

  it.each(["", "overnight", "until golden", "30", "a while", "20 minutes per pound", "0 minutes"])("%j has no duration", (text) => {
    expect(cookTimeDuration(text)).toBeUndefined()
  })

  it("writes whole minutes back exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 * 24 * 3 }), (minutes) => {
        const iso = isoDuration(minutes)
        expect(iso).toMatch(/^P(\d+D)?(T(\d+H)?(\d+M)?)?$/)
        const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/.exec(iso)!
        expect(Number(m[1] ?? 0) * 1440 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0)).toBe(minutes)
      }),
    )
  })

  it("reads what it writes as minutes and hours", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        fc.pre(h + m > 0)
        const text = [h ? `${h} hours` : "", m ? `${m} minutes` : ""].filter(Boolean).join(" ")
        expect(parseMinutes(text)).toBe(h * 60 + m)
      }),
    )
  })
})

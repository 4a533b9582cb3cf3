import { describe, expect, it } from "vitest"

import { durationText } from "./duration.ts"
import { readYield } from "./recipe-yield.ts"

describe("durationText", () => {
  it.each([
    ["PT1H30M", "1 hour 30 minutes"],
    ["PT90M", "1 hour 30 minutes"],
    ["PT45M", "45 minutes"],
    ["pt1h", "1 hour"],
    ["P1DT2H", "1 day 2 hours"],
    ["PT0.5H", "30 minutes"],
    ["PT0S", ""],
    ["PT", "PT"],
    ["about an hour", "about an hour"],
  ])("%s reads %s", (iso, words) => expect(durationText(iso)).toBe(words))
})

describe("readYield", () => {
  it.each([
    [4, { servings: 4, makes: undefined }],
    [["4", "4 servings"], { servings: 4, makes: undefined }],
    ["Serves 4-6", { servings: 4, makes: undefined }],
    ["1 loaf", { servings: undefined, makes: "1 loaf" }],
    [["24", "24 cookies"], { servings: 24, makes: "24 cookies" }],
    ["500 servings", { servings: undefined, makes: undefined }],
    [undefined, { servings: undefined, makes: undefined }],
  ])("%j", (value, expected) => expect(readYield(value)).toEqual(expected))
})

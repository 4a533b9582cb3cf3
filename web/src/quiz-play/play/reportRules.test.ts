import { describe, expect, it } from "vitest"

import * as Messages from "#schemas/quiz-messages.ts"

import { checkReport, letterOf } from "./reportRules.ts"

describe("question report rules", () => {
  it("asks a guest for a name, then everyone for an explanation", () => {
    expect(checkReport({ name: " ", report: "wrong" }, false)).toEqual({ field: "name", message: Messages.reportNameRequired })
    expect(checkReport({ name: "Ann", report: "  " }, false)).toEqual({ field: "report", message: Messages.reportExplanationRequired })
    expect(checkReport({ name: "", report: "" }, true)).toEqual({ field: "report", message: Messages.reportExplanationRequired })
    expect(checkReport({ name: "", report: "The answer is b" }, true)).toBeNull()
    expect(checkReport({ name: "Ann", report: "The answer is b" }, false)).toBeNull()
  })
})

describe("option letters", () => {
  it("labels options a to e and knows no letter for an unknown answer", () => {
    expect(letterOf(["x", "y", "z"], "z")).toBe("c")
    expect(letterOf(["x", "y"], "q")).toBeNull()
    expect(letterOf(["x"], null)).toBeNull()
  })
})

import { describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"
import { given } from "#test/support/decider.ts"

import { reportDecider } from "./report.ts"

const now = new Date("2026-01-01T00:00:00Z")
const base = { type: "ReportQuestion", reportId: "r", quizId: "z", questionId: "q", now } as const

describe("question reports", () => {
  it("needs a name from guests and an explanation from everyone", () => {
    given(reportDecider)
      .when({ ...base, user: null, name: " ", report: "x" })
      .then(Messages.reportNameRequired)
    given(reportDecider)
      .when({ ...base, user: null, name: "Gail", report: " " })
      .then(Messages.reportExplanationRequired)
    const [signedIn] = given(reportDecider)
      .when({ ...base, user: { id: "u", username: "ada" }, name: null, report: " Typo " })
      .events()
    expect(signedIn).toMatchObject({ userId: "u", reportedBy: "ada", report: "Typo" })
  })

  it("resolves once; an unknown report is a 404", () => {
    const resolve = { type: "ResolveReport", reportId: "r", by: "a", byUsername: "admin", now } as const
    given(reportDecider).when(resolve).then(Messages.reportNotFound)
    const [reported] = given(reportDecider)
      .when({ ...base, user: null, name: "Gail", report: "x" })
      .events()
    const [resolved] = given(reportDecider, [reported!]).when(resolve).events()
    expect(resolved).toMatchObject({ type: "ReportResolved", questionId: "q", byUsername: "admin" })
    given(reportDecider, [reported!, resolved!]).when(resolve).then([])
  })
})

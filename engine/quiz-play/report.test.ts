import { describe, expect, it } from "vitest"
import { Messages } from "../../schemas/messages.ts"
import { decideReport, decideResolve, reportAggregate } from "./report.ts"

const now = new Date("2026-01-01T00:00:00Z")
const base = { reportId: "r", quizId: "z", questionId: "q", now }

describe("question reports", () => {
  it("needs a name from guests and an explanation from everyone", () => {
    expect(() => decideReport({ ...base, user: null, name: " ", report: "x" }, reportAggregate.initial)).toThrow(Messages.reportNameRequired)
    expect(() => decideReport({ ...base, user: null, name: "Gail", report: " " }, reportAggregate.initial)).toThrow(Messages.reportExplanationRequired)
    const [signedIn] = decideReport({ ...base, user: { id: "u", username: "ada" }, name: null, report: " Typo " }, reportAggregate.initial)
    expect(signedIn).toMatchObject({ userId: "u", reportedBy: "ada", report: "Typo" })
  })

  it("resolves once; an unknown report is a 404", () => {
    const resolve = { reportId: "r", by: "a", byUsername: "admin", now }
    expect(() => decideResolve(resolve, reportAggregate.initial)).toThrow(Messages.reportNotFound)
    const [reported] = decideReport({ ...base, user: null, name: "Gail", report: "x" }, reportAggregate.initial)
    const open = reportAggregate.evolve(reportAggregate.initial, reported!)
    const [resolved] = decideResolve(resolve, open)
    expect(resolved).toMatchObject({ type: "ReportResolved", questionId: "q", byUsername: "admin" })
    expect(decideResolve(resolve, reportAggregate.evolve(open, resolved!))).toEqual([])
  })
})

import { describe, expect, it } from "vitest"

import { answerAccess, type AnswerFacts } from "./answer-access.ts"

const none: AnswerFacts = { admin: false, liveRoundHeld: false, liveRoundOver: false, gradedRunning: false, submitted: false }

describe("who may see a quiz's answers", () => {
  it("refuses a caller who has not submitted an attempt", () => {
    expect(answerAccess(none)).toEqual({ ok: false, reason: "not_submitted" })
  })
  it("allows a caller after their own submitted attempt, or anyone after the live round", () => {
    expect(answerAccess({ ...none, submitted: true })).toEqual({ ok: true })
    expect(answerAccess({ ...none, liveRoundOver: true })).toEqual({ ok: true })
  })
  it("holds the answers of a live round being played from everyone but admins", () => {
    expect(answerAccess({ ...none, liveRoundHeld: true, submitted: true })).toEqual({ ok: false, reason: "live_round" })
    expect(answerAccess({ ...none, liveRoundHeld: true, admin: true })).toEqual({ ok: true })
  })
  it("keeps them from a player whose graded attempt is running", () => {
    expect(answerAccess({ ...none, gradedRunning: true, submitted: true })).toEqual({ ok: false, reason: "attempt_running" })
  })
})

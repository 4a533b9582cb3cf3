import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { answerAccess, type AnswerFacts, resultAccess } from "./answer-access.ts"

const none: AnswerFacts = { admin: false, liveRoundHeld: false, liveRoundOver: false, gradedRunning: false, othersGradedRunning: false, submitted: false }

const facts = fc.record({
  admin: fc.boolean(),
  liveRoundHeld: fc.boolean(),
  liveRoundOver: fc.boolean(),
  gradedRunning: fc.boolean(),
  othersGradedRunning: fc.boolean(),
  submitted: fc.boolean(),
})

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
  it("keeps them from everyone else too while anyone's graded attempt runs, even after a live round", () => {
    expect(answerAccess({ ...none, othersGradedRunning: true, submitted: true })).toEqual({ ok: false, reason: "graded_running" })
    expect(answerAccess({ ...none, othersGradedRunning: true, liveRoundOver: true })).toEqual({ ok: false, reason: "graded_running" })
    expect(answerAccess({ ...none, othersGradedRunning: true, admin: true })).toEqual({ ok: true })
  })

  it("never gives a non-admin the key while a graded attempt runs or a live round plays it", () => {
    fc.assert(
      fc.property(facts, (f) => {
        if (!f.admin && (f.gradedRunning || f.othersGradedRunning || f.liveRoundHeld)) expect(answerAccess(f).ok).toBe(false)
      }),
    )
  })

  it("always gives it to admins, and to others only after a submission or a live round's end", () => {
    fc.assert(
      fc.property(facts, (f) => {
        const access = answerAccess(f)
        if (f.admin) expect(access.ok).toBe(true)
        else if (access.ok) expect(f.submitted || f.liveRoundOver).toBe(true)
      }),
    )
  })

  it("is never opened by a graded attempt starting, nor closed by one ending on a quiz that stays free", () => {
    fc.assert(
      fc.property(facts, (f) => {
        // More attempts running can only take access away.
        const more = answerAccess({ ...f, othersGradedRunning: true })
        if (more.ok) expect(answerAccess(f).ok).toBe(true)
        // With nothing running and nothing held, the key follows the submission as before.
        const idle = { ...f, gradedRunning: false, othersGradedRunning: false, liveRoundHeld: false }
        expect(answerAccess(idle).ok).toBe(f.admin || f.submitted || f.liveRoundOver)
      }),
    )
  })

  it("shows a result's details under the same rule, as one who has submitted", () => {
    fc.assert(
      fc.property(facts, ({ submitted: _, ...f }) => {
        expect(resultAccess(f)).toEqual(answerAccess({ ...f, submitted: true }))
        if (!f.admin && (f.othersGradedRunning || f.gradedRunning || f.liveRoundHeld)) expect(resultAccess(f).ok).toBe(false)
      }),
    )
  })
})

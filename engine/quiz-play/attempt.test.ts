import fc from "fast-check"
import { describe, expect, it } from "vitest"

import type { QuestionData } from "#schemas/events/quiz.ts"
import type { QuizAttemptEvent } from "#schemas/events/quiz-attempt.ts"
import * as Messages from "#schemas/messages.ts"
import { type Answered, answered } from "#test/support/refusals.ts"

import { DomainError } from "../domain-errors.ts"
import { attemptDecider, type AttemptState, isGradedRunning } from "./attempt.ts"
import { GRACE_MS } from "./late-policy.ts"

const questions: QuestionData[] = [1, 2, 3].map((n) => ({
  id: `q${n}`,
  question: `Question ${n}?`,
  options: ["A", "B", "C"],
  correct_answer: "B",
  explanation: "B.",
}))

const T0 = new Date("2026-01-01T12:00:00Z")
const at = (ms: number) => new Date(T0.getTime() + ms)
const fold = (events: readonly QuizAttemptEvent[], state: AttemptState = attemptDecider.initialState) => events.reduce(attemptDecider.evolve, state)

const start = (state: AttemptState, graded: boolean, now = T0) =>
  attemptDecider.decide({ type: "StartAttempt", userId: "u", quizId: "z", graded, challenged: false, numberQuestions: questions.length, now }, state)

const complete = (state: AttemptState, graded: boolean, givenAnswers: Record<string, string | undefined>, now: Date) =>
  attemptDecider.decide(
    { type: "CompleteAttempt", userId: "u", quizId: "z", topic: "T", level: "elementary", questions, graded, challenged: false, givenAnswers, now },
    state,
  )

const refusal = (f: () => unknown): Answered => {
  try {
    f()
  } catch (error) {
    if (error instanceof DomainError) return answered(error)
    throw error
  }
  throw new Error("expected a refusal")
}

describe("quiz attempts", () => {
  it("starts a graded attempt once; starting again changes nothing", () => {
    const events = start(attemptDecider.initialState, true)
    expect(events).toEqual([
      {
        type: "QuizAttemptStarted",
        userId: "u",
        quizId: "z",
        graded: true,
        challenged: false,
        startedAt: T0.toISOString(),
        deadline: at(120_000).toISOString(),
      },
    ])
    expect(start(fold(events), true, at(5000))).toEqual([])
  })

  it("needs a start to grade, and grades once", () => {
    expect(refusal(() => complete(attemptDecider.initialState, true, {}, T0))).toMatchObject({ status: 409, message: Messages.startBeforeGrading })
    const started = fold(start(attemptDecider.initialState, true))
    const done = fold(complete(started, true, { q1: "B" }, at(1000)), started)
    expect(refusal(() => complete(done, true, { q1: "B" }, at(2000)))).toMatchObject({ status: 409, message: Messages.alreadyGraded })
    expect(refusal(() => start(done, true))).toMatchObject({ status: 409 })
    expect(start(done, false)).toHaveLength(1)
  })

  it("refuses grading after practice and practice during a running graded attempt", () => {
    const practised = fold(start(attemptDecider.initialState, false))
    expect(refusal(() => start(practised, true))).toMatchObject({ message: Messages.gradedAfterPractice })
    const running = fold(start(attemptDecider.initialState, true))
    expect(refusal(() => start(running, false, at(1000)))).toMatchObject({ message: Messages.finishGradedFirst })
    // Once time and grace are up the attempt no longer blocks anything.
    expect(isGradedRunning(running, at(120_000 + GRACE_MS + 1))).toBe(false)
    expect(start(running, false, at(120_000 + GRACE_MS + 1))).toHaveLength(1)
  })

  it("refuses a fun submission while the graded attempt runs, since it would reveal the answers", () => {
    const running = fold(start(attemptDecider.initialState, true))
    expect(refusal(() => complete(running, false, { q1: "B" }, at(1000)))).toMatchObject({ status: 409, message: Messages.finishGradedFirst })
    expect(complete(running, false, {}, at(120_000 + GRACE_MS + 1))).toHaveLength(1)
    const graded = fold(complete(running, true, {}, at(2000)), running)
    expect(complete(graded, false, { q1: "B" }, at(3000))).toHaveLength(1)
  })

  it("counts answers only up to the deadline's grace", () => {
    const started = fold(start(attemptDecider.initialState, true))
    const all = { q1: "B", q2: "B", q3: "B" }
    const onTime = complete(started, true, all, at(120_000 + GRACE_MS))[0]
    expect(onTime).toMatchObject({ late: false, numberCorrect: 3 })
    const late = complete(started, true, all, at(120_000 + GRACE_MS + 1))[0]
    expect(late).toMatchObject({ late: true, numberCorrect: 0, numberQuestions: 3, givenAnswers: all })
  })

  it("never counts more than the answers matching the stored quiz (property)", () => {
    const answer = fc.oneof(fc.constantFrom("A", "B", "C", " B ", ""), fc.string())
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom("q1", "q2", "q3", "q4", "__proto__", "constructor"), answer), fc.boolean(), (given, graded) => {
        const state = graded ? fold(start(attemptDecider.initialState, true)) : attemptDecider.initialState
        const [event] = complete(state, graded, given, at(1000))
        if (event?.type !== "QuizAttemptCompleted") throw new Error("no completion")
        const expected = questions.filter((q) => Object.hasOwn(given, q.id) && given[q.id]?.trim() === "B").length
        expect(event.numberCorrect).toBe(expected)
        expect(event.results.filter((r) => r.is_correct)).toHaveLength(expected)
        expect(Object.keys(event.givenAnswers).every((id) => questions.some((q) => q.id === id))).toBe(true)
      }),
    )
  })
})

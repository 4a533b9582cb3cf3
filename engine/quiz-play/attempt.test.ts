// A player's attempts at one quiz, given/when/then: given the attempt's stored events, when a
// start or a submission comes, then these events (or this refusal).
import fc from "fast-check"
import { describe, expect, it } from "vitest"

import type { QuestionData } from "#schemas/events/quiz.ts"
import type { QuizAttemptEvent } from "#schemas/events/quiz-attempt.ts"
import * as Messages from "#schemas/messages.ts"
import { given } from "#test/support/decider.ts"

import { WrongState } from "../domain-errors.ts"
import { type AttemptCommand, attemptDecider, isGradedRunning } from "./attempt.ts"
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

const start = (graded: boolean, now = T0): AttemptCommand => ({
  type: "StartAttempt",
  userId: "u",
  quizId: "z",
  graded,
  challenged: false,
  numberQuestions: questions.length,
  now,
})

const complete = (graded: boolean, givenAnswers: Record<string, string | undefined>, now: Date): AttemptCommand => ({
  type: "CompleteAttempt",
  userId: "u",
  quizId: "z",
  topic: "T",
  level: "elementary",
  questions,
  graded,
  challenged: false,
  givenAnswers,
  now,
})

/** The start `start(graded, now)` stores: 40 s for each of the three questions. */
const started = (graded: boolean, now = T0): QuizAttemptEvent => ({
  type: "QuizAttemptStarted",
  userId: "u",
  quizId: "z",
  graded,
  challenged: false,
  startedAt: now.toISOString(),
  deadline: new Date(now.getTime() + 120_000).toISOString(),
})

/** The history with the decided events of `command` added. */
const after = (history: readonly QuizAttemptEvent[], command: AttemptCommand) => [...history, ...given(attemptDecider, history).when(command).events()]

const afterGrace = at(120_000 + GRACE_MS + 1)

describe("quiz attempts", () => {
  it("starts a graded attempt once; starting again changes nothing", () => {
    given(attemptDecider)
      .when(start(true))
      .then([
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
    given(attemptDecider, [started(true)])
      .when(start(true, at(5000)))
      .then([])
  })

  it("needs a start to grade, and grades once", () => {
    given(attemptDecider)
      .when(complete(true, {}, T0))
      .then(new WrongState(Messages.startBeforeGrading, "NOT_STARTED"))
    const done = after([started(true)], complete(true, { q1: "B" }, at(1000)))
    given(attemptDecider, done)
      .when(complete(true, { q1: "B" }, at(2000)))
      .then(new WrongState(Messages.alreadyGraded, "ALREADY_GRADED"))
    given(attemptDecider, done).when(start(true)).then(WrongState)
    given(attemptDecider, done)
      .when(start(false))
      .then([started(false)])
  })

  it("refuses grading after practice and practice during a running graded attempt", () => {
    given(attemptDecider, [started(false)])
      .when(start(true))
      .then(new WrongState(Messages.gradedAfterPractice, "PRACTICED"))
    const running = [started(true)]
    given(attemptDecider, running)
      .when(start(false, at(1000)))
      .then(new WrongState(Messages.finishGradedFirst, "GRADED_RUNNING"))
    // Once time and grace are up the attempt no longer blocks anything.
    expect(isGradedRunning(given(attemptDecider, running).state, afterGrace)).toBe(false)
    given(attemptDecider, running)
      .when(start(false, afterGrace))
      .then([started(false, afterGrace)])
  })

  it("refuses a fun submission while the graded attempt runs, since it would reveal the answers", () => {
    const running = [started(true)]
    given(attemptDecider, running)
      .when(complete(false, { q1: "B" }, at(1000)))
      .then(new WrongState(Messages.finishGradedFirst, "GRADED_RUNNING"))
    expect(
      given(attemptDecider, running)
        .when(complete(false, {}, afterGrace))
        .events(),
    ).toHaveLength(1)
    const graded = after(running, complete(true, {}, at(2000)))
    expect(
      given(attemptDecider, graded)
        .when(complete(false, { q1: "B" }, at(3000)))
        .events(),
    ).toHaveLength(1)
  })

  it("counts answers only up to the deadline's grace", () => {
    const all = { q1: "B", q2: "B", q3: "B" }
    const [onTime] = given(attemptDecider, [started(true)])
      .when(complete(true, all, at(120_000 + GRACE_MS)))
      .events()
    expect(onTime).toMatchObject({ late: false, numberCorrect: 3 })
    const [late] = given(attemptDecider, [started(true)])
      .when(complete(true, all, afterGrace))
      .events()
    expect(late).toMatchObject({ late: true, numberCorrect: 0, numberQuestions: 3, givenAnswers: all })
  })

  it("never counts more than the answers matching the stored quiz (property)", () => {
    const answer = fc.oneof(fc.constantFrom("A", "B", "C", " B ", ""), fc.string())
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom("q1", "q2", "q3", "q4", "__proto__", "constructor"), answer), fc.boolean(), (answers, graded) => {
        const history = graded ? [started(true)] : []
        const [event] = given(attemptDecider, history)
          .when(complete(graded, answers, at(1000)))
          .events()
        if (event?.type !== "QuizAttemptCompleted") throw new Error("no completion")
        const expected = questions.filter((q) => Object.hasOwn(answers, q.id) && answers[q.id]?.trim() === "B").length
        expect(event.numberCorrect).toBe(expected)
        expect(event.results.filter((r) => r.is_correct)).toHaveLength(expected)
        expect(Object.keys(event.givenAnswers).every((id) => questions.some((q) => q.id === id))).toBe(true)
      }),
    )
  })
})

import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"

import * as Frame from "#schemas/frame-messages.ts"
import * as Messages from "#schemas/quiz-messages.ts"

import { type GradeInput, quizMachine, type RateInput } from "./quiz.machine.ts"
import type { GradeResult, PlayerQuiz, RatingResult, RevealedAnswers, ShownResult, StartedQuiz } from "./types.ts"

const quiz: PlayerQuiz = {
  _id: "q1",
  id: "q1",
  topic: "Backyard chickens",
  level: "elementary",
  number: 2,
  number_questions: 2,
  model: "basic",
  quality: "basic",
  average_rating: null,
  rating_count: 0,
  created_at: "2025-01-01T00:00:00.000Z",
  questions: [
    { id: "a", question: "How many legs?", options: ["2", "4"] },
    { id: "b", question: "Eggs a week?", options: ["5", "50"] },
  ],
}

const result = (correct: number): GradeResult => ({
  message: Messages.quizCompleted,
  quiz_id: "q1",
  graded: true,
  number_correct: correct,
  number_questions: 2,
  percent_score: correct * 50,
  remark: correct === 2 ? Messages.perfectQuiz : "Well, you took the quiz and that's what counts.",
  late: false,
  questions: [
    { id: "a", question: "How many legs?", options: ["2", "4"], given: "2", correct_answer: "2", explanation: "Birds.", is_correct: true },
    { id: "b", question: "Eggs a week?", options: ["5", "50"], given: "50", correct_answer: "5", explanation: "About one a day.", is_correct: correct === 2 },
  ],
})

const httpError = (status: number, message: string) => ({ status, data: { message } })

function setup(
  userId: string | null,
  overrides: {
    loadQuiz?: () => Promise<PlayerQuiz>
    startGraded?: (input: { quizId: string; challenged: boolean }) => Promise<StartedQuiz>
    grade?: (input: GradeInput) => Promise<GradeResult>
    loadResult?: () => Promise<ShownResult>
    reveal?: () => Promise<RevealedAnswers>
    rate?: (input: RateInput) => Promise<RatingResult>
  } = {},
) {
  const calls = {
    grade: vi.fn(overrides.grade ?? (async () => result(1))),
    rate: vi.fn(overrides.rate ?? (async () => ({ message: "Thanks", average_rating: 4, rating_count: 1 }))),
    start: vi.fn(
      overrides.startGraded ?? (async () => ({ quiz_id: "q1", graded: true, started_at: "2025-01-01T00:00:00.000Z", deadline: "2025-01-01T00:01:20.000Z" })),
    ),
    reveal: vi.fn(
      overrides.reveal ??
        (async () => ({
          quiz_id: "q1",
          questions: [
            { id: "a", correct_answer: "2", explanation: "Birds." },
            { id: "b", correct_answer: "5", explanation: "Daily." },
          ],
        })),
    ),
    saved: vi.fn(),
    rated: vi.fn(),
    left: vi.fn(),
  }
  const machine = quizMachine.provide({
    actors: {
      loadQuiz: fromPromise(overrides.loadQuiz ?? (async () => quiz)),
      startGraded: fromPromise(({ input }) => calls.start(input)),
      loadResult: fromPromise<ShownResult, { quizId: string }>(overrides.loadResult ?? (async () => result(2))),
      grade: fromPromise(({ input }) => calls.grade(input)),
      reveal: fromPromise(() => calls.reveal()),
      rate: fromPromise(({ input }) => calls.rate(input)),
    },
    actions: {
      completionSaved: (_, params) => calls.saved(params.message),
      ratingSaved: (_, params) => calls.rated(params.message),
      left: (_, params) => calls.left(params.to),
    },
  })
  const actor = createActor(machine, { input: { userId } }).start()
  return { actor, calls }
}

const inState = (actor: ReturnType<typeof setup>["actor"], state: string) => actor.getSnapshot().matches(state as never)

const settled = (actor: ReturnType<typeof setup>["actor"], state: string) => waitFor(actor, (s) => s.matches(state as never), { timeout: 1000 })

describe("quiz flow: guest", () => {
  it("picks, starts for fun, answers, shows answers and resets without rating", async () => {
    const { actor, calls } = setup(null)
    actor.send({ type: "PICK", quizId: "q1" })
    await settled(actor, "startModal")
    expect(actor.getSnapshot().context.graded).toBe(false)
    actor.send({ type: "TOGGLE_GRADED" })
    expect(actor.getSnapshot().context.graded).toBe(false)

    actor.send({ type: "START" })
    expect(actor.getSnapshot().value).toBe("answering")
    expect(calls.start).not.toHaveBeenCalled()
    actor.send({ type: "ANSWER", questionId: "a", answer: "2" })
    actor.send({ type: "ANSWER", questionId: "b", answer: "50" })
    actor.send({ type: "FINISH" })
    expect(actor.getSnapshot().value).toBe("answering")

    actor.send({ type: "SHOW_ANSWERS" })
    await settled(actor, "review.browsing")
    const { key, result: graded } = actor.getSnapshot().context
    expect(graded).toBeNull()
    expect(key?.a).toMatchObject({ correct_answer: "2", given: "2", is_correct: true })
    expect(key?.b).toMatchObject({ correct_answer: "5", given: "50", is_correct: false })
    expect(calls.grade).not.toHaveBeenCalled()

    actor.send({ type: "RESET" })
    expect(actor.getSnapshot().value).toBe("choosing")
    expect(actor.getSnapshot().context.quiz).toBeNull()
    expect(calls.left).toHaveBeenCalledWith("choose")
  })

  it("says the quiz could not be loaded and stays on the chooser", async () => {
    const { actor } = setup(null, { loadQuiz: () => Promise.reject(httpError(404, "No such quiz")) })
    actor.send({ type: "PICK", quizId: "nope" })
    await settled(actor, "choosing")
    expect(actor.getSnapshot().context.error).toBe(Messages.quizLoadFailed)
  })

  it("goes back from the start modal to choosing", () => {
    const { actor } = setup(null)
    actor.send({ type: "LOADED", quiz })
    expect(actor.getSnapshot().value).toBe("startModal")
    actor.send({ type: "BACK" })
    expect(actor.getSnapshot().value).toBe("choosing")
    expect(actor.getSnapshot().context.quiz).toBeNull()
  })

  it("keeps answering when showing the answers fails, with the server's message", async () => {
    const { actor } = setup(null, { reveal: () => Promise.reject(httpError(403, "Finish your graded attempt first")) })
    actor.send({ type: "LOADED", quiz })
    actor.send({ type: "START" })
    actor.send({ type: "SHOW_ANSWERS" })
    await settled(actor, "answering")
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toBe("Finish your graded attempt first"))
  })
})

describe("quiz flow: a group challenge", () => {
  it("is graded without a switch to fun, and tells the server it is the challenge", async () => {
    const { actor, calls } = setup("u1")
    actor.send({ type: "PICK", quizId: "q1", challenged: true })
    await settled(actor, "startModal")
    expect(actor.getSnapshot().context).toMatchObject({ graded: true, challenged: true })
    actor.send({ type: "TOGGLE_GRADED" })
    expect(actor.getSnapshot().context.graded).toBe(true)
    actor.send({ type: "START" })
    await settled(actor, "answering")
    expect(calls.start).toHaveBeenCalledWith({ quizId: "q1", challenged: true })
    actor.send({ type: "FINISH" })
    await settled(actor, "review.completion")
    expect(calls.grade).toHaveBeenCalledWith(expect.objectContaining({ quizId: "q1", graded: true, challenged: true }))
  })

  it("is not carried over to a quiz picked without it", async () => {
    const { actor } = setup("u1")
    actor.send({ type: "PICK", quizId: "q1", challenged: true })
    await settled(actor, "startModal")
    actor.send({ type: "BACK" })
    actor.send({ type: "PICK", quizId: "q1" })
    await settled(actor, "startModal")
    expect(actor.getSnapshot().context.challenged).toBe(false)
    actor.send({ type: "TOGGLE_GRADED" })
    expect(actor.getSnapshot().context.graded).toBe(false)
  })
})

describe("quiz flow: signed-in player, graded", () => {
  it("starts on the server with its deadline, grades on finish and requires a rating on reset", async () => {
    const { actor, calls } = setup("u1")
    actor.send({ type: "LOADED", quiz })
    expect(actor.getSnapshot().context.graded).toBe(true)
    actor.send({ type: "START" })
    await settled(actor, "answering")
    expect(actor.getSnapshot().context.deadline).toBe(Date.parse("2025-01-01T00:01:20.000Z"))

    actor.send({ type: "ANSWER", questionId: "a", answer: "2" })
    actor.send({ type: "ANSWER", questionId: "a", answer: "4" })
    actor.send({ type: "RESET" })
    expect(actor.getSnapshot().value).toBe("answering")
    actor.send({ type: "SHOW_ANSWERS" })
    expect(actor.getSnapshot().value).toBe("answering")

    actor.send({ type: "FINISH" })
    await settled(actor, "review.completion")
    expect(calls.grade).toHaveBeenCalledWith({ userId: "u1", quizId: "q1", givenAnswers: { a: "4" }, graded: true, challenged: false })
    expect(calls.saved).toHaveBeenCalledWith(Messages.quizCompleted)
    expect(actor.getSnapshot().context.result?.number_correct).toBe(1)

    actor.send({ type: "REVIEW" })
    expect(inState(actor, "review.browsing")).toBe(true)
    actor.send({ type: "OPEN_RESULT" })
    expect(inState(actor, "review.completion")).toBe(true)

    actor.send({ type: "RESET" })
    expect(inState(actor, "rating.editing")).toBe(true)
    actor.send({ type: "RATE", rating: 0, review: "" })
    expect(actor.getSnapshot().context.ratingError).toBe(Messages.ratingRequired)
    expect(calls.rate).not.toHaveBeenCalled()

    actor.send({ type: "RATE", rating: 4, review: "  Good one  " })
    await settled(actor, "choosing")
    expect(calls.rate).toHaveBeenCalledWith({ quizId: "q1", rating: 4, review: "Good one" })
    expect(calls.rated).toHaveBeenCalledWith("Thanks")
    expect(calls.left).toHaveBeenCalledWith("choose")
    expect(actor.getSnapshot().context.quiz).toBeNull()
  })

  it("grades when the time is up, and leaving for the game room also asks for a rating", async () => {
    const { actor, calls } = setup("u1")
    actor.send({ type: "LOADED", quiz })
    actor.send({ type: "START" })
    await settled(actor, "answering")
    actor.send({ type: "TIME_UP" })
    await settled(actor, "review.completion")
    expect(calls.grade).toHaveBeenCalledTimes(1)
    actor.send({ type: "LEAVE" })
    expect(inState(actor, "rating")).toBe(true)
    actor.send({ type: "CANCEL_RATING" })
    expect(inState(actor, "review.browsing")).toBe(true)
    actor.send({ type: "LEAVE" })
    actor.send({ type: "RATE", rating: 5, review: "" })
    await settled(actor, "choosing")
    expect(calls.left).toHaveBeenCalledWith("room")
  })

  it("shows the earlier result instead of a retake when the server says it was already graded", async () => {
    const { actor, calls } = setup("u1", { startGraded: () => Promise.reject(httpError(409, "Already completed")) })
    actor.send({ type: "LOADED", quiz })
    actor.send({ type: "START" })
    await settled(actor, "review.completion")
    const { result: earlier, earlierResult, key } = actor.getSnapshot().context
    expect(earlier?.number_correct).toBe(2)
    expect(earlierResult).toBe(true)
    expect(key?.b?.correct_answer).toBe("5")
    expect(calls.grade).not.toHaveBeenCalled()
    actor.send({ type: "RESET" })
    expect(actor.getSnapshot().value).toBe("choosing")
  })

  it("keeps the answers after a failed grading and sends them again on retry", async () => {
    let fail = true
    const { actor, calls } = setup("u1", {
      grade: async () => {
        if (fail) throw { status: "FETCH_ERROR", error: "TypeError: Failed to fetch" }
        return result(2)
      },
    })
    actor.send({ type: "LOADED", quiz })
    actor.send({ type: "START" })
    await settled(actor, "answering")
    actor.send({ type: "ANSWER", questionId: "b", answer: "5" })
    actor.send({ type: "FINISH" })
    await settled(actor, "gradeFailed")
    expect(actor.getSnapshot().context.error).toBe(Frame.networkUnreachable)
    fail = false
    actor.send({ type: "RETRY" })
    await settled(actor, "review.completion")
    expect(calls.grade).toHaveBeenCalledTimes(2)
    expect(calls.grade.mock.calls[1]?.[0].givenAnswers).toEqual({ b: "5" })
  })

  it("shows the score of a result whose answers are held, and the answers when looking again later", async () => {
    const held = { message: Messages.answersHeldForGrading(3), until: "2025-01-01T00:05:00.000Z" }
    let stillHeld = true
    const { actor } = setup("u1", {
      grade: async () => ({ ...result(1), questions: [], answers_held: held }),
      loadResult: async () => (stillHeld ? { ...result(1), questions: [], answers_held: { ...held, message: Messages.answersHeldForGrading(1) } } : result(1)),
    })
    actor.send({ type: "LOADED", quiz })
    actor.send({ type: "START" })
    await settled(actor, "answering")
    actor.send({ type: "FINISH" })
    await settled(actor, "review.completion")
    expect(actor.getSnapshot().context).toMatchObject({ key: null, held: held.message, result: { number_correct: 1 } })
    actor.send({ type: "REVIEW" })
    actor.send({ type: "LOOK_AGAIN" })
    await settled(actor, "review.browsing")
    expect(actor.getSnapshot().context).toMatchObject({ key: null, held: Messages.answersHeldForGrading(1) })
    stillHeld = false
    actor.send({ type: "LOOK_AGAIN" })
    await vi.waitFor(() => expect(actor.getSnapshot().context.key?.b?.correct_answer).toBe("5"))
    expect(actor.getSnapshot().context.held).toBeNull()
    // Shown, there is nothing to look at again; leaving still asks for a rating.
    actor.send({ type: "LOOK_AGAIN" })
    expect(inState(actor, "review.browsing")).toBe(true)
    actor.send({ type: "RESET" })
    expect(inState(actor, "rating")).toBe(true)
  })

  it("keeps a fun attempt's answers when the server holds it back, to send again later", async () => {
    let refuse = true
    const { actor, calls } = setup("u1", {
      grade: async () => {
        if (refuse) throw httpError(409, Messages.funHeldForGrading(2))
        return { ...result(2), graded: false }
      },
    })
    actor.send({ type: "LOADED", quiz })
    actor.send({ type: "TOGGLE_GRADED" })
    actor.send({ type: "START" })
    actor.send({ type: "ANSWER", questionId: "a", answer: "2" })
    actor.send({ type: "FINISH" })
    await settled(actor, "gradeFailed")
    expect(actor.getSnapshot().context.error).toBe(Messages.funHeldForGrading(2))
    refuse = false
    actor.send({ type: "RETRY" })
    await settled(actor, "review.completion")
    expect(calls.grade.mock.calls[1]?.[0]).toMatchObject({ graded: false, givenAnswers: { a: "2" } })
  })

  it("shows a failed start in the start modal", async () => {
    const { actor } = setup("u1", { startGraded: () => Promise.reject(httpError(500, "Store down")) })
    actor.send({ type: "LOADED", quiz })
    actor.send({ type: "START" })
    await settled(actor, "startModal")
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toBe("Store down"))
  })

  it("keeps the rating modal open with the server's message when saving the rating fails", async () => {
    const { actor } = setup("u1", { rate: () => Promise.reject(httpError(400, Messages.ratingRequired)) })
    actor.send({ type: "LOADED", quiz })
    actor.send({ type: "START" })
    await settled(actor, "answering")
    actor.send({ type: "FINISH" })
    await settled(actor, "review")
    actor.send({ type: "RESET" })
    actor.send({ type: "RATE", rating: 3, review: "" })
    await settled(actor, "rating.editing")
    await vi.waitFor(() => expect(actor.getSnapshot().context.ratingError).toBe(Messages.ratingRequired))
  })
})

describe("quiz flow: signed-in player, for fun", () => {
  it("does not start on the server, grades with graded false, and may reset mid-quiz", async () => {
    const { actor, calls } = setup("u1")
    actor.send({ type: "LOADED", quiz })
    actor.send({ type: "TOGGLE_GRADED" })
    expect(actor.getSnapshot().context.graded).toBe(false)
    actor.send({ type: "START" })
    expect(actor.getSnapshot().value).toBe("answering")
    actor.send({ type: "TIME_UP" })
    expect(actor.getSnapshot().value).toBe("answering")
    actor.send({ type: "FINISH" })
    await settled(actor, "review.completion")
    expect(calls.start).not.toHaveBeenCalled()
    expect(calls.grade.mock.calls[0]?.[0].graded).toBe(false)

    actor.send({ type: "RESET" })
    actor.send({ type: "RATE", rating: 2, review: "" })
    await settled(actor, "choosing")

    actor.send({ type: "LOADED", quiz })
    actor.send({ type: "TOGGLE_GRADED" })
    actor.send({ type: "START" })
    actor.send({ type: "RESET" })
    expect(actor.getSnapshot().value).toBe("choosing")
  })
})

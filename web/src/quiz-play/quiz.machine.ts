// The solo quiz flow of docs/product.md §4 as a machine: choose → start modal → answering → finished →
// review (completion modal) → rating (signed-in players must rate before leaving) → choose.
// Every server call is an actor given by the caller, so the flow itself stays pure and testable.
import { assign, fromPromise, setup } from "xstate"

import * as Messages from "#schemas/quiz-messages.ts"
import { isValidRating } from "#schemas/quiz-rules.ts"
import { errorMessage } from "#web/http/errors.ts"

import type { AnswerKey, GradeResult, PlayerQuiz, RatingResult, RevealedAnswers, ShownResult, StartedQuiz } from "./types.ts"

export interface QuizMachineInput {
  /** The signed-in player's id; null for a guest. */
  userId: string | null
}

export type LeaveTo = "choose" | "room"

export interface QuizContext {
  userId: string | null
  quiz: PlayerQuiz | null
  graded: boolean
  /** Taken as a group challenge: always graded, and the server is told so. */
  challenged: boolean
  answers: Record<string, string>
  /** Wall-clock deadline (ms) of a graded attempt, from the server's start. */
  deadline: number | null
  /** Correct answers and explanations, once shown. */
  key: AnswerKey | null
  result: ShownResult | null
  /** The server's words while the result's answers are held (someone else's graded attempt runs); null otherwise. */
  held: string | null
  /** True when the result is an earlier graded completion shown instead of a retake. */
  earlierResult: boolean
  error: string | null
  ratingError: string | null
  leaveTo: LeaveTo
}

export type QuizEvent =
  | { type: "PICK"; quizId: string; challenged?: boolean }
  | { type: "LOADED"; quiz: PlayerQuiz }
  | { type: "TOGGLE_GRADED" }
  | { type: "START" }
  | { type: "BACK" }
  | { type: "ANSWER"; questionId: string; answer: string }
  | { type: "FINISH" }
  | { type: "TIME_UP" }
  | { type: "SHOW_ANSWERS" }
  | { type: "RETRY" }
  | { type: "LOOK_AGAIN" }
  | { type: "REVIEW" }
  | { type: "OPEN_RESULT" }
  | { type: "RESET" }
  | { type: "LEAVE" }
  | { type: "RATE"; rating: number; review: string }
  | { type: "CANCEL_RATING" }
  | { type: "DISMISS_ERROR" }

export interface GradeInput {
  userId: string
  quizId: string
  givenAnswers: Record<string, string>
  graded: boolean
  challenged: boolean
}

export interface RateInput {
  quizId: string
  rating: number
  review: string
}

/** Status of a failed request, when it had one (e.g. 409 for a graded quiz already taken). */
const statusOf = (error: unknown): unknown =>
  typeof error === "object" && error !== null && "status" in error ? (error as { status: unknown }).status : undefined

/** The revealed answers as the quiz page shows them, marking the guest's own answers. */
export function keyFromReveal(revealed: RevealedAnswers, answers: Record<string, string>): AnswerKey {
  const key: AnswerKey = {}
  for (const q of revealed.questions) {
    const given = answers[q.id] ?? null
    // The server grades what the guest submitted; an older answer without its verdict is compared as multiple choice.
    const { kind, points } = q
    key[q.id] = {
      correct_answer: q.correct_answer,
      explanation: q.explanation,
      given,
      is_correct: q.is_correct ?? given === q.correct_answer,
      kind,
      points,
      source: q.source,
    }
  }
  return key
}

/** A result as the quiz page shows it: its answer key, or the words saying why its answers are held. */
export const shownResult = (result: ShownResult) => ({
  result,
  key: result.answers_held ? null : keyFromResult(result),
  held: result.answers_held?.message ?? null,
})

export function keyFromResult(result: ShownResult): AnswerKey {
  const key: AnswerKey = {}
  for (const q of result.questions) {
    key[q.id] = {
      correct_answer: q.correct_answer,
      explanation: q.explanation,
      given: q.given,
      is_correct: q.is_correct,
      kind: q.kind,
      points: q.points,
      source: q.source,
    }
  }
  return key
}

/** A default the UI and the tests replace with `.provide()`. */
const unprovided = <TOutput, TInput>(name: string) => fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is not provided`)))

export const quizMachine = setup({
  types: {
    context: {} as QuizContext,
    events: {} as QuizEvent,
    input: {} as QuizMachineInput,
  },
  actors: {
    loadQuiz: unprovided<PlayerQuiz, { quizId: string }>("loadQuiz"),
    startGraded: unprovided<StartedQuiz, { quizId: string; challenged: boolean }>("startGraded"),
    loadResult: unprovided<ShownResult, { quizId: string }>("loadResult"),
    grade: unprovided<GradeResult, GradeInput>("grade"),
    reveal: unprovided<RevealedAnswers, { quizId: string; givenAnswers: Record<string, string> }>("reveal"),
    rate: unprovided<RatingResult, RateInput>("rate"),
  },
  guards: {
    signedIn: ({ context }) => context.userId !== null,
    mayToggleGraded: ({ context }) => context.userId !== null && !context.challenged,
    graded: ({ context }) => context.graded,
    mustRate: ({ context }) => context.userId !== null && context.result !== null && !context.earlierResult,
    validRating: ({ event }) => event.type === "RATE" && isValidRating(event.rating),
  },
  actions: {
    /** Told when a completion was saved (the UI toasts the server's message). */
    completionSaved: (_, _params: { message: string }) => undefined,
    /** Told when a rating was saved. */
    ratingSaved: (_, _params: { message: string }) => undefined,
    /** Told when the player leaves a quiz, and where to. */
    left: (_, _params: { to: LeaveTo }) => undefined,
    clearQuiz: assign({
      quiz: null,
      graded: false,
      answers: {},
      deadline: null,
      key: null,
      result: null,
      held: null,
      earlierResult: false,
      error: null,
      ratingError: null,
    }),
  },
}).createMachine({
  id: "quiz",
  context: ({ input }) => ({
    userId: input.userId,
    quiz: null,
    graded: false,
    challenged: false,
    answers: {},
    deadline: null,
    key: null,
    result: null,
    held: null,
    earlierResult: false,
    error: null,
    ratingError: null,
    leaveTo: "choose",
  }),
  initial: "choosing",
  on: {
    DISMISS_ERROR: { actions: assign({ error: null }) },
  },
  states: {
    choosing: {
      on: {
        PICK: { target: "loading", actions: assign(({ event }) => ({ error: null, challenged: event.challenged === true })) },
        LOADED: {
          target: "startModal",
          actions: ["clearQuiz", assign(({ event, context }) => ({ quiz: event.quiz, graded: context.userId !== null, challenged: false }))],
        },
      },
    },
    loading: {
      invoke: {
        src: "loadQuiz",
        input: ({ event }) => ({ quizId: event.type === "PICK" ? event.quizId : "" }),
        onDone: {
          target: "startModal",
          actions: ["clearQuiz", assign(({ event, context }) => ({ quiz: event.output, graded: context.userId !== null }))],
        },
        onError: { target: "choosing", actions: assign({ error: Messages.quizLoadFailed }) },
      },
    },
    startModal: {
      on: {
        TOGGLE_GRADED: { guard: "mayToggleGraded", actions: assign(({ context }) => ({ graded: !context.graded })) },
        START: [
          { guard: "graded", target: "starting", actions: assign({ error: null }) },
          { target: "answering", actions: assign({ error: null }) },
        ],
        BACK: { target: "choosing", actions: "clearQuiz" },
      },
    },
    starting: {
      invoke: {
        src: "startGraded",
        input: ({ context }) => ({ quizId: context.quiz?.id ?? "", challenged: context.challenged }),
        onDone: { target: "answering", actions: assign(({ event }) => ({ deadline: Date.parse(event.output.deadline) })) },
        onError: [
          // Already graded once: no retake; the earlier result is shown instead.
          { guard: ({ event }) => statusOf(event.error) === 409, target: "loadingResult" },
          { target: "startModal", actions: assign(({ event }) => ({ error: errorMessage(event.error) })) },
        ],
      },
    },
    loadingResult: {
      invoke: {
        src: "loadResult",
        input: ({ context }) => ({ quizId: context.quiz?.id ?? "" }),
        onDone: {
          target: "review",
          actions: assign(({ event }) => ({ ...shownResult(event.output), earlierResult: true })),
        },
        onError: { target: "startModal", actions: assign(({ event }) => ({ error: errorMessage(event.error) })) },
      },
    },
    answering: {
      on: {
        ANSWER: {
          actions: assign(({ context, event }) => ({ answers: { ...context.answers, [event.questionId]: event.answer } })),
        },
        FINISH: { guard: "signedIn", target: "grading" },
        TIME_UP: { guard: "graded", target: "grading" },
        SHOW_ANSWERS: { guard: ({ context }) => context.userId === null, target: "revealing" },
        // A graded attempt cannot be abandoned: its clock runs on the server.
        RESET: { guard: ({ context }) => !context.graded, target: "choosing", actions: "clearQuiz" },
      },
    },
    grading: {
      invoke: {
        src: "grade",
        input: ({ context }) => ({
          userId: context.userId ?? "",
          quizId: context.quiz?.id ?? "",
          givenAnswers: context.answers,
          graded: context.graded,
          challenged: context.challenged && context.graded,
        }),
        onDone: {
          target: "review",
          actions: [
            assign(({ event }) => ({ ...shownResult(event.output), error: null })),
            { type: "completionSaved", params: ({ event }) => ({ message: event.output.message }) },
          ],
        },
        onError: { target: "gradeFailed", actions: assign(({ event }) => ({ error: errorMessage(event.error) })) },
      },
    },
    /** The answers are kept; the player may send them again. */
    gradeFailed: {
      on: { RETRY: { target: "grading", actions: assign({ error: null }) } },
    },
    revealing: {
      invoke: {
        src: "reveal",
        input: ({ context }) => ({ quizId: context.quiz?.id ?? "", givenAnswers: context.answers }),
        onDone: {
          target: "review.browsing",
          actions: assign(({ event, context }) => ({ key: keyFromReveal(event.output, context.answers), error: null })),
        },
        onError: { target: "answering", actions: assign(({ event }) => ({ error: errorMessage(event.error) })) },
      },
    },
    review: {
      initial: "completion",
      states: {
        /** The completion modal: score and remark, review, reset or back to the game room. */
        completion: { on: { REVIEW: "browsing" } },
        browsing: {
          on: {
            OPEN_RESULT: { guard: ({ context }) => context.result !== null, target: "completion" },
            LOOK_AGAIN: { guard: ({ context }) => context.held !== null, target: "lookingAgain" },
          },
        },
        /** The answers were held: the stored result is asked for again, and shown once they are not. */
        lookingAgain: {
          invoke: {
            src: "loadResult",
            input: ({ context }) => ({ quizId: context.quiz?.id ?? "" }),
            onDone: { target: "browsing", actions: assign(({ event }) => shownResult(event.output)) },
            onError: { target: "browsing", actions: assign(({ event }) => ({ held: errorMessage(event.error) })) },
          },
        },
      },
      on: {
        RESET: [
          { guard: "mustRate", target: "rating", actions: assign({ leaveTo: "choose" as LeaveTo }) },
          { target: "choosing", actions: ["clearQuiz", { type: "left", params: { to: "choose" } }] },
        ],
        LEAVE: [
          { guard: "mustRate", target: "rating", actions: assign({ leaveTo: "room" as LeaveTo }) },
          { target: "choosing", actions: ["clearQuiz", { type: "left", params: { to: "room" } }] },
        ],
      },
    },
    rating: {
      initial: "editing",
      states: {
        editing: {
          on: {
            RATE: [
              { guard: "validRating", target: "saving", actions: assign({ ratingError: null }) },
              { actions: assign({ ratingError: Messages.ratingRequired }) },
            ],
            CANCEL_RATING: { target: "#quiz.review.browsing", actions: assign({ ratingError: null }) },
          },
        },
        saving: {
          invoke: {
            src: "rate",
            input: ({ context, event }) => ({
              quizId: context.quiz?.id ?? "",
              rating: event.type === "RATE" ? event.rating : 0,
              review: event.type === "RATE" ? event.review.trim() : "",
            }),
            onDone: {
              target: "#quiz.choosing",
              actions: [
                { type: "ratingSaved", params: ({ event }) => ({ message: event.output.message }) },
                { type: "left", params: ({ context }) => ({ to: context.leaveTo }) },
                "clearQuiz",
              ],
            },
            onError: { target: "editing", actions: assign(({ event }) => ({ ratingError: errorMessage(event.error) })) },
          },
        },
      },
    },
  },
})

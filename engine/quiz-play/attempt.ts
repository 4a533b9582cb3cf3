// A player's attempts at one quiz (stream `attempt-<userId>-<quizId>`). Rules:
// - one graded attempt per player and quiz: starting it again returns the same start (the
//   clock is never reset); starting it after it was graded, or after playing it for fun, is refused;
// - a graded submission needs a recorded start, counts once, and is late (answers ignored,
//   0 correct) when made after the deadline's grace;
// - fun attempts may repeat, but neither start nor finish while a graded one is running.
// Grading is always against the stored questions, whatever the client claims.
import type { QuestionData } from "#schemas/events/quiz.ts"
import { type QuestionResultData, QuizAttemptEvent } from "#schemas/events/quiz-attempt.ts"
import * as Messages from "#schemas/messages.ts"
import { isMultipleChoice } from "#schemas/question-kinds.ts"

import type { Decider } from "../decider.ts"
import { Invalid, WrongState } from "../domain-errors.ts"
import { type GivenAnswers, gradeAnswers } from "../quiz/grade.ts"
import { answerProblem } from "../quiz/kinds/answer-check.ts"
import { choicesOf, keyText } from "../quiz/kinds/question-kind.ts"
import type { Level } from "../quiz/types.ts"
import { deadlineOf, isLate } from "./late-policy.ts"

export interface GradedStart {
  readonly startedAt: string
  readonly deadline: string
  readonly challenged: boolean
}

export interface AttemptState {
  readonly graded: GradedStart | null
  readonly gradedCompleted: boolean
  readonly funStarted: boolean
}

const evolve = (state: AttemptState, event: QuizAttemptEvent): AttemptState => {
  switch (event.type) {
    case "QuizAttemptStarted":
      return event.graded
        ? { ...state, graded: { startedAt: event.startedAt, deadline: event.deadline, challenged: event.challenged } }
        : { ...state, funStarted: true }
    case "QuizAttemptCompleted":
      return event.graded ? { ...state, gradedCompleted: true } : state
  }
}

export const attemptStream = (userId: string, quizId: string): string => `attempt-${userId}-${quizId}`

/** A graded attempt that was started, not submitted, and whose time (with grace) has not run out. */
export const isGradedRunning = (state: AttemptState, now: Date): boolean =>
  state.graded !== null && !state.gradedCompleted && !isLate(new Date(state.graded.deadline), now)

export interface StartAttempt {
  readonly userId: string
  readonly quizId: string
  readonly graded: boolean
  readonly challenged: boolean
  readonly numberQuestions: number
  readonly now: Date
}

const start = (command: StartAttempt, state: AttemptState): QuizAttemptEvent[] => {
  const { userId, quizId, challenged, now } = command
  if (command.graded) {
    if (state.gradedCompleted) throw new WrongState(Messages.alreadyGraded, "ALREADY_GRADED")
    if (state.graded) return []
    if (state.funStarted) throw new WrongState(Messages.gradedAfterPractice, "PRACTICED")
  } else if (isGradedRunning(state, now)) {
    throw new WrongState(Messages.finishGradedFirst, "GRADED_RUNNING")
  }
  return [
    {
      type: "QuizAttemptStarted",
      userId,
      quizId,
      graded: command.graded,
      challenged,
      startedAt: now.toISOString(),
      deadline: deadlineOf(now, command.numberQuestions).toISOString(),
    },
  ]
}

export interface CompleteAttempt {
  readonly userId: string
  readonly quizId: string
  readonly topic: string
  readonly level: Level
  /** The stored questions, answers included. */
  readonly questions: readonly QuestionData[]
  readonly graded: boolean
  readonly challenged: boolean
  readonly givenAnswers: GivenAnswers
  readonly now: Date
}

/** Only answers to this quiz's questions are kept, as trimmed non-empty strings. */
const keptAnswers = (questions: readonly QuestionData[], given: GivenAnswers): Record<string, string> => {
  const kept: Record<string, string> = {}
  for (const q of questions) {
    const value: unknown = Object.hasOwn(given, q.id) ? given[q.id] : undefined
    if (typeof value === "string" && value.trim() !== "") kept[q.id] = value.trim()
  }
  return kept
}

/** An answer that cannot answer its question is a bad request, refused before anything is recorded. */
const refuseMalformed = (questions: readonly QuestionData[], given: Readonly<Record<string, string>>): void => {
  for (const [i, q] of questions.entries()) {
    const answer = given[q.id]
    const problem = answer === undefined ? null : answerProblem(q, answer)
    if (problem !== null) throw new Invalid(`Question ${i + 1}: ${problem}`, "BAD_ANSWER")
  }
}

const complete = (command: CompleteAttempt, state: AttemptState): QuizAttemptEvent[] => {
  const { userId, quizId, questions, now } = command
  let late = false
  let challenged = command.challenged
  if (command.graded) {
    if (state.gradedCompleted) throw new WrongState(Messages.alreadyGraded, "ALREADY_GRADED")
    if (!state.graded) throw new WrongState(Messages.startBeforeGrading, "NOT_STARTED")
    late = isLate(new Date(state.graded.deadline), now)
    challenged = state.graded.challenged || command.challenged
  } else if (isGradedRunning(state, now)) {
    // A fun submission answers with the correct answers, so it must not open a running graded attempt.
    throw new WrongState(Messages.finishGradedFirst, "GRADED_RUNNING")
  }
  const givenAnswers = keptAnswers(questions, command.givenAnswers)
  refuseMalformed(questions, givenAnswers)
  const graded = gradeAnswers(questions, late ? {} : givenAnswers)
  const results: QuestionResultData[] = questions.map((q, i) => {
    const result = graded.perQuestion[i]
    return {
      id: q.id,
      question: q.question,
      options: [...choicesOf(q)],
      given: givenAnswers[q.id] ?? null,
      correct_answer: keyText(q),
      explanation: q.explanation,
      is_correct: result?.isCorrect ?? false,
      ...(isMultipleChoice(q) ? {} : { kind: q.kind }),
      ...(result?.points === undefined ? {} : { points: result.points }),
    }
  })
  return [
    {
      type: "QuizAttemptCompleted",
      userId,
      quizId,
      topic: command.topic,
      level: command.level,
      graded: command.graded,
      challenged,
      late,
      givenAnswers,
      numberCorrect: graded.numberCorrect,
      numberQuestions: graded.numberQuestions,
      results,
      startedAt: command.graded ? (state.graded?.startedAt ?? null) : null,
      at: now.toISOString(),
    },
  ]
}

export type AttemptCommand = ({ readonly type: "StartAttempt" } & StartAttempt) | ({ readonly type: "CompleteAttempt" } & CompleteAttempt)

export const attemptDecider: Decider<AttemptCommand, AttemptState, QuizAttemptEvent> = {
  decide: (command, state) => (command.type === "StartAttempt" ? start(command, state) : complete(command, state)),
  evolve,
  initialState: { graded: null, gradedCompleted: false, funStarted: false },
  events: QuizAttemptEvent,
}

// The quiz aggregate (stream `quiz-<id>`): creation with a validated, answer-shuffled set of
// questions, admin corrections of one question at a time, and questions play flagged kept as they are.
import { type DroppedQuestion, type QuestionData, QuizEvent } from "#schemas/events/quiz.ts"
import * as Messages from "#schemas/messages.ts"

import type { Decider } from "../decider.ts"
import { Invalid, Missing, Unacceptable, WrongState } from "../domain-errors.ts"
import type { Level } from "../quiz/types.ts"
import { validateQuiz } from "../quiz/validate.ts"

export interface QuizState {
  readonly exists: boolean
  readonly questions: readonly QuestionData[]
}

const evolve = (state: QuizState, event: QuizEvent): QuizState => {
  switch (event.type) {
    case "QuizCreated":
      return { exists: true, questions: event.questions }
    case "QuestionUpdated":
      return { ...state, questions: state.questions.map((q) => (q.id === event.questionId ? event.after : q)) }
    case "QuestionKept":
      return state
  }
}

export const quizStream = (quizId: string): string => `quiz-${quizId}`

export interface CreateQuiz {
  readonly type: "CreateQuiz"
  readonly quizId: string
  readonly topic: string
  readonly level: Level
  readonly model: string
  readonly quality: "basic" | "high_quality" | "starter"
  /** Already shuffled by the caller (the server decides where correct answers go). */
  readonly questions: readonly QuestionData[]
  readonly createdBy: string | null
  /** Set when the quiz is made for a live round. */
  readonly liveRound?: { readonly groupId: string; readonly roundId: string }
  /** Generated questions not kept, and why. */
  readonly dropped?: readonly DroppedQuestion[]
  readonly now: Date
}

const create = (command: CreateQuiz, state: QuizState): QuizEvent[] => {
  if (state.exists) throw new WrongState("That quiz already exists.")
  const checked = validateQuiz({ topic: command.topic, level: command.level, questions: command.questions }, command.questions.length)
  if (!checked.ok) throw new Unacceptable(`The quiz is not valid: ${checked.problems.join(" ")}`)
  return [
    {
      type: "QuizCreated",
      quizId: command.quizId,
      topic: checked.quiz.topic,
      level: command.level,
      model: command.model,
      quality: command.quality,
      questions: checked.quiz.questions.map((q) => ({ ...q })),
      createdBy: command.createdBy,
      ...(command.liveRound ? { liveRound: { ...command.liveRound } } : {}),
      ...(command.dropped && command.dropped.length > 0 ? { dropped: command.dropped.map((d) => ({ ...d, options: [...d.options] })) } : {}),
      at: command.now.toISOString(),
    },
  ]
}

export interface UpdateQuestion {
  readonly type: "UpdateQuestion"
  readonly quizId: string
  readonly questionId: string
  readonly question: string
  readonly options: readonly string[]
  readonly correctAnswer: string
  readonly explanation: string
  readonly by: string
  readonly byUsername: string
  readonly now: Date
}

const update = (command: UpdateQuestion, state: QuizState): QuizEvent[] => {
  if (!state.exists) throw new Missing("No such quiz.")
  const before = state.questions.find((q) => q.id === command.questionId)
  if (!before) throw new Missing("No such question in that quiz.")
  const options = command.options.map((o) => o.trim()).filter((o) => o !== "")
  const after: QuestionData = {
    id: before.id,
    question: command.question.trim(),
    options,
    correct_answer: command.correctAnswer.trim(),
    explanation: command.explanation.trim(),
  }
  if (!options.includes(after.correct_answer)) throw new Invalid(Messages.correctAnswerInOptions)
  const checked = validateQuiz({ topic: "x", level: "elementary", questions: [after] }, 1)
  if (!checked.ok) throw new Invalid(checked.problems.join(" "))
  const unchanged = JSON.stringify(before) === JSON.stringify(after)
  if (unchanged) return []
  return [
    {
      type: "QuestionUpdated",
      quizId: command.quizId,
      questionId: command.questionId,
      before,
      after,
      by: command.by,
      byUsername: command.byUsername,
      at: command.now.toISOString(),
    },
  ]
}

export interface KeepQuestion {
  readonly type: "KeepQuestion"
  readonly quizId: string
  readonly questionId: string
  /** The question's counted answers now (the read model's), kept with the decision. */
  readonly answered: number
  readonly by: string
  readonly byUsername: string
  readonly now: Date
}

/** An admin keeps a question play flagged as it is. */
const keep = (command: KeepQuestion, state: QuizState): QuizEvent[] => {
  if (!state.exists || !state.questions.some((q) => q.id === command.questionId)) throw new Missing(Messages.questionNotFound)
  const { quizId, questionId, answered, by, byUsername } = command
  return [{ type: "QuestionKept", quizId, questionId, answered, by, byUsername, at: command.now.toISOString() }]
}

type QuizCommand = CreateQuiz | UpdateQuestion | KeepQuestion

const decide = (command: QuizCommand, state: QuizState): QuizEvent[] => {
  switch (command.type) {
    case "CreateQuiz":
      return create(command, state)
    case "UpdateQuestion":
      return update(command, state)
    case "KeepQuestion":
      return keep(command, state)
  }
}

export const quizDecider: Decider<QuizCommand, QuizState, QuizEvent> = {
  decide,
  evolve,
  initialState: { exists: false, questions: [] },
  events: QuizEvent,
}

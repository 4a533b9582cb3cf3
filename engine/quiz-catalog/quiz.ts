// The quiz aggregate (stream `quiz-<id>`): creation with a validated, answer-shuffled set of
// questions, admin corrections of one question at a time, questions play flagged kept as they are,
// questions whose source changed marked stale, and stale questions written again from their source.
import { type DroppedQuestion, type QuestionData, QuizEvent } from "#schemas/events/quiz.ts"
import * as Messages from "#schemas/messages.ts"
import { isMultipleChoice, KIND_NAMES, kindOf } from "#schemas/question-kinds.ts"

import type { Decider } from "../decider.ts"
import { Invalid, Missing, Unacceptable, WrongState } from "../domain-errors.ts"
import type { Level } from "../quiz/types.ts"
import { validateQuiz } from "../quiz/validate.ts"

export interface QuizState {
  readonly exists: boolean
  readonly questions: readonly QuestionData[]
  /** Ids of the questions marked stale and not written again since. */
  readonly stale: readonly string[]
}

const evolve = (state: QuizState, event: QuizEvent): QuizState => {
  switch (event.type) {
    case "QuizCreated":
      return { exists: true, questions: event.questions, stale: [] }
    case "QuestionUpdated":
      return {
        ...state,
        questions: state.questions.map((q) => (q.id === event.questionId ? event.after : q)),
        stale: state.stale.filter((id) => id !== event.questionId),
      }
    case "QuestionKept":
      return state
    case "QuestionsMarkedStale":
      return { ...state, stale: [...state.stale, ...event.questionIds.filter((id) => !state.stale.includes(id))] }
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
  if (!checked.ok) throw new Unacceptable(Messages.quizNotValid(checked.problems.join(" ")))
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

/** A question's fields as an edit brings them: everything but its id, in its kind's shape. */
export type QuestionChange = QuestionData extends infer Q ? (Q extends QuestionData ? Omit<Q, "id"> : never) : never

export interface UpdateQuestion {
  readonly type: "UpdateQuestion"
  readonly quizId: string
  readonly questionId: string
  readonly change: QuestionChange
  readonly by: string
  readonly byUsername: string
  readonly now: Date
}

/** The edited question: the change under the question's id, blank options dropped as the form leaves them. */
const edited = (before: QuestionData, change: QuestionChange): QuestionData => {
  if (change.kind !== undefined && change.kind !== "multiple_choice") return { ...change, id: before.id }
  // Multiple choice keeps the shape it was stored in: without `kind`, as before kinds existed, unless it named it.
  return {
    ...(before.kind === undefined ? {} : { kind: "multiple_choice" as const }),
    id: before.id,
    question: change.question,
    options: change.options.map((o) => o.trim()).filter((o) => o !== ""),
    correct_answer: change.correct_answer.trim(),
    explanation: change.explanation,
  }
}

/** Same fields, same values, whatever order the keys were written in. */
const sameQuestion = (a: QuestionData, b: QuestionData): boolean => {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()
  return JSON.stringify(a, keys) === JSON.stringify(b, keys)
}

const update = (command: UpdateQuestion, state: QuizState): QuizEvent[] => {
  if (!state.exists) throw new Missing("No such quiz.")
  const before = state.questions.find((q) => q.id === command.questionId)
  if (!before) throw new Missing("No such question in that quiz.")
  // An edit in another kind's shape would silently turn the question into that kind.
  if (kindOf(command.change) !== kindOf(before)) throw new Invalid(Messages.questionKindKept(KIND_NAMES[kindOf(before)]))
  const draft = edited(before, command.change)
  if (isMultipleChoice(draft) && !draft.options.includes(draft.correct_answer)) throw new Invalid(Messages.correctAnswerInOptions)
  const checked = validateQuiz({ topic: "x", level: "elementary", questions: [draft] }, 1)
  // Its first problem alone, a message the catalogue names, so the editor says it in the reader's language.
  if (!checked.ok) throw new Invalid(checked.problems[0]!)
  const after = checked.quiz.questions[0]!
  if (sameQuestion(before, after)) return []
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

export interface MarkStale {
  readonly type: "MarkStale"
  readonly quizId: string
  readonly questionIds: readonly string[]
  readonly source: { readonly kind: "recipe" | "post"; readonly id: string }
  readonly reason: "changed" | "deleted"
  readonly now: Date
}

/** Marks the questions drawn from a changed or deleted source; those already stale (or gone) are left out, so marking twice records nothing. */
const markStale = (command: MarkStale, state: QuizState): QuizEvent[] => {
  if (!state.exists) return []
  const questionIds = command.questionIds.filter((id) => !state.stale.includes(id) && state.questions.some((q) => q.id === id))
  if (questionIds.length === 0) return []
  const { quizId, source, reason } = command
  return [{ type: "QuestionsMarkedStale", quizId, questionIds, source: { ...source }, reason, at: command.now.toISOString() }]
}

export interface RegenerateQuestions {
  readonly type: "RegenerateQuestions"
  readonly quizId: string
  /** Each stale question's id and the question written again in its place (the same id, its new source). */
  readonly replacements: readonly { readonly questionId: string; readonly after: QuestionData }[]
  readonly by: string
  readonly byUsername: string
  readonly now: Date
}

/** Stale questions written again: each a QuestionUpdated (so its history keeps the old one), which ends its staleness. */
const regenerate = (command: RegenerateQuestions, state: QuizState): QuizEvent[] => {
  if (!state.exists) throw new Missing(Messages.quizNotFound)
  return command.replacements.map(({ questionId, after }) => {
    const before = state.questions.find((q) => q.id === questionId)
    if (!before || !state.stale.includes(questionId)) throw new WrongState(Messages.questionNotStale)
    const checked = validateQuiz({ topic: "x", level: "elementary", questions: [{ ...after, id: questionId }] }, 1)
    if (!checked.ok) throw new Unacceptable(Messages.questionNotValid(checked.problems.join(" ")))
    return {
      type: "QuestionUpdated" as const,
      quizId: command.quizId,
      questionId,
      before,
      after: checked.quiz.questions[0]!,
      by: command.by,
      byUsername: command.byUsername,
      at: command.now.toISOString(),
    }
  })
}

type QuizCommand = CreateQuiz | UpdateQuestion | KeepQuestion | MarkStale | RegenerateQuestions

const decide = (command: QuizCommand, state: QuizState): QuizEvent[] => {
  switch (command.type) {
    case "CreateQuiz":
      return create(command, state)
    case "UpdateQuestion":
      return update(command, state)
    case "KeepQuestion":
      return keep(command, state)
    case "MarkStale":
      return markStale(command, state)
    case "RegenerateQuestions":
      return regenerate(command, state)
  }
}

export const quizDecider: Decider<QuizCommand, QuizState, QuizEvent> = {
  decide,
  evolve,
  initialState: { exists: false, questions: [], stale: [] },
  events: QuizEvent,
}

// What a player asks the generator for, and how each level is explained to the model.
import type { QuestionSource } from "#schemas/events/quiz.ts"
import { DEFAULT_KINDS, QUESTION_KINDS, type QuestionKind } from "#schemas/question-kinds.ts"

import type { Level } from "../quiz/types.ts"

export interface GenerationRequest {
  readonly topic: string
  readonly level: Level
  /** Questions wanted, 1 to 25. */
  readonly number: number
  /** The kinds of question to mix; multiple choice only when absent. */
  readonly kinds?: readonly QuestionKind[]
  /** The passages of a source (a recipe, a post, a page…) the questions are drawn from; the topic is then the source's title. */
  readonly excerpts?: readonly QuestionSource[]
}

/** The request's kinds, each once, in the canonical order; multiple choice alone when none are named. */
export const kindsOf = (request: GenerationRequest): readonly QuestionKind[] => {
  const asked = new Set(request.kinds ?? [])
  const kinds = QUESTION_KINDS.filter((kind) => asked.has(kind))
  return kinds.length > 0 ? kinds : DEFAULT_KINDS
}

/** Whether the request asks for anything but today's multiple choice (and so for the mixed shape). */
export const isMixed = (request: GenerationRequest): boolean => kindsOf(request).some((kind) => kind !== "multiple_choice")

/** The audience each level is written for; the model only sees the level through this. */
export const levelGuidance: Record<Level, string> = {
  elementary: "elementary school (ages 8 to 11): short sentences, everyday words, one simple fact or idea per question",
  high_school: "high school (ages 14 to 18): clear wording, core facts and vocabulary, some questions that ask why or how",
  honors: "honors high school: specific details, cause and effect, and questions that need a step of reasoning",
  university: "university: precise terminology, mechanisms and trade-offs, and applied questions an expert would find fair",
}

/** A level as players see it, e.g. "high school". */
export const levelName = (level: Level): string => level.replace("_", " ")

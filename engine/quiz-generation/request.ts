// What a player asks the generator for, and how each level is explained to the model.
import type { Level } from "../quiz/types.ts"

export interface GenerationRequest {
  readonly topic: string
  readonly level: Level
  /** Questions wanted, 1 to 25. */
  readonly number: number
}

/** The audience each level is written for; the model only sees the level through this. */
export const levelGuidance: Record<Level, string> = {
  elementary: "elementary school (ages 8 to 11): short sentences, everyday words, one simple fact or idea per question",
  high_school: "high school (ages 14 to 18): clear wording, core facts and vocabulary, some questions that ask why or how",
  honors: "honors high school: specific details, cause and effect, and questions that need a step of reasoning",
  university: "university: precise terminology, mechanisms and trade-offs, and applied questions an expert would find fair",
}

/** A level as players see it, e.g. "high school". */
export const levelName = (level: Level): string => level.replace("_", " ")

// The quizzes shipped with the site: eight homesteading topics across all four levels.
import { adirondacks } from "./adirondacks.ts"
import { backyardChickens } from "./backyard-chickens.ts"
import { beekeeping } from "./beekeeping.ts"
import { canning } from "./canning.ts"
import { composting } from "./composting.ts"
import { desertGardening } from "./desert-gardening.ts"
import { sourdough } from "./sourdough.ts"
import type { StarterQuiz } from "./starter-quiz.ts"
import { waterHarvesting } from "./water-harvesting.ts"

export type { StarterQuiz } from "./starter-quiz.ts"

export const starterLibrary: readonly StarterQuiz[] = [
  desertGardening,
  backyardChickens,
  canning,
  composting,
  beekeeping,
  waterHarvesting,
  adirondacks,
  sourdough,
]

export const starterQuizById = (id: string): StarterQuiz | undefined => starterLibrary.find((quiz) => quiz.id === id)

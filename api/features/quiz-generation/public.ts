// Quiz generation: GET /api/quiz makes a quiz with the AI provider (or serves a stored one by
// id), within each caller's allowance. The live game has its rounds' quizzes made by
// `generateAndStoreQuiz`.
import { GuestGenerations } from "./guest-limits.ts"
import { quizGenerationHandlers, type QuizGenerationHandlersDeps } from "./handlers.ts"

export { QuizGenerationGroup } from "./group.ts"
export { generateAndStoreQuiz, type GeneratorDeps, UnusableQuiz } from "./quiz-generator.ts"

export type QuizGenerationDeps = Omit<QuizGenerationHandlersDeps, "guests">

export const makeQuizGeneration = (deps: QuizGenerationDeps) => ({
  // Guests' generations per client address, in this process's memory.
  handlers: quizGenerationHandlers({ ...deps, guests: new GuestGenerations() }),
})

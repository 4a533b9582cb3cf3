// Quiz generation: GET /api/quiz makes a quiz with the AI provider (or serves a stored one by
// id), within each caller's allowance. The live game has its rounds' quizzes made by
// `generateAndStoreQuiz`.
import type { SharedLimits } from "#api/platform/limits/shared-limits.ts"

import { newGuestGenerations } from "./guest-limits.ts"
import { quizGenerationHandlers, type QuizGenerationHandlersDeps } from "./handlers.ts"

export { QuizGenerationGroup } from "./group.ts"
export { highQualityRemaining, takeBasicSlot, takeHighQualitySlot } from "./guest-limits.ts"
export { generateAndStoreQuiz, type GeneratorDeps, UnusableQuiz, writeCheckedQuiz } from "./quiz-generator.ts"

export type QuizGenerationDeps = Omit<QuizGenerationHandlersDeps, "guests"> & { readonly limits: SharedLimits }

export const makeQuizGeneration = (deps: QuizGenerationDeps) => ({
  // Guests' generations per client address, in the shared limits' store.
  handlers: quizGenerationHandlers({ ...deps, guests: newGuestGenerations(deps.limits) }),
})

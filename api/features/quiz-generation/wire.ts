// The answer of GET /api/quiz: the quiz in the players' shape (the catalog's), with the
// High-quality quizzes the player has left today.
import { toPlayerQuiz } from "#api/features/quiz-catalog/public.ts"
import type { GeneratedQuiz } from "#schemas/api/quiz-generation.ts"

import type { ServedQuiz } from "./generate-flow.ts"

export const toGeneratedQuiz = (served: ServedQuiz): GeneratedQuiz => ({ ...toPlayerQuiz(served.quiz), quizzes_remaining: served.quizzesRemaining })

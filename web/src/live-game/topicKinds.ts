// A live topic's mix of kinds of question, as game_add_quiz_params takes it: the generator's form
// ("true_false,slider", schemas/api/quiz-generation.ts), left out for multiple choice alone.
import type { QuestionKind } from "#schemas/question-kinds.ts"

export const kindsParam = (kinds: readonly QuestionKind[]): { kinds?: string } =>
  kinds.some((kind) => kind !== "multiple_choice") ? { kinds: kinds.join(",") } : {}

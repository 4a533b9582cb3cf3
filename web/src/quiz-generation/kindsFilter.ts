// Which earlier quizzes the chooser lists for the kinds of question a player ticked.
import type { QuestionKind } from "#schemas/question-kinds.ts"

/** The quizzes made only of `kinds`: a player who leaves sliders unticked sees no quiz that has one. */
export const quizzesOfKinds = <Q extends { readonly kinds: readonly QuestionKind[] }>(quizzes: readonly Q[], kinds: readonly QuestionKind[]): Q[] =>
  quizzes.filter((quiz) => quiz.kinds.every((kind) => kinds.includes(kind)))

// The quiz catalog: stored quizzes as players browse them (lists, one quiz without its
// answers, ratings), the quiz admins' tools (a question's history, a player's password) and
// the starter library stored at every start. Quiz generation serves a stored quiz with
// `quizForPlayer` and `toPlayerQuiz`.
import { quizAdminHandlers, type QuizAdminHandlersDeps } from "./admin-handlers.ts"
import { quizCatalogHandlers, type QuizCatalogHandlersDeps } from "./handlers.ts"
import { seedStarterLibrary, type StarterLibraryDeps } from "./starter-library.ts"

export { QuizAdminGroup } from "./admin-group.ts"
export { QuizCatalogGroup } from "./group.ts"
export { quizForPlayer } from "./player-quiz.ts"
export { toPlayerQuiz } from "./quiz-wire.ts"

export type QuizCatalogDeps = QuizCatalogHandlersDeps & QuizAdminHandlersDeps & StarterLibraryDeps

export const makeQuizCatalog = (deps: QuizCatalogDeps) => ({
  catalogHandlers: quizCatalogHandlers(deps),
  adminHandlers: quizAdminHandlers(deps),
  /** At every start: the starter library's quizzes not stored yet. */
  seedStarterLibrary: () => seedStarterLibrary(deps),
})

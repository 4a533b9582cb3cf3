// Quizzes from a source: POST /api/quiz/source makes a quiz from a recipe, a post, a category of
// either, pasted text, a web page or a PDF, each question keeping its passage (and POST
// /api/dashboard/quiz/source the same for the site's owner); questions drawn from
// a recipe or post that changes or goes are recorded stale in the background, listed for the quiz
// admins and written again in one click.
import { ownerQuizSourcesHandlers, quizSourcesHandlers, type QuizSourcesHandlersDeps, staleQuestionsHandlers } from "./handlers.ts"
import { markStaleInBackground, type StaleMarkerDeps } from "./stale-marker.ts"

export { quizSourcesBodyLimits } from "./body-limits.ts"
export { OwnerQuizSourcesGroup, QuizSourcesGroup, StaleQuestionsGroup } from "./group.ts"

export type QuizSourcesDeps = QuizSourcesHandlersDeps &
  Pick<StaleMarkerDeps, "projector"> & {
    /** Something to close with the server. */
    readonly onClose: (cleanup: () => Promise<void> | void) => void
  }

export const makeQuizSources = (deps: QuizSourcesDeps) => ({
  handlers: quizSourcesHandlers(deps),
  /** The owner's, behind OwnerSession. */
  ownerHandlers: ownerQuizSourcesHandlers(deps),
  staleHandlers: staleQuestionsHandlers(deps),
  /** Records questions stale as their recipes and posts change, from now until the server closes. */
  markStaleInBackground: () => deps.onClose(markStaleInBackground(deps)),
})

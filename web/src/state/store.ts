import { createOwnerState } from "./owner.ts"
import { createQuizState } from "./quiz.ts"

// The app's single state instances, bound to the browser's storages.
export const owner = createOwnerState(window.localStorage)
export const quiz = createQuizState(window.localStorage, window.sessionStorage)

/** Owner logout wipes localStorage, which also holds the quiz user; keep the quiz signals in step with it. */
export function ownerLogout() {
  owner.logout()
  quiz.reload()
}

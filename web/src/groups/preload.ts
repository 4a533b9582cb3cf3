// After a quiz sign-in the client loads the player's groups, challenges and open quizzes (docs/product.md §4).
import { quiz } from "#web/state/store.ts"

import { fetchQuizList } from "../quiz-play/gameApi.ts"
import { loadChallenges, loadGroups } from "./groupsApi.ts"

/**
 * `signedInNow`: a sign-in just happened, so everything is loaded. Otherwise (a page load with a
 * stored user) only the lists this browser session does not hold yet. Failures are only logged:
 * the screens that show these lists load them again and report their own errors.
 */
export async function preloadQuizLists(signedInNow: boolean): Promise<void> {
  const wanted: Promise<unknown>[] = []
  if (signedInNow || quiz.quizGroups.peek() === null) wanted.push(loadGroups())
  if (signedInNow || quiz.quizChallenges.peek() === null) wanted.push(loadChallenges())
  if (signedInNow || quiz.quizList.peek() === null) wanted.push(fetchQuizList(true).then((list) => quiz.setQuizList(list)))
  for (const result of await Promise.allSettled(wanted)) {
    if (result.status === "rejected") console.warn("Could not preload a quiz list", result.reason)
  }
}

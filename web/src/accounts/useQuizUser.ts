import { useSignals } from "@preact/signals-react/runtime"

import { quiz } from "../state/store.ts"
import type { QuizUserInfo } from "../state/types.ts"

/** The signed-in quiz user, re-rendering the caller when it changes. */
export function useQuizUser(): QuizUserInfo | null {
  useSignals()
  return quiz.quizUserInfo.value
}

// The generation loop: ask, check (shape and rules, then the cheap quality checks), and on an
// unusable answer ask again with the problems,
// a bounded number of times. The model is reached through `complete`, so the loop is
// tested with scripted answers; provider failures (time-outs, HTTP errors) are thrown by
// `complete` and pass straight through: they are not the model's content to correct.
import { type Random, shuffleAnswersBalanced } from "../quiz/shuffle.ts"
import type { QuizDraft } from "../quiz/types.ts"
import { checkGeneratedQuiz } from "./parse.ts"
import { type ChatMessage, generationMessages, retryMessages } from "./prompt.ts"
import { qualityProblems } from "./quality.ts"
import type { GenerationRequest } from "./request.ts"

export interface RetryPolicy {
  /** Answers asked for in all, the first included. */
  readonly maxAttempts: number
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 3 }

export type Completion = (messages: readonly ChatMessage[]) => Promise<string>

export type GenerationOutcome =
  | { readonly ok: true; readonly quiz: QuizDraft; readonly attempts: number }
  | { readonly ok: false; readonly problems: readonly string[]; readonly attempts: number }

export interface GenerationDeps {
  readonly complete: Completion
  readonly newId: () => string
  readonly random: Random
}

/** Whether another attempt follows the `attempt`-th (1-based) unusable answer. */
export const shouldRetry = (attempt: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): boolean => attempt < Math.max(1, Math.floor(policy.maxAttempts))

export const generateQuiz = async (
  deps: GenerationDeps,
  request: GenerationRequest,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): Promise<GenerationOutcome> => {
  let messages = generationMessages(request)
  for (let attempt = 1; ; attempt++) {
    const answer = await deps.complete(messages)
    const parsed = checkGeneratedQuiz(answer, request, deps.newId)
    // Well-formed, it must also not give its answers away (quality.ts).
    const flaws = parsed.ok ? qualityProblems(parsed.value) : []
    const checked = parsed.ok && flaws.length > 0 ? { ok: false as const, problems: flaws } : parsed
    if (checked.ok) {
      // Models favour one slot for the right answer; spread it over a–e before storing.
      const questions = shuffleAnswersBalanced(checked.value.questions, deps.random)
      return { ok: true, quiz: { ...checked.value, questions }, attempts: attempt }
    }
    if (!shouldRetry(attempt, policy)) return { ok: false, problems: checked.problems, attempts: attempt }
    messages = retryMessages(request, answer, checked.problems)
  }
}

// The generation loop: ask, check the shape and rules, and on an unusable answer ask again with
// the problems, a bounded number of times. Then each question is held to the cheap checks
// (quality.ts) and, with a checker, its key to a blind check (verify.ts): questions that fail are
// written again once (one request for all of them) and checked in turn, and those failing again
// are dropped, so what is stored has passed. The models are reached through `complete` and `check`, so the loop is tested with
// scripted answers; provider failures (time-outs, HTTP errors) are thrown by them and pass
// straight through: they are not the model's content to correct.
import type { DroppedQuestion } from "#schemas/events/quiz.ts"

import { readableQuestion } from "../quiz/kinds/question-kind.ts"
import { type Random, shuffleAnswersBalanced } from "../quiz/shuffle.ts"
import type { QuizDraft, QuizQuestion } from "../quiz/types.ts"
import { normaliseText } from "../quiz/validate.ts"
import { checkGeneratedQuiz } from "./parse.ts"
import { withPassages } from "./passages.ts"
import { type ChatMessage, generationMessages, retryMessages } from "./prompt.ts"
import { questionFlaws } from "./quality.ts"
import type { GenerationRequest } from "./request.ts"
import { checkMessages, disagreement, isBlindCheckable, readCheck } from "./verify.ts"

export interface RetryPolicy {
  /** Answers asked for in all, the first included. */
  readonly maxAttempts: number
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 3 }

export type Completion = (messages: readonly ChatMessage[]) => Promise<string>

export type GenerationOutcome =
  | {
      readonly ok: true
      readonly quiz: QuizDraft
      /** Answers asked of the writing model, the questions asked again after the check included. */
      readonly attempts: number
      /** Questions written but not kept, with why (verify.ts). */
      readonly dropped: readonly DroppedQuestion[]
    }
  | { readonly ok: false; readonly problems: readonly string[]; readonly attempts: number }

export interface GenerationDeps {
  readonly complete: Completion
  /** The blind check of the keys (verify.ts); without it every usable quiz is kept as written. */
  readonly check?: Completion
  readonly newId: () => string
  readonly random: Random
}

/** Rounds of checks: of the quiz, then of the questions written again for those that failed. Failing twice drops a question. */
export const CHECK_ROUNDS = 2

/** Whether another attempt follows the `attempt`-th (1-based) unusable answer. */
export const shouldRetry = (attempt: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): boolean => attempt < Math.max(1, Math.floor(policy.maxAttempts))

type Drafted =
  | { readonly ok: true; readonly quiz: QuizDraft; readonly attempts: number }
  | { readonly ok: false; readonly problems: readonly string[]; readonly attempts: number }

/** Asks until the answer is a usable quiz (or the policy's attempts are spent). */
const draftQuiz = async (deps: GenerationDeps, request: GenerationRequest, policy: RetryPolicy): Promise<Drafted> => {
  let messages = generationMessages(request)
  for (let attempt = 1; ; attempt++) {
    const answer = await deps.complete(messages)
    const checked = checkGeneratedQuiz(answer, request, deps.newId)
    if (checked.ok) {
      // Models favour one slot for the right answer; spread it over a–e before it is checked and stored.
      // A source quiz's questions keep the passage each was drawn from (shown after answering, checked against).
      const questions = withPassages(shuffleAnswersBalanced(checked.value.questions, deps.random), request.excerpts)
      return { ok: true, quiz: { ...checked.value, questions }, attempts: attempt }
    }
    if (!shouldRetry(attempt, policy)) return { ok: false, problems: checked.problems, attempts: attempt }
    messages = retryMessages(request, answer, checked.problems)
  }
}

/** The check's choices for the questions, asked once more if its first answer cannot be read; null if neither can. */
const checkKeys = async (check: Completion, questions: readonly QuizQuestion[]): Promise<(number | null)[] | null> => {
  const messages = checkMessages(questions)
  return readCheck(await check(messages), questions) ?? readCheck(await check(messages), questions)
}

const droppedAs = (q: QuizQuestion, reason: string): DroppedQuestion => {
  const { question, options, correct_answer } = readableQuestion(q)
  return { question, options, correct_answer, reason }
}

export const generateQuiz = async (
  deps: GenerationDeps,
  request: GenerationRequest,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): Promise<GenerationOutcome> => {
  const first = await draftQuiz(deps, request, policy)
  if (!first.ok) return first

  const kept: QuizQuestion[] = []
  const dropped: DroppedQuestion[] = []
  let attempts = first.attempts
  let toCheck = first.quiz.questions
  for (let round = 1; toCheck.length > 0; round++) {
    // The cheap checks first (quality.ts); only questions without a flaw are put to the blind check.
    const failed: DroppedQuestion[] = []
    const clean: QuizQuestion[] = []
    for (const q of toCheck) {
      const flaw = questionFlaws(q)[0]
      if (flaw === undefined) clean.push(q)
      else failed.push(droppedAs(q, flaw))
    }
    // Kinds whose key is not an option pass on their cheap checks; the others on the blind check too.
    const blind = clean.filter(isBlindCheckable)
    const refused = new Set<QuizQuestion>()
    if (deps.check && blind.length > 0) {
      const chosen = await checkKeys(deps.check, blind)
      if (chosen === null) return { ok: false, problems: ["The check of the quiz's answers could not be read."], attempts }
      blind.forEach((q, i) => {
        const why = disagreement(q, chosen[i]!)
        if (why === null) return
        refused.add(q)
        failed.push(droppedAs(q, why))
      })
    }
    // Kept in the order written.
    kept.push(...clean.filter((q) => !refused.has(q)))
    dropped.push(...failed)
    if (failed.length === 0 || round >= CHECK_ROUNDS) break
    // The failed ones are written again, checked in turn; a question already kept is not asked twice.
    const again = await draftQuiz(deps, { ...request, number: failed.length }, policy)
    attempts += again.attempts
    if (!again.ok) break
    const seen = new Set(kept.map((q) => normaliseText(q.question)))
    toCheck = again.quiz.questions.filter((q) => !seen.has(normaliseText(q.question)))
  }
  if (kept.length === 0) return { ok: false, problems: ["No question passed the checks."], attempts }
  return { ok: true, quiz: { ...first.quiz, questions: shuffleAnswersBalanced(kept, deps.random) }, attempts, dropped }
}

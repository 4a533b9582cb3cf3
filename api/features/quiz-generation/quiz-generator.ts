// Generating a quiz with the AI provider and storing it: the model is asked (and asked
// again) until its answer passes the quiz rules, then the quiz becomes a QuizCreated event.
// Nothing is stored unless a usable quiz came back.
import { randomUUID } from "node:crypto"

import { type Ai, charged } from "#api/platform/ai/charge.ts"
import { type CallObserver, counted } from "#api/platform/ai/counted.ts"
import type { ModelTier } from "#api/platform/ai/provider.ts"
import type { CommandDeps } from "#engine/command.ts"
import type { QuizDraft } from "#engine/quiz/types.ts"
import { createQuiz } from "#engine/quiz-catalog/commands.ts"
import { QUIZ_FORMAT_NAME, quizJsonSchema } from "#engine/quiz-generation/answer-schema.ts"
import { DEFAULT_RETRY_POLICY, generateQuiz, type RetryPolicy } from "#engine/quiz-generation/generate.ts"
import type { ChatMessage } from "#engine/quiz-generation/prompt.ts"
import type { GenerationRequest } from "#engine/quiz-generation/request.ts"
import { CHECK_FORMAT_NAME, checkJsonSchema } from "#engine/quiz-generation/verify.ts"
import type { DroppedQuestion } from "#schemas/events/quiz.ts"
import * as Messages from "#schemas/messages.ts"

export class UnusableQuiz extends Error {
  readonly _tag = "UnusableQuiz"
  constructor(readonly problems: readonly string[]) {
    super(Messages.aiUnusableQuiz)
  }
}

/** What generating needs: the provider and its day's spend, the command runner, and the metrics and log the calls are counted in. */
export interface GeneratorDeps extends CallObserver {
  readonly ai: Ai
  readonly commands: CommandDeps
}

export interface GenerateAndStore {
  readonly request: GenerationRequest
  readonly tier: ModelTier
  /** The quiz user asking, whose account each provider call is charged to; null for guests. */
  readonly createdBy: string | null
  /** The live round the quiz is made for (its answers are held until the round ends). */
  readonly liveRound?: { readonly groupId: string; readonly roundId: string }
  readonly policy?: RetryPolicy
}

/** The questions written and checked for `input`, with the model that wrote them; nothing stored. Throws AiError or UnusableQuiz. */
export const writeCheckedQuiz = async (
  deps: GeneratorDeps,
  input: GenerateAndStore,
): Promise<{ readonly quiz: QuizDraft; readonly dropped: readonly DroppedQuestion[]; readonly model: string }> => {
  const payer = input.createdBy === null ? "guest" : { userId: input.createdBy }
  const provider = counted(charged(deps.ai.providers.provider(input.tier), deps.ai, payer, input.liveRound ? "live" : "solo"), deps, "quiz")
  const schema = quizJsonSchema(input.request)
  // The check answers on the Basic model, charged like the quiz's own calls.
  const checker = deps.ai.checkAnswers ? counted(charged(deps.ai.providers.provider("basic"), deps.ai, payer, "verification"), deps, "quiz_check") : undefined
  const checkSchema = checkJsonSchema()
  const outcome = await generateQuiz(
    {
      complete: (messages) => provider.chatJson(messages, { name: QUIZ_FORMAT_NAME, schema }),
      ...(checker ? { check: (messages: readonly ChatMessage[]) => checker.chatJson(messages, { name: CHECK_FORMAT_NAME, schema: checkSchema }) } : {}),
      newId: randomUUID,
      random: Math.random,
    },
    input.request,
    input.policy ?? DEFAULT_RETRY_POLICY,
  )
  if (!outcome.ok) {
    deps.log.warn(
      { model: provider.model, attempts: outcome.attempts },
      `Quiz generation gave up after ${outcome.attempts} unusable answers: ${outcome.problems.slice(0, 5).join(" ")}`,
    )
    throw new UnusableQuiz(outcome.problems)
  }
  return { quiz: outcome.quiz, dropped: outcome.dropped, model: provider.model }
}

/** Generates, checks and stores a quiz; answers its id. Throws AiError or UnusableQuiz otherwise. */
export const generateAndStoreQuiz = async (deps: GeneratorDeps, input: GenerateAndStore): Promise<string> => {
  const outcome = await writeCheckedQuiz(deps, input)
  const quizId = randomUUID()
  await createQuiz(deps.commands, {
    quizId,
    topic: outcome.quiz.topic,
    level: outcome.quiz.level,
    model: outcome.model,
    quality: input.tier,
    questions: outcome.quiz.questions,
    createdBy: input.createdBy,
    ...(input.liveRound ? { liveRound: input.liveRound } : {}),
    dropped: outcome.dropped,
    now: new Date(),
  })
  return quizId
}

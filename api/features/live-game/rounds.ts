// Starting a round: the start is decided first (RoundRequested takes the oldest waiting
// topic, and every player sees game_started), then this node asks the quiz generator for
// that topic with the basic model, stores the quiz like any generated quiz, and decides
// RoundStarted with the quiz in it. If no quiz can be had (no provider configured, the
// provider down, an unusable answer) the round fails: the topic goes back to the front of
// the queue, the game returns to the lobby and the starter's ack says why. If this node
// dies while generating, the request expires (rules.ts) and any node's room fails it.
//
// The generation is charged to the starter, like a solo Basic quiz (one of their
// AI_BASIC_DAILY_LIMIT, and each provider call to their account's share of the site's day),
// and to the group's LIVE_ROUNDS_PER_GROUP_PER_DAY. A start that any of them refuses is
// answered with the reason before anything is stored; one that loses a race for the last
// allowance to a simultaneous start fails like a failed quiz.
import { randomUUID } from "node:crypto"

import type { Kysely } from "kysely"

import { generateAndStoreQuiz, type GeneratorDeps, UnusableQuiz } from "#api/features/quiz-generation/public.ts"
import { spentAllowance } from "#api/platform/ai/charge.ts"
import { isAiError } from "#api/platform/ai/errors.ts"
import { generationKey, liveRoundsKey } from "#api/platform/ai/spend.ts"
import type { Config } from "#api/platform/config.ts"
import type { LiveCommand } from "#engine/live-game/decide.ts"
import { editableQuestion } from "#engine/quiz/kinds/question-kind.ts"
import type { DB } from "#projections/db.ts"
import { liveRoundStateOfQuiz } from "#projections/live-game/live-round-quizzes.queries.ts"
import { findQuiz } from "#projections/quiz-catalog/quizzes.queries.ts"
import type { RoundQuiz } from "#schemas/events/live-game.ts"
import { LIVE_ROUNDS_PER_GROUP_PER_DAY } from "#schemas/live-rules.ts"
import * as Messages from "#schemas/messages.ts"
import { isLevel } from "#schemas/quiz-rules.ts"

import type { Outcome } from "./room.ts"
import type { LiveRooms } from "./rooms.ts"

/** What starting a round needs: the quiz generator's own deps (the AI, the command runner, metrics and log) and these. */
export interface RoundDeps extends GeneratorDeps {
  readonly db: Kysely<DB>
  /** AI_BASIC_DAILY_LIMIT (the starter's Basic generations a day) and the pace of a question-by-question round. */
  readonly config: Pick<Config, "basicDailyLimit" | "liveQuestion">
}

export const roundQuizOf = (row: NonNullable<Awaited<ReturnType<typeof findQuiz>>>): RoundQuiz => ({
  id: row.id,
  topic: row.topic,
  level: row.level,
  model: row.model,
  quality: row.quality,
  created_at: row.created_at.toISOString(),
  // Every kind, each in the shape every reader knows and, beyond multiple choice, as stored (to grade it).
  questions: row.questions.map(editableQuestion),
})

/** What the starter hears: the round began, or why not. */
export type StartResult = { readonly ok: true; readonly outcome: Outcome } | { readonly ok: false; readonly message: string }

/** Why `userId` may not start a round of `groupId` today, or undefined; reads the counters, takes nothing. */
const spentToday = async (deps: RoundDeps, groupId: string, userId: string, day: Date): Promise<string | undefined> => {
  const spend = deps.ai.spend
  if ((await spend.spentToday(generationKey(userId, "basic"), day)) >= deps.config.basicDailyLimit)
    return Messages.liveStarterDailyLimit(deps.config.basicDailyLimit)
  if ((await spend.spentToday(liveRoundsKey(groupId), day)) >= LIVE_ROUNDS_PER_GROUP_PER_DAY)
    return Messages.liveGroupDailyRounds(LIVE_ROUNDS_PER_GROUP_PER_DAY)
  return spentAllowance(deps.ai, { userId }, day)
}

/** Takes the starter's Basic generation and the group's round, or says which is spent. Never given back. */
const takeAllowances = async (deps: RoundDeps, groupId: string, userId: string, day: Date): Promise<string | undefined> => {
  const spend = deps.ai.spend
  if (!(await spend.take(generationKey(userId, "basic"), deps.config.basicDailyLimit, day))) return Messages.liveStarterDailyLimit(deps.config.basicDailyLimit)
  if (!(await spend.take(liveRoundsKey(groupId), LIVE_ROUNDS_PER_GROUP_PER_DAY, day))) return Messages.liveGroupDailyRounds(LIVE_ROUNDS_PER_GROUP_PER_DAY)
  return undefined
}

/**
 * A PIN game's round on a stored quiz its host chose (the library's, their own, any the quiz
 * list shows): nothing is generated or charged, and a quiz a live round is holding is refused.
 */
const startStoredRound = async (
  deps: RoundDeps,
  games: Pick<LiveRooms, "submit">,
  groupId: string,
  userId: string,
  quizId: string,
  now: () => Date,
): Promise<StartResult> => {
  const row = await findQuiz(deps.db, quizId)
  if (!row || row.questions.length === 0) return { ok: false, message: Messages.quizNotFound }
  if ((await liveRoundStateOfQuiz(deps.db, row)) === "held") return { ok: false, message: Messages.quizHeldForLiveRound }
  if (!isLevel(row.level)) return { ok: false, message: Messages.quizNotFound }
  const quiz = roundQuizOf(row)
  const ref = { id: row.id, topic: row.topic, level: row.level, number: row.questions.length }
  const requested = await games.submit(groupId, () => ({ type: "Start", userId, roundId: randomUUID(), at: now(), quiz: ref }))
  if (!requested.ok) return { ok: false, message: requested.error.message }
  const request = requested.events.find((e) => e.type === "RoundRequested")
  if (request?.type !== "RoundRequested") return { ok: false, message: Messages.liveRoundRunning }
  const pace = { answerMs: deps.config.liveQuestion.answerSeconds * 1000, leaderboardMs: deps.config.liveQuestion.leaderboardSeconds * 1000 }
  const begun = await games.submit(groupId, () => ({ type: "BeginRound", roundId: request.roundId, quiz, at: now(), pace }))
  return begun.ok ? { ok: true, outcome: begun } : { ok: false, message: begun.error.message }
}

export const startRound = async (
  deps: RoundDeps,
  games: Pick<LiveRooms, "submit">,
  groupId: string,
  userId: string,
  now: () => Date = () => new Date(),
  /** A stored quiz instead of the next topic (PIN games). */
  quizId?: string,
): Promise<StartResult> => {
  if (quizId !== undefined) return startStoredRound(deps, games, groupId, userId, quizId, now)
  const spent = await spentToday(deps, groupId, userId, now())
  if (spent !== undefined) return { ok: false, message: spent }
  const requested = await games.submit(groupId, () => ({ type: "Start", userId, roundId: randomUUID(), at: now() }))
  if (!requested.ok) return { ok: false, message: requested.error.message }
  const request = requested.events.find((e) => e.type === "RoundRequested")
  if (request?.type !== "RoundRequested") return { ok: false, message: Messages.liveRoundRunning }
  const { roundId } = request

  const fail = async (message: string): Promise<StartResult> => {
    await games.submit(groupId, (): LiveCommand => ({ type: "FailRound", roundId, message, at: now() }))
    return { ok: false, message }
  }

  let quiz: RoundQuiz
  try {
    deps.ai.providers.provider("basic") // throws AiNotConfigured before any allowance is used
    const refused = await takeAllowances(deps, groupId, userId, now())
    if (refused !== undefined) return fail(refused)
    // Charged to the starter (request.requestedBy), whose quiz it is.
    const quizId = await generateAndStoreQuiz(deps, {
      // The topic's mix of kinds, as the solo generator takes it.
      request: { topic: request.topic, level: request.level, number: request.number, ...(request.kinds && { kinds: request.kinds }) },
      tier: "basic",
      createdBy: request.requestedBy,
      liveRound: { groupId, roundId },
    })
    const row = await findQuiz(deps.db, quizId)
    if (!row) return fail(Messages.serverTrouble)
    quiz = roundQuizOf(row)
  } catch (error) {
    if (isAiError(error) || error instanceof UnusableQuiz) return fail(error.message)
    deps.log.error({ err: error, groupId }, "Making a live round's quiz failed")
    return fail(Messages.serverTrouble)
  }
  // The server's pace, used if the room plays this round question by question.
  const pace = { answerMs: deps.config.liveQuestion.answerSeconds * 1000, leaderboardMs: deps.config.liveQuestion.leaderboardSeconds * 1000 }
  const begun = await games.submit(groupId, () => ({ type: "BeginRound", roundId, quiz, at: now(), pace }))
  return begun.ok ? { ok: true, outcome: begun } : { ok: false, message: begun.error.message }
}

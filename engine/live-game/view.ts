// The live game state players see (docs/product.md §3): what every game_update carries. Built from
// the game alone, so every node shows the same state for the same stream revision. The
// round's quiz is shown as players see quizzes: no correct answers, no explanations.
//
// Every player of a game receives every update, so the lists are capped at LIVE_LIST_CAP
// rows (leaders first) with counts of the whole, and each player gets their own rows
// (`youOf`, cheap per player) in a message of their own.
import {
  LIVE_LIST_CAP,
  LIVE_TEAM_MEMBERS_CAP,
  type LiveGameState,
  type LiveQuestionRound,
  type LiveTeams,
  type LiveYou,
} from "#schemas/api/live-game-socket.ts"
import type { PlayerQuiz } from "#schemas/api/quiz.ts"
import type { PlayerTotal, RoundQuiz, RoundScore } from "#schemas/events/live-game.ts"
import { answerLimitMs } from "#schemas/live-question-rules.ts"

import { toPlayerQuestion } from "../quiz/kinds/player-question.ts"
import { questionOf } from "./kinds.ts"
import { distributionOf } from "./picks.ts"
import { ROUND_GRACE_MS } from "./rules.ts"
import { type Standing, standings } from "./standings.ts"
import { highScorePlayers, isGroupReady, type LiveGame, type LiveGameContext, type Participant, playerClosesAt, questionClosesAt, type Round } from "./state.ts"
import { teamStandings } from "./teams.ts"

/** A question round as players see it: only the question shown, its answer once revealed. */
interface NameOf {
  get(userId: string): string | undefined
}

const questionRoundView = (round: Round, final: boolean, names: NameOf, placed: readonly Standing[]): LiveQuestionRound | null => {
  const q = round.byQuestion
  const question = q && round.quiz.questions[q.index]
  if (!q || !question) return null
  const revealed = q.revealed !== null
  const stored = questionOf(question)
  const room = q.revealed && distributionOf(question, q.answers)
  return {
    index: q.index,
    count: round.quiz.questions.length,
    question: toPlayerQuestion(stored),
    opensAt: q.opensAt,
    closesAt: q.closesAt,
    answerMs: q.answerMs,
    answered: round.players.size - q.waiting,
    players: round.players.size,
    ...(q.revealed === null && q.waitingExtended > 0 && { moreTimeUntil: new Date(questionClosesAt(q)).toISOString() }),
    reveal: q.revealed &&
      room && {
        correctAnswer: question.correct_answer,
        explanation: question.explanation,
        reason: q.revealed.reason,
        nextAt: q.revealed.nextAt,
        picks: [...room.picks],
        right: room.right,
        ...(stored.kind === "order" && { order: [...stored.items] }),
        ...(stored.kind === "type_answer" && { accepted: [...stored.accepted] }),
        ...(stored.kind === "slider" && { target: stored.answer, spread: [...(room.spread ?? [])] }),
      },
    leaderboard:
      revealed || final
        ? cap(placed).map((s) => ({
            username: names.get(s.userId) ?? s.userId,
            points: s.points,
            place: s.place,
            placeBefore: q.placeBefore.get(s.userId) ?? null,
            gained: q.gained.get(s.userId) ?? 0,
          }))
        : [],
    final,
  }
}

/**
 * A game played in teams: each team's first nicknames and, in a question round, its score from
 * the round's players in it (engine/live-game/teams.ts); before a round, its size in players.
 */
const teamsView = (context: LiveGameContext, round: Round | null): LiveTeams | null => {
  const teams = context.teams
  if (!teams) return null
  const members: string[][] = Array.from({ length: teams.count }, () => [])
  const sizes = Array.from({ length: teams.count }, () => 0)
  for (const [userId, team] of context.teamOf) {
    const name = context.participants.get(userId)?.username
    if (name === undefined || team >= teams.count) continue
    sizes[team]! += 1
    if (members[team]!.length < LIVE_TEAM_MEMBERS_CAP) members[team]!.push(name)
  }
  const q = round?.byQuestion
  const placed = round && q ? teamStandings(teams.count, playersInTeams(round, context.teamOf), q.points, q.gained) : null
  return {
    count: teams.count,
    picking: teams.picking,
    list: members.map((names, team) => {
      const standing = placed?.[team]
      return {
        team,
        size: standing?.size ?? sizes[team]!,
        members: names,
        points: standing?.points ?? 0,
        place: standing?.place ?? 1,
        placeBefore: standing?.placeBefore ?? 1,
        gained: standing?.gained ?? 0,
      }
    }),
    unpicked: context.participants.size - context.teamOf.size,
  }
}

/** The round's players who have a team, with it. */
function* playersInTeams(round: Round, teamOf: LiveGameContext["teamOf"]): Generator<readonly [string, number]> {
  for (const userId of round.players) {
    const team = teamOf.get(userId)
    if (team !== undefined) yield [userId, team]
  }
}

export const playerQuiz = (quiz: RoundQuiz): PlayerQuiz => ({
  _id: quiz.id,
  id: quiz.id,
  topic: quiz.topic,
  level: quiz.level,
  number: quiz.questions.length,
  number_questions: quiz.questions.length,
  model: quiz.model,
  quality: quiz.quality,
  average_rating: null,
  rating_count: 0,
  created_at: quiz.created_at,
  // Each kind as players receive it: what it offers and a slider's bounds, never its key.
  questions: quiz.questions.map((q) => toPlayerQuestion(questionOf(q))),
})

export interface LiveViews {
  readonly shared: LiveGameState
  /** The rows of one player (by user id); null when they are not in the game. */
  youOf(userId: string): LiveYou | null
}

/** Best first; equal scores keep their order. Ranks are shared by ties (1, 2, 2, 4). */
const ranked = <T extends { userId: string }>(rows: readonly T[], score: (row: T) => number): { sorted: T[]; rank: Map<string, number> } => {
  const sorted = [...rows].sort((a, b) => score(b) - score(a))
  const rank = new Map<string, number>()
  sorted.forEach((row, i) => rank.set(row.userId, i > 0 && score(sorted[i - 1]!) === score(row) ? rank.get(sorted[i - 1]!.userId)! : i + 1))
  return { sorted, rank }
}

const cap = <T>(rows: readonly T[]): T[] => rows.slice(0, LIVE_LIST_CAP)

/** The first rows of a collection, without listing the rest. */
const firstOf = <T>(rows: Iterable<T>): T[] => {
  const first: T[] = []
  for (const row of rows) {
    if (first.length === LIVE_LIST_CAP) break
    first.push(row)
  }
  return first
}

export const liveGameViews = (game: LiveGame, revision: number): LiveViews => {
  const { phase, context } = game
  const round = phase === "inRound" || phase === "roundComplete" ? context.round : null
  const playing = phase === "inRound" && round ? round.players : null
  const participantRow = (p: Participant) => ({
    username: p.username,
    isReady: p.isReady,
    paramsSubmitted: p.paramsSubmitted,
    playing: playing?.has(p.userId) ?? false,
    finished: round?.results.has(p.userId) ?? false,
    ...(context.moreTime.has(p.userId) && { moreTime: true }),
    ...(context.teamOf.has(p.userId) && { team: context.teamOf.get(p.userId)! }),
  })
  const totalsList = [...context.totals.values()]
  const totals = ranked<PlayerTotal>(totalsList, (t) => t.totalCorrect)
  const scores = ranked<RoundScore>(context.roundScores, (s) => s.numberCorrect)
  const leaders = highScorePlayers(totalsList)
  const count = (test: (p: Participant) => boolean) => context.participants.count(test)
  const names: NameOf = { get: (userId) => context.participants.get(userId)?.username }
  const byQuestion = round?.byQuestion
  // Places as of the last reveal: the points do not move while a question is open.
  const placed = round && byQuestion ? standings(round.players, byQuestion.points) : []
  const questionView = round && byQuestion ? questionRoundView(round, phase === "roundComplete", names, placed) : null

  const shared: LiveGameState = {
    groupId: context.groupId,
    groupName: context.groupName,
    revision,
    phase,
    participants: firstOf(context.participants.values()).map(participantRow),
    counts: {
      participants: context.participants.size,
      ready: count((p) => p.isReady),
      paramsSubmitted: count((p) => p.paramsSubmitted),
      playing: playing?.size ?? 0,
      finished: phase === "inRound" && round ? round.results.size : 0,
      totals: context.totals.size,
      roundScores: context.roundScores.length,
      highScorePlayers: leaders.length,
    },
    groupReady: isGroupReady(context),
    topicsRemaining: context.topics.size,
    numQuestions: round ? round.players.size * round.quiz.questions.length : 0,
    startActive: phase === "generating" || phase === "inRound",
    inAction: phase === "inRound",
    completed: phase === "roundComplete",
    topic: context.pending?.topic ?? round?.topic ?? null,
    level: context.pending?.level ?? round?.level ?? null,
    paramsSubmitted: context.participants.size > 0 && context.participants.every((p) => p.paramsSubmitted),
    // A question round shows one question at a time (questionView), never the questions to come.
    currQuiz: round && !byQuestion ? playerQuiz(round.quiz) : null,
    currTotals: cap(totals.sorted).map((t) => ({ username: t.username, totalCorrect: t.totalCorrect, totalQuestions: t.totalQuestions })),
    roundScores: cap(scores.sorted).map((s) => ({ username: s.username, numberCorrect: s.numberCorrect, numberQuestions: s.numberQuestions })),
    highScorePlayers: cap(leaders).map((t) => t.username),
    roundsPlayed: context.roundsPlayed,
    roundId: context.pending?.roundId ?? round?.roundId ?? null,
    deadline: phase === "inRound" && round ? round.deadline : null,
    answerBy: phase === "inRound" && round ? new Date(Date.parse(round.deadline) - ROUND_GRACE_MS).toISOString() : null,
    message: context.lastFailure,
    roundStartedBy: context.round?.startedBy ? (names.get(context.round.startedBy) ?? null) : null,
    mode: context.mode,
    byQuestion: questionView,
    pin: context.pin && {
      code: context.pin.code,
      host: context.pin.hostName,
      ...(context.pin.again && {
        again: {
          quizId: context.pin.again.quiz.id,
          topic: context.pin.again.quiz.topic,
          number: context.pin.again.quiz.number,
          ...(context.pin.again.from !== "" && { from: context.pin.again.from }),
        },
      }),
    },
    movedTo: context.movedTo,
    teams: teamsView(context, round),
  }

  // Built on the first call: most updates of a small game go to a handful of players.
  let index: { scores: Map<string, RoundScore>; places: Map<string, number> } | null = null
  const youOf = (userId: string): LiveYou | null => {
    index ??= {
      scores: new Map(context.roundScores.map((s) => [s.userId, s])),
      places: new Map(placed.map((s) => [s.userId, s.place])),
    }
    const participant = context.participants.get(userId)
    const total = context.totals.get(userId)
    const score = index.scores.get(userId)
    if (!participant && !total && !score) return null
    const place = index.places.get(userId)
    const answer = byQuestion?.answers.get(userId)
    return {
      ...(byQuestion && {
        question:
          place !== undefined
            ? {
                index: byQuestion.index,
                option: answer?.option ?? null,
                correct: byQuestion.revealed ? (answer?.correct ?? false) : null,
                points: byQuestion.points.get(userId) ?? 0,
                gained: byQuestion.gained.get(userId) ?? 0,
                streak: byQuestion.streak.get(userId) ?? 0,
                place,
                ...(byQuestion.extended.has(userId) && {
                  moreTime: {
                    closesAt: new Date(playerClosesAt(byQuestion, userId)).toISOString(),
                    answerMs: answerLimitMs(byQuestion.answerMs, true),
                  },
                }),
              }
            : null,
      }),
      participant: participant ? participantRow(participant) : null,
      total: total
        ? { username: total.username, totalCorrect: total.totalCorrect, totalQuestions: total.totalQuestions, rank: totals.rank.get(userId)! }
        : null,
      roundScore: score
        ? { username: score.username, numberCorrect: score.numberCorrect, numberQuestions: score.numberQuestions, rank: scores.rank.get(userId)! }
        : null,
    }
  }
  return { shared, youOf }
}

export const liveGameState = (game: LiveGame, revision: number): LiveGameState => liveGameViews(game, revision).shared

/** One player's own rows (null when not in the game). */
export const liveYou = (game: LiveGame, userId: string): LiveYou | null => liveGameViews(game, 0).youOf(userId)

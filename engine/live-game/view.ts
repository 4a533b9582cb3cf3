// The live game state players see (docs/product.md §3): what every game_update carries. Built from
// the game alone, so every node shows the same state for the same stream revision. The
// round's quiz is shown as players see quizzes: no correct answers, no explanations.
//
// Every player of a game receives every update, so the lists are capped at LIVE_LIST_CAP
// rows (leaders first) with counts of the whole, and each player gets their own rows
// (`youOf`, cheap per player) in a message of their own.
import { LIVE_LIST_CAP, type LiveGameState, type LiveQuestionRound, type LiveYou } from "#schemas/api/live-game-socket.ts"
import type { PlayerQuiz } from "#schemas/api/quiz.ts"
import type { PlayerTotal, RoundQuiz, RoundScore } from "#schemas/events/live-game.ts"

import { answerOf } from "./answer-book.ts"
import { ROUND_GRACE_MS } from "./rules.ts"
import { type Standing, standings } from "./standings.ts"
import { highScorePlayers, isGroupReady, type LiveGame, type Participant, type Round } from "./state.ts"

/** A question round as players see it: only the question shown, its answer once revealed. */
const questionRoundView = (round: Round, final: boolean, names: ReadonlyMap<string, string>, placed: readonly Standing[]): LiveQuestionRound | null => {
  const q = round.byQuestion
  const question = q && round.quiz.questions[q.index]
  if (!q || !question) return null
  const revealed = q.revealed !== null
  return {
    index: q.index,
    count: round.quiz.questions.length,
    question: { id: question.id, question: question.question, options: [...question.options] },
    opensAt: q.opensAt,
    closesAt: q.closesAt,
    answerMs: q.answerMs,
    answered: round.players.length - q.waiting,
    players: round.players.length,
    reveal: q.revealed && {
      correctAnswer: question.correct_answer,
      explanation: question.explanation,
      reason: q.revealed.reason,
      nextAt: q.revealed.nextAt,
    },
    leaderboard:
      revealed || final
        ? cap(placed).map((s) => ({
            username: names.get(s.userId) ?? s.userId,
            points: s.points,
            place: s.place,
            placeBefore: q.placeBefore[s.userId] ?? null,
            gained: q.gained[s.userId] ?? 0,
          }))
        : [],
    final,
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
  questions: quiz.questions.map((q) => ({ id: q.id, question: q.question, options: [...q.options] })),
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

export const liveGameViews = (game: LiveGame, revision: number): LiveViews => {
  const { phase, context } = game
  const round = phase === "inRound" || phase === "roundComplete" ? context.round : null
  const playing = new Set(phase === "inRound" && round ? round.players : [])
  const participantRow = (p: Participant) => ({
    username: p.username,
    isReady: p.isReady,
    paramsSubmitted: p.paramsSubmitted,
    playing: playing.has(p.userId),
    finished: round !== null && Object.hasOwn(round.results, p.userId),
  })
  const totals = ranked<PlayerTotal>(context.totals, (t) => t.totalCorrect)
  const scores = ranked<RoundScore>(context.roundScores, (s) => s.numberCorrect)
  const leaders = highScorePlayers(context.totals)
  const count = (test: (p: Participant) => boolean) => context.participants.reduce((n, p) => (test(p) ? n + 1 : n), 0)
  const names = new Map(context.participants.map((p) => [p.userId, p.username]))
  const byQuestion = round?.byQuestion
  // Places as of the last reveal: the points do not move while a question is open.
  const placed = round && byQuestion ? standings(round.players, byQuestion.points) : []
  const questionView = round && byQuestion ? questionRoundView(round, phase === "roundComplete", names, placed) : null

  const shared: LiveGameState = {
    groupId: context.groupId,
    groupName: context.groupName,
    revision,
    phase,
    participants: cap(context.participants).map(participantRow),
    counts: {
      participants: context.participants.length,
      ready: count((p) => p.isReady),
      paramsSubmitted: count((p) => p.paramsSubmitted),
      playing: playing.size,
      finished: phase === "inRound" && round ? Object.keys(round.results).length : 0,
      totals: context.totals.length,
      roundScores: context.roundScores.length,
      highScorePlayers: leaders.length,
    },
    groupReady: isGroupReady(context),
    topicsRemaining: context.topics.length,
    numQuestions: round ? round.players.length * round.quiz.questions.length : 0,
    startActive: phase === "generating" || phase === "inRound",
    inAction: phase === "inRound",
    completed: phase === "roundComplete",
    topic: context.pending?.topic ?? round?.topic ?? null,
    level: context.pending?.level ?? round?.level ?? null,
    paramsSubmitted: context.participants.length > 0 && context.participants.every((p) => p.paramsSubmitted),
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
    roundStartedBy: context.round?.startedBy ? (context.participants.find((p) => p.userId === context.round!.startedBy)?.username ?? null) : null,
    mode: context.mode,
    byQuestion: questionView,
  }

  // Built on the first call: most updates of a small game go to a handful of players.
  let index: {
    participants: Map<string, Participant>
    totals: Map<string, PlayerTotal>
    scores: Map<string, RoundScore>
    places: Map<string, number>
  } | null = null
  const youOf = (userId: string): LiveYou | null => {
    index ??= {
      participants: new Map(context.participants.map((p) => [p.userId, p])),
      totals: new Map(context.totals.map((t) => [t.userId, t])),
      scores: new Map(context.roundScores.map((s) => [s.userId, s])),
      places: new Map(placed.map((s) => [s.userId, s.place])),
    }
    const participant = index.participants.get(userId)
    const total = index.totals.get(userId)
    const score = index.scores.get(userId)
    if (!participant && !total && !score) return null
    const place = index.places.get(userId)
    const answer = byQuestion && answerOf(byQuestion.answers, userId)
    return {
      ...(byQuestion && {
        question:
          place !== undefined
            ? {
                index: byQuestion.index,
                option: answer?.option ?? null,
                correct: byQuestion.revealed ? (answer?.correct ?? false) : null,
                points: byQuestion.points[userId] ?? 0,
                gained: byQuestion.gained[userId] ?? 0,
                streak: byQuestion.streak[userId] ?? 0,
                place,
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

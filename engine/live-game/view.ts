// The live game state players see (SPEC §3): what every game_update carries. Built from
// the game alone, so every node shows the same state for the same stream revision. The
// round's quiz is shown as players see quizzes: no correct answers, no explanations.
import type { LiveGameState } from "../../schemas/api/live-game-socket.ts"
import type { PlayerQuiz } from "../../schemas/api/quiz.ts"
import type { RoundQuiz } from "../../schemas/events/live-game.ts"
import { highScorePlayers, isGroupReady, type LiveGame } from "./state.ts"

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

export const liveGameState = (game: LiveGame, revision: number): LiveGameState => {
  const { phase, context } = game
  const round = phase === "inRound" || phase === "roundComplete" ? context.round : null
  const playing = new Set(phase === "inRound" && round ? round.players : [])
  return {
    groupId: context.groupId,
    groupName: context.groupName,
    revision,
    phase,
    participants: context.participants.map((p) => ({
      username: p.username,
      isReady: p.isReady,
      paramsSubmitted: p.paramsSubmitted,
      playing: playing.has(p.userId),
      finished: round !== null && Object.hasOwn(round.results, p.userId),
    })),
    groupReady: isGroupReady(context),
    topicsRemaining: context.topics.length,
    numQuestions: round ? round.players.length * round.quiz.questions.length : 0,
    startActive: phase === "generating" || phase === "inRound",
    inAction: phase === "inRound",
    completed: phase === "roundComplete",
    topic: context.pending?.topic ?? round?.topic ?? null,
    level: context.pending?.level ?? round?.level ?? null,
    paramsSubmitted: context.participants.length > 0 && context.participants.every((p) => p.paramsSubmitted),
    currQuiz: round ? playerQuiz(round.quiz) : null,
    currTotals: context.totals.map((t) => ({ username: t.username, totalCorrect: t.totalCorrect, totalQuestions: t.totalQuestions })),
    roundScores: context.roundScores.map((s) => ({ username: s.username, numberCorrect: s.numberCorrect, numberQuestions: s.numberQuestions })),
    highScorePlayers: highScorePlayers(context.totals).map((t) => t.username),
    roundsPlayed: context.roundsPlayed,
    roundId: context.pending?.roundId ?? round?.roundId ?? null,
    deadline: phase === "inRound" && round ? round.deadline : null,
    message: context.lastFailure,
  }
}

// The rounds a group has played live, from its game stream: what a commissioner's results
// download lists, and each round's report (how each question went, what each player answered).
// Replays the stream with the game's own machine, so each round's scores are exactly those the
// players saw when it completed (zero for a player who did not answer).
import type { LiveGameEvent, RoundQuiz, RoundScore } from "#schemas/events/live-game.ts"
import { kindOf, type QuestionKind } from "#schemas/question-kinds.ts"

import { gradeAnswers } from "../quiz/grade.ts"
import type { Level } from "../quiz/types.ts"
import { questionOf } from "./kinds.ts"
import { initialGame, step } from "./machine.ts"

/** How one question of a round went: each option's picks in the options' order, and how many answered and were right. */
export interface QuestionReport {
  readonly number: number
  readonly question: string
  readonly kind: QuestionKind
  readonly options: readonly string[]
  readonly correctAnswer: string
  readonly picks: readonly number[]
  readonly answered: number
  readonly right: number
}

/** One player's answer to one question: null when none came; points as the round scored it. */
export interface AnswerReport {
  readonly answer: string | null
  readonly right: boolean
  readonly points: number
}

export interface PlayerReport {
  readonly userId: string
  readonly username: string
  /** Their team (0-based) in a PIN game played in teams, as the round ended; null without teams. */
  readonly team: number | null
  /** By question, in the quiz's order. */
  readonly answers: readonly AnswerReport[]
  readonly points: number
}

export interface PlayedRound {
  /** Each game (from its first join to its last leave) has its own id; rounds count from 1 within it. */
  readonly gameId: string
  readonly round: number
  /** A PIN game's host (who alone may have its report); null in a group's game. */
  readonly hostId: string | null
  readonly topic: string
  readonly level: Level
  /** Question by question (points for speed and streaks) or the whole quiz at once (a point a right answer). */
  readonly mode: "question" | "whole"
  readonly completedAt: string
  readonly scores: readonly RoundScore[]
  readonly questions: readonly QuestionReport[]
  /** The round's players, in the order of their scores. */
  readonly players: readonly PlayerReport[]
}

/** The answers a running round has had so far, by player, each by question number. */
type Answers = Map<string, AnswerReport[]>

const unanswered = (quiz: RoundQuiz): AnswerReport[] => quiz.questions.map(() => ({ answer: null, right: false, points: 0 }))

const report = (
  quiz: RoundQuiz,
  scores: readonly RoundScore[],
  answers: Answers,
  teamOf: (userId: string) => number | null,
): Pick<PlayedRound, "questions" | "players"> => {
  const players = scores.map((score): PlayerReport => {
    const given = answers.get(score.userId) ?? unanswered(quiz)
    return {
      userId: score.userId,
      username: score.username,
      team: teamOf(score.userId),
      answers: given,
      points: given.reduce((sum, a) => sum + a.points, 0),
    }
  })
  const questions = quiz.questions.map((q, i): QuestionReport => {
    const given = players.map((p) => p.answers[i]!)
    return {
      number: i + 1,
      question: q.question,
      kind: kindOf(questionOf(q)),
      options: q.options,
      correctAnswer: q.correct_answer,
      picks: q.options.map((option) => given.filter((a) => a.answer === option).length),
      answered: given.filter((a) => a.answer !== null).length,
      right: given.filter((a) => a.right).length,
    }
  })
  return { questions, players }
}

export const playedRounds = (events: readonly LiveGameEvent[]): PlayedRound[] => {
  const rounds: PlayedRound[] = []
  let game = initialGame()
  let answers: Answers = new Map()
  for (const event of events) {
    game = step(game, event)
    const quiz = game.context.round?.quiz
    if (event.type === "RoundStarted") answers = new Map()
    else if (event.type === "AnswersSubmitted" && quiz) {
      // Graded as the round graded it: a point for each right answer.
      const graded = gradeAnswers(quiz.questions.map(questionOf), event.answers).perQuestion
      answers.set(
        event.userId,
        graded.map((r) => ({ answer: r.given ?? null, right: r.isCorrect, points: r.isCorrect ? 1 : 0 })),
      )
    } else if (event.type === "QuestionAnswered" && quiz) {
      const given = answers.get(event.userId) ?? unanswered(quiz)
      given[event.index] = { answer: event.option, right: event.correct, points: event.points }
      answers.set(event.userId, given)
    }
    if (event.type !== "RoundCompleted") continue
    const { context } = game
    const round = context.round
    rounds.push({
      gameId: context.gameId ?? "",
      round: context.roundsPlayed,
      hostId: context.pin?.hostId ?? null,
      topic: round?.topic ?? "",
      level: round?.level ?? "elementary",
      mode: round?.byQuestion ? "question" : "whole",
      completedAt: event.at,
      scores: context.roundScores,
      ...(round
        ? report(round.quiz, context.roundScores, answers, (userId) => (context.teams ? (context.teamOf.get(userId) ?? null) : null))
        : { questions: [], players: [] }),
    })
  }
  return rounds
}

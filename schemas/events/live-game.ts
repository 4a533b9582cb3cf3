// Live games, stream `livegame-<groupId>`: every decision of a group's live game is one of
// these facts, so the game's state is a fold of its stream and a restarted server carries
// on from it. A game opens when the first member joins and ends when the last one leaves;
// the stream then waits for the next game (GameOpened again).
import { Schema } from "effect"

import { LevelSchema as Level } from "./quiz.ts"

export const GameOpened = Schema.Struct({
  type: Schema.Literal("GameOpened"),
  groupId: Schema.String,
  groupName: Schema.String,
  /** A fresh id per game, so timers and rounds of an ended game never touch the next. */
  gameId: Schema.String,
  at: Schema.String,
})

export const PlayerJoined = Schema.Struct({
  type: Schema.Literal("PlayerJoined"),
  userId: Schema.String,
  username: Schema.String,
  at: Schema.String,
})

export const PlayerLeft = Schema.Struct({
  type: Schema.Literal("PlayerLeft"),
  userId: Schema.String,
  at: Schema.String,
  /** "disconnected": dropped by the server after being away too long between rounds. */
  reason: Schema.optional(Schema.Literal("left", "disconnected")),
})

/** A participant joined again (a reload or a reconnect, on any node): changes nothing but tells every node they are back. */
export const PlayerReturned = Schema.Struct({
  type: Schema.Literal("PlayerReturned"),
  userId: Schema.String,
  at: Schema.String,
})

export const PlayerReady = Schema.Struct({
  type: Schema.Literal("PlayerReady"),
  userId: Schema.String,
  isReady: Schema.Boolean,
  at: Schema.String,
})

export const TopicSubmitted = Schema.Struct({
  type: Schema.Literal("TopicSubmitted"),
  userId: Schema.String,
  topic: Schema.String,
  level: Level,
  number: Schema.Number,
  at: Schema.String,
})

/** Start accepted: the round's quiz is being made from the oldest waiting topic. */
export const RoundRequested = Schema.Struct({
  type: Schema.Literal("RoundRequested"),
  roundId: Schema.String,
  requestedBy: Schema.String,
  /** Whose topic it is (it goes back to them if the quiz cannot be made). */
  topicBy: Schema.String,
  topic: Schema.String,
  level: Level,
  number: Schema.Number,
  at: Schema.String,
  /** After this the request counts as lost (e.g. its node died while generating). */
  expiresAt: Schema.String,
})

export const RoundQuestion = Schema.Struct({
  id: Schema.String,
  question: Schema.String,
  options: Schema.Array(Schema.String),
  correct_answer: Schema.String,
  explanation: Schema.String,
})

/** The stored quiz as it was when the round began: grading never depends on a read model. */
export const RoundQuiz = Schema.Struct({
  id: Schema.String,
  topic: Schema.String,
  level: Schema.String,
  model: Schema.String,
  quality: Schema.String,
  created_at: Schema.String,
  questions: Schema.Array(RoundQuestion),
})
export type RoundQuiz = typeof RoundQuiz.Type

export const RoundStarted = Schema.Struct({
  type: Schema.Literal("RoundStarted"),
  roundId: Schema.String,
  quiz: RoundQuiz,
  topic: Schema.String,
  level: Level,
  /** Who plays this round: the participants at the start. Later joiners wait. */
  players: Schema.Array(Schema.String),
  startedAt: Schema.String,
  deadline: Schema.String,
})

export const RoundFailed = Schema.Struct({
  type: Schema.Literal("RoundFailed"),
  roundId: Schema.String,
  message: Schema.String,
  at: Schema.String,
})

export const AnswersSubmitted = Schema.Struct({
  type: Schema.Literal("AnswersSubmitted"),
  roundId: Schema.String,
  userId: Schema.String,
  answers: Schema.Record({ key: Schema.String, value: Schema.String }),
  numberCorrect: Schema.Number,
  numberQuestions: Schema.Number,
  at: Schema.String,
})

export const RoundTimedOut = Schema.Struct({
  type: Schema.Literal("RoundTimedOut"),
  roundId: Schema.String,
  at: Schema.String,
})

export const RoundScore = Schema.Struct({
  userId: Schema.String,
  username: Schema.String,
  numberCorrect: Schema.Number,
  numberQuestions: Schema.Number,
})
export type RoundScore = typeof RoundScore.Type

export const PlayerTotal = Schema.Struct({
  userId: Schema.String,
  username: Schema.String,
  totalCorrect: Schema.Number,
  totalQuestions: Schema.Number,
})
export type PlayerTotal = typeof PlayerTotal.Type

/**
 * The round is over. Its scores follow from the round's players and their AnswersSubmitted
 * (zero for those who did not answer) and the totals from the scores; the fold works them
 * out, so the fact stays small in a game of a thousand players. Events stored before this
 * carry `scores` and `totals`, which the fold then takes as they are.
 */
export const RoundCompleted = Schema.Struct({
  type: Schema.Literal("RoundCompleted"),
  roundId: Schema.String,
  reason: Schema.Literal("all_finished", "timed_out"),
  scores: Schema.optional(Schema.Array(RoundScore)),
  totals: Schema.optional(Schema.Array(PlayerTotal)),
  at: Schema.String,
})

export const GameReset = Schema.Struct({
  type: Schema.Literal("GameReset"),
  by: Schema.String,
  at: Schema.String,
})

export const GameEnded = Schema.Struct({
  type: Schema.Literal("GameEnded"),
  groupId: Schema.String,
  groupName: Schema.String,
  at: Schema.String,
})

export const LiveGameEvent = Schema.Union(
  GameOpened,
  PlayerJoined,
  PlayerLeft,
  PlayerReturned,
  PlayerReady,
  TopicSubmitted,
  RoundRequested,
  RoundStarted,
  RoundFailed,
  AnswersSubmitted,
  RoundTimedOut,
  RoundCompleted,
  GameReset,
  GameEnded,
)
export type LiveGameEvent = typeof LiveGameEvent.Type
export const LiveGameEventTypes = [
  "GameOpened",
  "PlayerJoined",
  "PlayerLeft",
  "PlayerReturned",
  "PlayerReady",
  "TopicSubmitted",
  "RoundRequested",
  "RoundStarted",
  "RoundFailed",
  "AnswersSubmitted",
  "RoundTimedOut",
  "RoundCompleted",
  "GameReset",
  "GameEnded",
] as const

export const liveGameStream = (groupId: string): string => `livegame-${groupId}`

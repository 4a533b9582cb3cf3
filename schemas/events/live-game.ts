// Live games, stream `livegame-<groupId>`: every decision of a group's live game is one of
// these facts, so the game's state is a fold of its stream and a restarted server carries
// on from it. A game opens when the first member joins and ends when the last one leaves;
// the stream then waits for the next game (GameOpened again).
//
// A game for "anyone with the PIN" lives in `livegame-pin-<PIN>` (schemas/live-pin-rules.ts):
// its GameOpened names the PIN and the host; it ends when the host ends it or leaves, and
// players (signed-in or guests, `guest:<id>`) join and leave without ending it.
import { Schema } from "effect"

import { QUESTION_KINDS } from "../question-kinds.ts"
import { LevelSchema as Level, QuestionData } from "./quiz.ts"

export const GameOpened = Schema.Struct({
  type: Schema.Literal("GameOpened"),
  groupId: Schema.String,
  groupName: Schema.String,
  /** A fresh id per game, so timers and rounds of an ended game never touch the next. */
  gameId: Schema.String,
  at: Schema.String,
  /** Present for a game anyone with the PIN may join: its PIN and its host (who runs it and does not play). */
  pin: Schema.optional(Schema.Struct({ code: Schema.String, hostId: Schema.String, hostName: Schema.String })),
  /**
   * A PIN game opened by "play again" after the game of PIN `from`: the quiz it played, offered
   * to play again. Its players follow as PlayerJoined facts with their nicknames.
   */
  again: Schema.optional(
    Schema.Struct({
      from: Schema.String,
      quiz: Schema.Struct({ id: Schema.String, topic: Schema.String, level: Level, number: Schema.Number }),
    }),
  ),
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
  /** "disconnected": dropped by the server after being away too long between rounds; "removed": by a PIN game's host, who keeps them out. */
  reason: Schema.optional(Schema.Literal("left", "disconnected", "removed")),
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
  /** The kinds of question to mix; absent for multiple choice alone. */
  kinds: Schema.optional(Schema.Array(Schema.Literal(...QUESTION_KINDS))),
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
  /** The topic's kinds of question to mix; absent for multiple choice alone. */
  kinds: Schema.optional(Schema.Array(Schema.Literal(...QUESTION_KINDS))),
  at: Schema.String,
  /** After this the request counts as lost (e.g. its node died while generating). */
  expiresAt: Schema.String,
  /** A PIN game's host chose a stored quiz (the library's, or their own) instead of a topic: nothing is generated. */
  quizId: Schema.optional(Schema.String),
})

/**
 * A question of a round in the multiple-choice shape every reader knows (what was offered, the
 * key written out), and for another kind than multiple choice the question as stored, which
 * grades it (schemas/question-kinds.ts). Rounds stored before kinds hold the first part alone.
 */
export const RoundQuestion = Schema.Struct({
  id: Schema.String,
  question: Schema.String,
  options: Schema.Array(Schema.String),
  correct_answer: Schema.String,
  explanation: Schema.String,
  as_stored: Schema.optional(QuestionData),
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
  /**
   * Present when the round is played question by question (schemas/live-question-rules.ts):
   * how long each question takes answers and how long the leaderboard shows after it, as the
   * server was set when the round began. Absent: the whole-quiz round of before.
   */
  byQuestion: Schema.optional(Schema.Struct({ answerMs: Schema.Number, leaderboardMs: Schema.Number })),
  /** The quiz was stored before the round (a PIN game's host chose it): the round neither holds nor opens its answers. */
  stored: Schema.optional(Schema.Boolean),
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
 * out, so the fact stays small in a game of a thousand players. Version 2: version 1 also
 * carried `scores` and `totals`, which `upcast` (upcast.ts) leaves out on read.
 */
export const RoundCompleted = Schema.Struct({
  type: Schema.Literal("RoundCompleted"),
  roundId: Schema.String,
  reason: Schema.Literal("all_finished", "timed_out"),
  at: Schema.String,
  /**
   * In a PIN game, the round for its registered players' scoreboards (guests have none): the
   * quiz and each registered player's score. A group's rounds leave it out.
   */
  scoreboard: Schema.optional(
    Schema.Struct({
      quizId: Schema.String,
      topic: Schema.String,
      level: Level,
      scores: Schema.Array(Schema.Struct({ userId: Schema.String, numberCorrect: Schema.Number, numberQuestions: Schema.Number })),
    }),
  ),
})

/**
 * A player asks for more time to answer (or no longer): from the next question that opens,
 * their answer window is longer (schemas/live-question-rules.ts) and their speed points are
 * counted against it, so they are not paid less for the time they need.
 */
export const MoreTimeChosen = Schema.Struct({
  type: Schema.Literal("MoreTimeChosen"),
  userId: Schema.String,
  moreTime: Schema.Boolean,
  at: Schema.String,
})

/** The room's mode for its next rounds; "whole" until one is chosen (live-question-rules.ts). */
export const LiveModeChosen = Schema.Struct({
  type: Schema.Literal("LiveModeChosen"),
  userId: Schema.String,
  mode: Schema.Literal("whole", "question"),
  at: Schema.String,
})

/** A question of a question-by-question round is shown to every player, answered until `closesAt` (server time). */
export const QuestionOpened = Schema.Struct({
  type: Schema.Literal("QuestionOpened"),
  roundId: Schema.String,
  index: Schema.Number,
  opensAt: Schema.String,
  closesAt: Schema.String,
})

/** A player's answer, graded on the server when it arrived: its points and the player's streak after it. */
export const QuestionAnswered = Schema.Struct({
  type: Schema.Literal("QuestionAnswered"),
  roundId: Schema.String,
  index: Schema.Number,
  userId: Schema.String,
  option: Schema.String,
  correct: Schema.Boolean,
  points: Schema.Number,
  streak: Schema.Number,
  at: Schema.String,
})

/** The question's answer is shown, with the leaderboard, until `nextAt` (the next question or the podium). */
export const QuestionRevealed = Schema.Struct({
  type: Schema.Literal("QuestionRevealed"),
  roundId: Schema.String,
  index: Schema.Number,
  /** "skipped": a PIN game's host showed the answer before the clock ran out. */
  reason: Schema.Literal("all_answered", "timed_out", "skipped"),
  at: Schema.String,
  nextAt: Schema.String,
})

/**
 * A PIN game's host sets its teams for the rounds to come: `count` teams (0: none), filled by
 * the server ("balanced", PlayerJoined facts bring TeamJoined) or picked by the players. Every
 * player's team is cleared; the balanced placings follow as TeamJoined facts.
 */
export const TeamsSet = Schema.Struct({
  type: Schema.Literal("TeamsSet"),
  userId: Schema.String,
  count: Schema.Number,
  picking: Schema.Literal("balanced", "players"),
  at: Schema.String,
})

/** A player is in team `team` (0-based) from now: picked by them, or placed by the server. */
export const TeamJoined = Schema.Struct({
  type: Schema.Literal("TeamJoined"),
  userId: Schema.String,
  team: Schema.Number,
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
  /** A PIN game whose host chose "play again": the new game's PIN, where its players are already in. */
  next: Schema.optional(Schema.String),
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
  LiveModeChosen,
  QuestionOpened,
  QuestionAnswered,
  QuestionRevealed,
  MoreTimeChosen,
  TeamsSet,
  TeamJoined,
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
  "LiveModeChosen",
  "QuestionOpened",
  "QuestionAnswered",
  "QuestionRevealed",
  "MoreTimeChosen",
  "TeamsSet",
  "TeamJoined",
] as const

export const liveGameStream = (groupId: string): string => `livegame-${groupId}`

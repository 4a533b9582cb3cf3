// What a group's live game knows, folded from its stream (see evolve.ts). The phase
// (idle, lobby, generating, inRound, roundComplete) is the XState machine's state value
// (machine.ts); the context is the machine's context. Whatever grows with the players (who
// is there, their topics, totals, who plays the round, its results and answers, points and
// places) is kept in Immutable's persistent collections, keyed by player: a player's fact
// changes one entry and shares the rest, and every lookup by player is a hash lookup, so
// folding a game of n players costs in proportion to n. Lists built once a round (its
// scores) stay arrays.
import { Map as PersistentMap, OrderedMap, type OrderedSet, Set as PersistentSet } from "immutable"

import type { PlayerTotal, RoundQuiz, RoundScore } from "#schemas/events/live-game.ts"
import { answerLimitMs, type LiveMode } from "#schemas/live-question-rules.ts"
import type { TeamPicking } from "#schemas/live-team-rules.ts"
import type { QuestionKind } from "#schemas/question-kinds.ts"

import type { Level } from "../quiz/types.ts"

export type Phase = "idle" | "lobby" | "generating" | "inRound" | "roundComplete"

export interface Participant {
  readonly userId: string
  readonly username: string
  readonly isReady: boolean
  /** Has submitted a topic since the game opened or was last reset. */
  readonly paramsSubmitted: boolean
  /** Readiness changes and topic submissions since the last round ended (bounded: decide.ts). */
  readonly readyChanges: number
  readonly topicChanges: number
}

export interface QueuedTopic {
  readonly userId: string
  readonly topic: string
  readonly level: Level
  readonly number: number
  /** The kinds of question to mix; absent for multiple choice alone. */
  readonly kinds?: readonly QuestionKind[]
}

export interface PendingRound {
  readonly roundId: string
  readonly requestedBy: string
  readonly topicBy: string
  readonly topic: string
  readonly level: Level
  readonly number: number
  readonly kinds?: readonly QuestionKind[]
  readonly expiresAt: string
  /** A stored quiz the host chose, instead of a topic to generate from. */
  readonly quizId?: string
}

export interface PlayerResult {
  readonly numberCorrect: number
  readonly numberQuestions: number
}

/** One player's answer to the open question, graded when it arrived. */
export interface QuestionAnswer {
  readonly option: string
  readonly correct: boolean
  readonly points: number
  readonly streak: number
}

/** A number by player. */
export type ByPlayer = PersistentMap<string, number>

/** What a question-by-question round knows beyond a whole-quiz round (evolve.ts keeps it). */
export interface ByQuestion {
  readonly answerMs: number
  readonly leaderboardMs: number
  /** The question open or last shown; -1 before the first opens. */
  readonly index: number
  readonly opensAt: string
  readonly closesAt: string
  /** Answers to the question `index`, by player. */
  readonly answers: PersistentMap<string, QuestionAnswer>
  /** The round's players yet to answer question `index`, so the last answer is known without counting. */
  readonly waiting: number
  /** The round's players with more time for question `index` (as asked when it opened), and how many of them are yet to answer. */
  readonly extended: PersistentSet<string>
  readonly waitingExtended: number
  /** Set once the question's answer is shown; the next question (or the podium) comes at `nextAt`. */
  readonly revealed: { readonly at: string; readonly nextAt: string; readonly reason: "all_answered" | "timed_out" | "skipped" } | null
  /** The round's points, correct answers and current streak by player, as of the last reveal. */
  readonly points: ByPlayer
  readonly correct: ByPlayer
  readonly streak: ByPlayer
  /** Each player's points gained at the last reveal, and their place before it (to show who moved up). */
  readonly gained: ByPlayer
  readonly placeBefore: ByPlayer
}

export interface Round {
  readonly roundId: string
  readonly quiz: RoundQuiz
  readonly topic: string
  readonly level: Level
  /** Who plays, in the order they joined: the participants at the start, minus any who left since. */
  readonly players: OrderedSet<string>
  readonly startedAt: string
  readonly deadline: string
  /** Answers handed in, by player (a player who left afterwards stays counted). */
  readonly results: PersistentMap<string, PlayerResult>
  /** The round's players yet to hand in answers, so the last completion is known without counting. */
  readonly unfinished: number
  /** Who pressed Start for it (may reset the game after it); unknown for rounds folded before this was kept. */
  readonly startedBy?: string
  /** Present when the round is played question by question. */
  readonly byQuestion?: ByQuestion
}

/** A game anyone with the PIN may join: its PIN and its host, who runs it and does not play. */
export interface PinGame {
  readonly code: string
  readonly hostId: string
  readonly hostName: string
  /** Opened by "play again": the PIN of the game before and the quiz it played, offered again. */
  readonly again?: { readonly from: string; readonly quiz: { readonly id: string; readonly topic: string; readonly level: Level; readonly number: number } }
}

/** A PIN game's team mode (live-team-rules.ts): how many teams, and who places the players in them. */
export interface Teams {
  readonly count: number
  readonly picking: TeamPicking
}

export interface LiveGameContext {
  readonly groupId: string
  readonly groupName: string
  /** Null while no game is open. */
  readonly gameId: string | null
  /** By player, in join order. */
  readonly participants: OrderedMap<string, Participant>
  /** Topics waiting for a round by who sent them, oldest first; at most one per participant. */
  readonly topics: OrderedMap<string, QueuedTopic>
  readonly pending: PendingRound | null
  /** The running round, or the last one played (kept so its scores can be shown). */
  readonly round: Round | null
  readonly roundsPlayed: number
  /** Scores of the last completed round. */
  readonly roundScores: readonly RoundScore[]
  /** Running totals of this game by player, in first-scored order. */
  readonly totals: OrderedMap<string, PlayerTotal>
  /** Why the last start did not produce a round (cleared by the next start). */
  readonly lastFailure: string | null
  /** How the next round is played; whole-quiz until someone chooses otherwise. */
  readonly mode: LiveMode
  /** Mode changes since the last round ended (bounded like topic changes: decide.ts). */
  readonly modeChanges: number
  /** Set for a PIN game (null for a group's). */
  readonly pin: PinGame | null
  /** The participants by nickname key (schemas/live-pin-rules.ts), so a name is unique in the game. */
  readonly nicknames: PersistentMap<string, string>
  /** Players a PIN game's host removed: they may not join it again. */
  readonly removed: PersistentSet<string>
  /** After a PIN game ended by "play again": the new game's PIN, where its players went. */
  readonly movedTo: string | null
  /** Participants who asked for more time to answer. */
  readonly moreTime: PersistentSet<string>
  /** A PIN game played in teams (null: no teams), and each participant's team (0-based) once they have one. */
  readonly teams: Teams | null
  readonly teamOf: PersistentMap<string, number>
  /** Team settings changes since the last round ended (bounded: decide.ts). */
  readonly teamChanges: number
}

export interface LiveGame {
  readonly phase: Phase
  readonly context: LiveGameContext
}

export const emptyContext = (groupId = "", groupName = ""): LiveGameContext => ({
  groupId,
  groupName,
  gameId: null,
  participants: OrderedMap(),
  topics: OrderedMap(),
  pending: null,
  round: null,
  roundsPlayed: 0,
  roundScores: [],
  totals: OrderedMap(),
  lastFailure: null,
  mode: "whole",
  modeChanges: 0,
  pin: null,
  nicknames: PersistentMap(),
  removed: PersistentSet(),
  movedTo: null,
  moreTime: PersistentSet(),
  teams: null,
  teamOf: PersistentMap(),
  teamChanges: 0,
})

export const noAnswers: PersistentMap<string, QuestionAnswer> = PersistentMap()
export const noResults: PersistentMap<string, PlayerResult> = PersistentMap()
export const nobody: ByPlayer = PersistentMap()

export const participantOf = (context: LiveGameContext, userId: string): Participant | undefined => context.participants.get(userId)

/** The host of a PIN game. */
export const isHost = (context: LiveGameContext, userId: string): boolean => context.pin?.hostId === userId

/** A participant, or a PIN game's host: someone a drop or a leave concerns. */
export const isInGame = (context: LiveGameContext, userId: string): boolean => context.participants.has(userId) || isHost(context, userId)

/** Everyone is ready and has a topic in (and somebody is there). */
export const isGroupReady = (context: LiveGameContext): boolean =>
  context.participants.size > 0 && context.participants.every((p) => p.isReady && p.paramsSubmitted)

/** Players of the running round who have not handed in answers. */
export const unfinishedPlayers = (round: Round): string[] => round.players.filter((id) => !round.results.has(id)).toArray()

/** Players of a question round who have not answered the open question. */
export const unansweredPlayers = (round: Round): string[] => round.players.filter((id) => !round.byQuestion || !round.byQuestion.answers.has(id)).toArray()

/** The open question of a question round: shown and not yet revealed. */
export const openQuestion = (round: Round | null): ByQuestion | null => {
  const q = round?.byQuestion
  return q && q.index >= 0 && q.revealed === null ? q : null
}

/** When a player's time for the question runs out, in ms: later for a player with more time. */
export const playerClosesAt = (q: ByQuestion, userId: string): number =>
  q.extended.has(userId) ? Date.parse(q.opensAt) + answerLimitMs(q.answerMs, true) : Date.parse(q.closesAt)

/** When the question closes for the room, in ms: at its time, or later while a player with more time has yet to answer. */
export const questionClosesAt = (q: ByQuestion): number =>
  q.waitingExtended > 0 ? Date.parse(q.opensAt) + answerLimitMs(q.answerMs, true) : Date.parse(q.closesAt)

/** The players with the highest total (ties all count); none before anyone scored. */
export const highScorePlayers = (totals: Iterable<PlayerTotal>): PlayerTotal[] => {
  const all = [...totals]
  if (all.length === 0) return []
  const best = Math.max(...all.map((t) => t.totalCorrect))
  return all.filter((t) => t.totalCorrect === best)
}

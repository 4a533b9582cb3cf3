// The live game's decisions: a command against the game as it stands gives the facts to
// store, or a domain error saying why not. Pure; the room (api/features/live-game/) supplies ids
// and clocks in the commands.
import { LiveGameEvent, type RoundQuiz } from "#schemas/events/live-game.ts"
import { cleanNickname, isGuestId, isPin, nicknameKey, nicknameProblem, PIN_GAME_MAX_PLAYERS } from "#schemas/live-pin-rules.ts"
import { answerLimitMs, elapsedMs, isLiveMode, type LiveMode, QuestionClock, scoreAnswer, takesAnswerAt } from "#schemas/live-question-rules.ts"
import { isTeamPicking, smallestTeam, TEAM_COUNT_MAX, teamCountProblem, type TeamPicking } from "#schemas/live-team-rules.ts"
import * as Messages from "#schemas/messages.ts"
import { isQuestionKind, type QuestionKind } from "#schemas/question-kinds.ts"
import { isLevel, isValidQuestionCount, type Level, QuizLimits } from "#schemas/quiz-rules.ts"

import type { Decider } from "../decider.ts"
import { Invalid, NotAllowed, RateLimited, WrongState } from "../domain-errors.ts"
import { LIVE_READY_CHANGES_PER_ROUND, LIVE_TOPIC_CHANGES_PER_ROUND } from "../limits/rates.ts"
import { type GivenAnswers, gradeAnswers } from "../quiz/grade.ts"
import { scoresOf } from "./evolve.ts"
import { gradeLiveAnswer, isScoredQuestion, kindsToMix, liveAnswerProblem, questionOf } from "./kinds.ts"
import { initialGame, step } from "./machine.ts"
import { generationExpiry, questionRoundDeadline, roundDeadline } from "./rules.ts"
import { isGroupReady, isHost, type LiveGame, type LiveGameContext, openQuestion, participantOf, playerClosesAt, questionClosesAt } from "./state.ts"

/** How a question-by-question round is paced: the server's settings when it begins. */
export interface QuestionPace {
  readonly answerMs: number
  readonly leaderboardMs: number
}

export const defaultQuestionPace: QuestionPace = {
  answerMs: QuestionClock.defaultAnswerSeconds * 1000,
  leaderboardMs: QuestionClock.defaultLeaderboardSeconds * 1000,
}

/** A stored quiz as a round asks for it (the runtime reads it from the catalogue). */
export interface StoredQuizRef {
  readonly id: string
  readonly topic: string
  readonly level: Level
  readonly number: number
}

export type LiveCommand =
  | {
      readonly type: "Join"
      readonly groupId: string
      readonly groupName: string
      readonly userId: string
      readonly username: string
      readonly gameId: string
      readonly at: Date
    }
  | { readonly type: "Leave"; readonly userId: string; readonly at: Date }
  /** The player has been away (no connection) too long: dropped, unless a round is being made or played. */
  | { readonly type: "Drop"; readonly userId: string; readonly at: Date }
  | { readonly type: "Ready"; readonly userId: string; readonly isReady: boolean; readonly at: Date }
  /** A player asks for more time to answer each question (or no longer), from the next question that opens. */
  | { readonly type: "MoreTime"; readonly userId: string; readonly moreTime: boolean; readonly at: Date }
  /** `kinds`: the kinds of question to mix (multiple choice alone when absent or only it). */
  | {
      readonly type: "AddTopic"
      readonly userId: string
      readonly topic: string
      readonly level: Level
      readonly number: number
      readonly kinds?: readonly QuestionKind[]
      readonly at: Date
    }
  /** `quiz`: in a PIN game, a stored quiz its host chose to play instead of a topic. */
  | { readonly type: "Start"; readonly userId: string; readonly roundId: string; readonly at: Date; readonly quiz?: StoredQuizRef }
  /** `pace`: for a question-by-question round (the default pace when left out). */
  | { readonly type: "BeginRound"; readonly roundId: string; readonly quiz: RoundQuiz; readonly at: Date; readonly pace?: QuestionPace }
  | { readonly type: "FailRound"; readonly roundId: string; readonly message: string; readonly at: Date }
  | { readonly type: "ExpireRequest"; readonly roundId: string; readonly at: Date }
  | { readonly type: "Complete"; readonly userId: string; readonly answers: GivenAnswers; readonly at: Date }
  | { readonly type: "TimeOut"; readonly roundId: string; readonly at: Date }
  | { readonly type: "ChooseMode"; readonly userId: string; readonly mode: LiveMode; readonly at: Date }
  | { readonly type: "AnswerQuestion"; readonly userId: string; readonly index: number; readonly option: string; readonly at: Date }
  /** The question's clock ran out (the actor's timer). */
  | { readonly type: "CloseQuestion"; readonly roundId: string; readonly index: number; readonly at: Date }
  /** The leaderboard after a question has shown long enough: the next question, or the podium. */
  | { readonly type: "NextQuestion"; readonly roundId: string; readonly index: number; readonly at: Date }
  /** `commissionerId`: the group's commissioner, read by the runtime from the group (a PIN game's host resets it alone). */
  | { readonly type: "Reset"; readonly userId: string; readonly commissionerId: string; readonly at: Date }
  /** A signed-in player opens a game for anyone with the PIN `pin` (the room `groupId` is the PIN's), and hosts it. */
  | {
      readonly type: "OpenPin"
      readonly groupId: string
      readonly pin: string
      readonly userId: string
      readonly username: string
      readonly gameId: string
      readonly at: Date
      /** "Play again": the game before's PIN, its quiz and its players, who are in the new game at once. */
      readonly again?: PlayAgain & { readonly from: string }
    }
  /** The host of a finished PIN game plays again under the new PIN `next`: this game ends, telling its players where to go. */
  | { readonly type: "PlayAgain"; readonly userId: string; readonly next: string; readonly at: Date }
  /** Anyone with the PIN joins under a nickname; a player who is in already (or the host) is back. */
  | { readonly type: "JoinPin"; readonly userId: string; readonly nickname: string; readonly at: Date }
  /** The host removes the player of that nickname, who may not join again. */
  | { readonly type: "RemovePlayer"; readonly userId: string; readonly nickname: string; readonly at: Date }
  /** The host ends the game: its PIN admits nobody after. */
  | { readonly type: "EndPin"; readonly userId: string; readonly at: Date }
  /** A PIN game's host plays in `count` teams (0: none), balanced by the server or picked by the players. */
  | { readonly type: "SetTeams"; readonly userId: string; readonly count: number; readonly picking: TeamPicking; readonly at: Date }
  /** A player of a PIN game whose players pick their teams joins team `team` (0-based). */
  | { readonly type: "ChooseTeam"; readonly userId: string; readonly team: number; readonly at: Date }
  /** A PIN game's host moves on from question `index`: its answer now if it is open, else the next question (or the podium). */
  | { readonly type: "Advance"; readonly userId: string; readonly index: number; readonly at: Date }

const iso = (d: Date) => d.toISOString()

/** How many participants each team has. */
const teamSizes = (context: LiveGameContext): number[] => {
  const sizes = Array.from({ length: context.teams?.count ?? 0 }, () => 0)
  for (const team of context.teamOf.values()) if (team < sizes.length) sizes[team]! += 1
  return sizes
}

/** Each of `userIds` into the smallest team as it stands, in turn (round-robin from empty teams). */
const placings = (context: LiveGameContext, userIds: Iterable<string>, at: string): LiveGameEvent[] => {
  const sizes = teamSizes(context)
  if (sizes.length === 0) return []
  const placed: LiveGameEvent[] = []
  for (const userId of userIds) {
    const team = smallestTeam(sizes)
    sizes[team]! += 1
    placed.push({ type: "TeamJoined", userId, team, at })
  }
  return placed
}

/** What "play again" carries to the new game: the quiz last played and the players, with their nicknames. */
export interface PlayAgain {
  readonly quiz: StoredQuizRef
  /** With their nicknames, whether they asked for more time and their team (they keep both). */
  readonly players: readonly { readonly userId: string; readonly username: string; readonly moreTime?: boolean; readonly team?: number }[]
  /** A game played in teams plays again in the same teams. */
  readonly teams?: { readonly count: number; readonly picking: TeamPicking }
}

/** "Play again" in teams: the same teams, each player in theirs (a team out of range, which no game makes, is left out). */
const teamsAgain = (teams: PlayAgain["teams"], players: PlayAgain["players"], userId: string, at: string): LiveGameEvent[] => {
  if (!teams || teamCountProblem(teams.count) !== null) return []
  return [
    { type: "TeamsSet", userId, count: teams.count, picking: teams.picking, at },
    ...players.flatMap((p): LiveGameEvent[] =>
      p.team !== undefined && p.team >= 0 && p.team < teams.count ? [{ type: "TeamJoined", userId: p.userId, team: p.team, at }] : [],
    ),
  ]
}

/**
 * What a PIN game's host would play again: only the host, once a round is over (between
 * rounds, not during one). Throws the domain error saying why not.
 */
export const playAgainOf = (game: LiveGame, userId: string): PlayAgain => {
  requireHostOfPin(game.context, userId)
  const round = game.context.round
  if (game.phase !== "roundComplete" || !round) throw new WrongState(Messages.pinPlayAgainAfterRound)
  return {
    quiz: { id: round.quiz.id, topic: round.topic, level: round.level, number: round.quiz.questions.length },
    players: game.context.participants
      .valueSeq()
      .map((p) => {
        const team = game.context.teamOf.get(p.userId)
        return { userId: p.userId, username: p.username, ...(game.context.moreTime.has(p.userId) && { moreTime: true }), ...(team !== undefined && { team }) }
      })
      .toArray(),
    ...(game.context.teams && { teams: game.context.teams }),
  }
}

const requireParticipant = (game: LiveGame, userId: string) => {
  const participant = participantOf(game.context, userId)
  if (!participant) throw new NotAllowed(Messages.notLiveParticipant)
  return participant
}

/** In a PIN game, only the host may; elsewhere, a participant. */
const requireHostOfPin = (context: LiveGameContext, userId: string) => {
  if (!isHost(context, userId)) throw new NotAllowed(Messages.pinHostOnly)
}

/** A player of the game, or the host of a PIN game (who sends topics and picks the mode too). */
const requirePlayerOrHost = (game: LiveGame, userId: string) => {
  if (!isHost(game.context, userId)) requireParticipant(game, userId)
}

const ending = (context: LiveGameContext, at: Date, next?: string): LiveGameEvent => ({
  type: "GameEnded",
  groupId: context.groupId,
  groupName: context.groupName,
  at: iso(at),
  ...(next === undefined ? {} : { next }),
})

/** Reset clears everyone's topics: only the commissioner or whoever started the last round may. */
export const mayReset = (game: LiveGame, userId: string, commissionerId: string): boolean =>
  userId === commissionerId || (game.context.round?.startedBy !== undefined && game.context.round.startedBy === userId)

/** The round completes; `game` holds every fact before it (a PIN game's registered players' scores go with it). */
const completion = (game: LiveGame, reason: "all_finished" | "timed_out", at: Date): LiveGameEvent => {
  const { context } = game
  const round = context.round!
  const registered = context.pin ? scoresOf(context).filter((s) => !isGuestId(s.userId)) : []
  return {
    type: "RoundCompleted",
    roundId: round.roundId,
    reason,
    at: iso(at),
    ...(registered.length > 0
      ? {
          scoreboard: {
            quizId: round.quiz.id,
            topic: round.topic,
            level: round.level,
            scores: registered.map(({ userId, numberCorrect, numberQuestions }) => ({ userId, numberCorrect, numberQuestions })),
          },
        }
      : {}),
  }
}

/** After a leave, a round whose every remaining player has answered is complete. */
const withCompletion = (game: LiveGame, fact: LiveGameEvent, at: Date): LiveGameEvent[] => {
  const after = step(game, fact)
  return after.phase === "inRound" && after.context.round?.unfinished === 0 ? [fact, completion(after, "all_finished", at)] : [fact]
}

const reveal = (game: LiveGame, reason: "all_answered" | "timed_out" | "skipped", at: Date): LiveGameEvent => {
  const round = game.context.round!
  const q = round.byQuestion!
  return { type: "QuestionRevealed", roundId: round.roundId, index: q.index, reason, at: iso(at), nextAt: iso(new Date(at.getTime() + q.leaderboardMs)) }
}

/** After a leave, an open question every remaining player has answered is revealed. */
const withReveal = (game: LiveGame, fact: LiveGameEvent, at: Date): LiveGameEvent[] => {
  const after = step(game, fact)
  const round = after.context.round
  return after.phase === "inRound" && round && openQuestion(round)?.waiting === 0 ? [fact, reveal(after, "all_answered", at)] : [fact]
}

/** The question `index` of a question round, shown from `at`. */
const opening = (roundId: string, index: number, answerMs: number, at: Date): LiveGameEvent => ({
  type: "QuestionOpened",
  roundId,
  index,
  opensAt: iso(at),
  closesAt: iso(new Date(at.getTime() + answerMs)),
})

/** After question `index`'s reveal: the next question, or the podium after the last. */
const afterReveal = (game: LiveGame, at: Date): LiveGameEvent => {
  const round = game.context.round!
  const q = round.byQuestion!
  return q.index + 1 < round.quiz.questions.length ? opening(round.roundId, q.index + 1, q.answerMs, at) : completion(game, "all_finished", at)
}

/** A player leaves: their live state goes, a round they held up completes, the last one out ends the game. */
const leaving = (game: LiveGame, userId: string, at: Date, reason: "left" | "disconnected" | "removed"): LiveGameEvent[] => {
  const { context } = game
  if (!participantOf(context, userId)) return []
  const left: LiveGameEvent = { type: "PlayerLeft", userId, at: iso(at), reason }
  // A group's game ends with its last player; a PIN game with its host alone.
  if (context.participants.size === 1 && !context.pin) return [left, ending(context, at)]
  return game.context.round?.byQuestion ? withReveal(game, left, at) : withCompletion(game, left, at)
}

export const decide = (command: LiveCommand, game: LiveGame): LiveGameEvent[] => {
  const { phase, context } = game
  const at = iso(command.at)
  switch (command.type) {
    case "OpenPin": {
      if (phase !== "idle") throw new WrongState(Messages.pinNoFreePin)
      const again = command.again
      const opened: LiveGameEvent = {
        type: "GameOpened",
        groupId: command.groupId,
        groupName: `Quiz night ${command.pin}`,
        gameId: command.gameId,
        at,
        pin: { code: command.pin, hostId: command.userId, hostName: command.username },
        ...(again ? { again: { from: again.from, quiz: again.quiz } } : {}),
      }
      // The players of the game before come along with their nicknames (unique there, so here).
      const players = (again?.players ?? []).filter((p) => p.userId !== command.userId).slice(0, PIN_GAME_MAX_PLAYERS)
      return [
        opened,
        ...players.map((p): LiveGameEvent => ({ type: "PlayerJoined", userId: p.userId, username: p.username, at })),
        ...players.filter((p) => p.moreTime === true).map((p): LiveGameEvent => ({ type: "MoreTimeChosen", userId: p.userId, moreTime: true, at })),
        ...teamsAgain(again?.teams, players, command.userId, at),
      ]
    }
    case "PlayAgain": {
      playAgainOf(game, command.userId)
      if (!isPin(command.next) || command.next === context.pin?.code) throw new Invalid(Messages.pinFormat)
      return [ending(context, command.at, command.next)]
    }
    case "JoinPin": {
      // A finished game's PIN admits nobody (its room is idle until another game takes the PIN).
      if (!context.pin || phase === "idle") throw new NotAllowed(Messages.pinNotFound)
      if (isHost(context, command.userId) || participantOf(context, command.userId)) return [{ type: "PlayerReturned", userId: command.userId, at }]
      if (context.removed.has(command.userId)) throw new NotAllowed(Messages.pinRemoved)
      const nickname = cleanNickname(command.nickname)
      const problem = nicknameProblem(nickname)
      if (problem !== null) throw new Invalid(problem)
      const key = nicknameKey(nickname)
      if (context.nicknames.has(key) || key === nicknameKey(context.pin.hostName)) throw new Invalid(Messages.nicknameTaken)
      if (context.participants.size >= PIN_GAME_MAX_PLAYERS) throw new WrongState(Messages.pinGameFull)
      const joined: LiveGameEvent = { type: "PlayerJoined", userId: command.userId, username: nickname, at }
      // A balanced game places a newcomer at once, in the smallest team.
      return context.teams?.picking === "balanced" ? [joined, ...placings(context, [command.userId], at)] : [joined]
    }
    case "RemovePlayer": {
      requireHostOfPin(context, command.userId)
      const target = context.nicknames.get(nicknameKey(command.nickname))
      if (target === undefined) throw new Invalid(Messages.pinPlayerNotFound)
      return leaving(game, target, command.at, "removed")
    }
    case "SetTeams": {
      requireHostOfPin(context, command.userId)
      if (phase !== "lobby" && phase !== "roundComplete") throw new WrongState(Messages.teamBetweenRounds)
      if (!isTeamPicking(command.picking)) throw new Invalid(Messages.teamPickingUnknown)
      if (command.count !== 0) {
        const problem = teamCountProblem(command.count)
        if (problem !== null) throw new Invalid(problem)
      }
      const teams = context.teams
      if (command.count === 0 ? teams === null : teams?.count === command.count && teams.picking === command.picking) return []
      if (context.teamChanges >= LIVE_READY_CHANGES_PER_ROUND) throw new RateLimited(Messages.liveTooManyChanges)
      const set: LiveGameEvent = { type: "TeamsSet", userId: command.userId, count: command.count, picking: command.picking, at }
      if (command.count === 0 || command.picking === "players") return [set]
      // Balanced: everyone in, round-robin in the order they joined.
      return [set, ...placings(step(game, set).context, context.participants.keys(), at)]
    }
    case "ChooseTeam": {
      const participant = requireParticipant(game, command.userId)
      const teams = context.teams
      if (!teams) throw new WrongState(Messages.teamsOff)
      if (teams.picking !== "players") throw new NotAllowed(Messages.teamsPickedForYou)
      if (phase === "inRound") throw new WrongState(Messages.teamBetweenRounds)
      if (!Number.isInteger(command.team) || command.team < 0 || command.team >= Math.min(teams.count, TEAM_COUNT_MAX)) throw new Invalid(Messages.teamUnknown)
      if (context.teamOf.get(command.userId) === command.team) return []
      if (participant.readyChanges >= LIVE_READY_CHANGES_PER_ROUND) throw new RateLimited(Messages.liveTooManyChanges)
      return [{ type: "TeamJoined", userId: command.userId, team: command.team, at }]
    }
    case "EndPin": {
      requireHostOfPin(context, command.userId)
      return phase === "idle" ? [] : [ending(context, command.at)]
    }
    case "Join": {
      // A re-join (a reload or reconnect) changes nothing; it says the player is back, so no
      // node drops them for being away, and the runtime re-sends the state.
      if (participantOf(context, command.userId)) return [{ type: "PlayerReturned", userId: command.userId, at }]
      const joined: LiveGameEvent = { type: "PlayerJoined", userId: command.userId, username: command.username, at }
      if (phase !== "idle") return [joined]
      return [{ type: "GameOpened", groupId: command.groupId, groupName: command.groupName, gameId: command.gameId, at }, joined]
    }
    case "Leave":
      if (isHost(context, command.userId)) return [ending(context, command.at)]
      return leaving(game, command.userId, command.at, "left")
    case "Drop":
      // A round being made or played goes on without them (its clock closes it); they go after it.
      if (phase === "generating" || phase === "inRound") return []
      // A PIN game keeps an absent player's place and points for their return; a host long gone ends it.
      if (context.pin) return isHost(context, command.userId) ? [ending(context, command.at)] : []
      return leaving(game, command.userId, command.at, "disconnected")
    case "Ready": {
      const participant = requireParticipant(game, command.userId)
      if (participant.isReady === command.isReady) return []
      // Bounded, so a client toggling in a loop cannot grow the stream without end.
      if (participant.readyChanges >= LIVE_READY_CHANGES_PER_ROUND) throw new RateLimited(Messages.liveTooManyChanges)
      return [{ type: "PlayerReady", userId: command.userId, isReady: command.isReady, at }]
    }
    case "MoreTime": {
      const participant = requireParticipant(game, command.userId)
      if (context.moreTime.has(command.userId) === command.moreTime) return []
      if (participant.readyChanges >= LIVE_READY_CHANGES_PER_ROUND) throw new RateLimited(Messages.liveTooManyChanges)
      return [{ type: "MoreTimeChosen", userId: command.userId, moreTime: command.moreTime, at }]
    }
    case "AddTopic": {
      requirePlayerOrHost(game, command.userId)
      const participant = participantOf(context, command.userId)
      const topic = command.topic.trim()
      if (topic === "" || topic.length > QuizLimits.maxTopicLength) throw new Invalid(Messages.topicSubmissionFailed)
      if (!isLevel(command.level) || !isValidQuestionCount(command.number)) throw new Invalid(Messages.topicSubmissionFailed)
      if (command.kinds && !command.kinds.every(isQuestionKind)) throw new Invalid(Messages.topicSubmissionFailed)
      // Multiple choice alone is what a topic naming no kinds gets, so its fact names none (as before kinds).
      const kinds = kindsToMix(command.kinds)
      // The player's waiting topic is replaced: sending the same one again stores nothing, and
      // changes are bounded between rounds.
      const waiting = context.topics.get(command.userId)
      if (
        waiting &&
        waiting.topic === topic &&
        waiting.level === command.level &&
        waiting.number === command.number &&
        String(waiting.kinds ?? "") === String(kinds ?? "")
      )
        return []
      if ((participant?.topicChanges ?? 0) >= LIVE_TOPIC_CHANGES_PER_ROUND) throw new RateLimited(Messages.liveTooManyChanges)
      return [{ type: "TopicSubmitted", userId: command.userId, topic, level: command.level, number: command.number, ...(kinds && { kinds }), at }]
    }
    case "Start": {
      // A PIN game's host starts it when they like: nobody there waits for readiness.
      if (context.pin) requireHostOfPin(context, command.userId)
      else requireParticipant(game, command.userId)
      if (phase !== "lobby" && phase !== "roundComplete") throw new WrongState(Messages.liveRoundRunning)
      if (context.pin && context.participants.size === 0) throw new WrongState(Messages.pinNoPlayers)
      if (!context.pin && !isGroupReady(context)) throw new WrongState(Messages.liveGroupNotReady)
      if (command.quiz) {
        if (!context.pin) throw new NotAllowed(Messages.storedQuizPinOnly)
        const { id, topic, level, number } = command.quiz
        const expiresAt = iso(generationExpiry(command.at))
        return [
          {
            type: "RoundRequested",
            roundId: command.roundId,
            requestedBy: command.userId,
            topicBy: command.userId,
            topic,
            level,
            number,
            at,
            expiresAt,
            quizId: id,
          },
        ]
      }
      // A PIN game's host's own topic goes first; then those the players sent, oldest first.
      const next = (context.pin && context.topics.get(context.pin.hostId)) || context.topics.first()
      if (!next) throw new WrongState(Messages.liveNoTopics)
      return [
        {
          type: "RoundRequested",
          roundId: command.roundId,
          requestedBy: command.userId,
          topicBy: next.userId,
          topic: next.topic,
          level: next.level,
          number: next.number,
          ...(next.kinds && { kinds: next.kinds }),
          at,
          expiresAt: iso(generationExpiry(command.at)),
        },
      ]
    }
    case "BeginRound": {
      const pending = context.pending
      if (phase !== "generating" || pending?.roundId !== command.roundId) throw new WrongState(Messages.liveRoundLost)
      if (pending.quizId !== undefined && pending.quizId !== command.quiz.id) throw new WrongState(Messages.liveRoundLost)
      // Either mode plays every kind of question, graded as solo play grades it.
      const byQuestion = context.mode === "question"
      const quiz = command.quiz
      // Players who have not picked a team join the smallest as the round starts, so everyone counts.
      const unplaced = context.teams
        ? placings(
            context,
            context.participants.keySeq().filter((id) => !context.teamOf.has(id)),
            at,
          )
        : []
      const started = {
        type: "RoundStarted",
        roundId: command.roundId,
        quiz,
        topic: pending.topic,
        level: pending.level,
        players: context.participants.keySeq().toArray(),
        startedAt: at,
        deadline: iso(roundDeadline(command.at, quiz.questions.length)),
        ...(pending.quizId === undefined ? {} : { stored: true }),
      } as const
      if (!byQuestion || quiz.questions.length === 0) return [...unplaced, started]
      // One question at a time: the first opens at once; the round's deadline is only a backstop.
      const pace = command.pace ?? defaultQuestionPace
      return [
        ...unplaced,
        { ...started, deadline: iso(questionRoundDeadline(command.at, quiz.questions.length, pace)), byQuestion: { ...pace } },
        opening(command.roundId, 0, pace.answerMs, command.at),
      ]
    }
    case "FailRound": {
      if (phase !== "generating" || context.pending?.roundId !== command.roundId) return []
      return [{ type: "RoundFailed", roundId: command.roundId, message: command.message, at }]
    }
    case "ExpireRequest": {
      const pending = context.pending
      if (phase !== "generating" || pending?.roundId !== command.roundId || command.at < new Date(pending.expiresAt)) return []
      return [{ type: "RoundFailed", roundId: command.roundId, message: Messages.liveRoundLost, at }]
    }
    case "Complete": {
      requireParticipant(game, command.userId)
      const round = context.round
      if (phase !== "inRound" || !round) throw new WrongState(Messages.liveNoRound)
      if (round.byQuestion) throw new WrongState(Messages.liveQuestionByQuestion)
      if (!round.players.has(command.userId)) throw new WrongState(Messages.liveWaitForNextRound)
      if (round.results.has(command.userId)) throw new WrongState(Messages.liveAlreadyFinished)
      if (command.at > new Date(round.deadline)) throw new WrongState(Messages.liveRoundOver)
      const graded = gradeAnswers(round.quiz.questions.map(questionOf), command.answers)
      // Only answers to this quiz's questions are kept.
      const answers: Record<string, string> = {}
      for (const r of graded.perQuestion) if (r.given !== undefined) answers[r.id] = r.given
      const submitted: LiveGameEvent = {
        type: "AnswersSubmitted",
        roundId: round.roundId,
        userId: command.userId,
        answers,
        numberCorrect: graded.numberCorrect,
        numberQuestions: graded.numberQuestions,
        at,
      }
      // The last of the round's players to hand in completes it.
      return round.unfinished === 1 ? [submitted, completion(step(game, submitted), "all_finished", command.at)] : [submitted]
    }
    case "ChooseMode": {
      if (context.pin) requireHostOfPin(context, command.userId)
      else requireParticipant(game, command.userId)
      // A PIN game's players answer on their phones, one question at a time.
      if (context.pin && command.mode !== "question") throw new WrongState(Messages.liveQuestionByQuestion)
      if (!isLiveMode(command.mode)) throw new Invalid(Messages.liveUnknownMode)
      if (phase !== "lobby" && phase !== "roundComplete") throw new WrongState(Messages.liveRoundRunning)
      if (context.mode === command.mode) return []
      if (context.modeChanges >= LIVE_TOPIC_CHANGES_PER_ROUND) throw new RateLimited(Messages.liveTooManyChanges)
      return [{ type: "LiveModeChosen", userId: command.userId, mode: command.mode, at }]
    }
    case "AnswerQuestion": {
      requireParticipant(game, command.userId)
      const round = context.round
      if (phase !== "inRound" || !round) throw new WrongState(Messages.liveNoRound)
      const byQuestion = round.byQuestion
      if (!byQuestion) throw new WrongState(Messages.liveNoRound)
      if (!round.players.has(command.userId)) throw new WrongState(Messages.liveWaitForNextRound)
      const open = openQuestion(round)
      // A player with more time has their own, longer window, and their speed is counted against it.
      const window = { opensAt: Date.parse(byQuestion.opensAt), closesAt: playerClosesAt(byQuestion, command.userId) }
      const limitMs = answerLimitMs(byQuestion.answerMs, byQuestion.extended.has(command.userId))
      if (!open || command.index !== byQuestion.index || !takesAnswerAt(window, command.at.getTime())) throw new WrongState(Messages.liveQuestionClosed)
      if (byQuestion.answers.has(command.userId)) throw new WrongState(Messages.liveAlreadyAnswered)
      const question = round.quiz.questions[byQuestion.index]!
      const option = command.option.trim()
      const problem = liveAnswerProblem(question, option)
      if (problem !== null) throw new Invalid(problem)
      // Graded by its kind, as solo play grades it.
      const { correct, share } = gradeLiveAnswer(question, option)
      // Graded from the server's clock: the time since the question opened, as the answer arrived.
      const elapsed = elapsedMs(window.opensAt, command.at.getTime(), limitMs)
      const streakBefore = byQuestion.streak.get(command.userId) ?? 0
      // A poll earns nothing and leaves the streak as it was.
      const scored = isScoredQuestion(question) ? scoreAnswer(correct, elapsed, limitMs, streakBefore, share) : { points: 0, streak: streakBefore }
      const answered: LiveGameEvent = {
        type: "QuestionAnswered",
        roundId: round.roundId,
        index: byQuestion.index,
        userId: command.userId,
        option,
        correct,
        points: scored.points,
        streak: scored.streak,
        at,
      }
      // The last of the round's players to answer reveals it.
      return byQuestion.waiting === 1 ? [answered, reveal(game, "all_answered", command.at)] : [answered]
    }
    case "CloseQuestion": {
      const round = context.round
      const open = openQuestion(round)
      if (phase !== "inRound" || round?.roundId !== command.roundId || !open || open.index !== command.index) return []
      // Answers in flight are taken for a moment after the close (live-question-rules.ts).
      // A player with more time who has yet to answer keeps it open for them.
      if (command.at.getTime() < questionClosesAt(open) + QuestionClock.graceMs) return []
      return [reveal(game, "timed_out", command.at)]
    }
    case "NextQuestion": {
      const round = context.round
      const q = round?.byQuestion
      if (phase !== "inRound" || !round || round.roundId !== command.roundId || !q?.revealed || q.index !== command.index) return []
      if (command.at < new Date(q.revealed.nextAt)) return []
      return [afterReveal(game, command.at)]
    }
    case "Advance": {
      requireHostOfPin(context, command.userId)
      const q = context.round?.byQuestion
      if (phase !== "inRound" || !q) throw new WrongState(Messages.liveNoRound)
      // A second press for the same step (or one from the host's other screen) changes nothing.
      if (q.index !== command.index) return []
      return [q.revealed ? afterReveal(game, command.at) : reveal(game, "skipped", command.at)]
    }
    case "TimeOut": {
      const round = context.round
      if (phase !== "inRound" || round?.roundId !== command.roundId || command.at < new Date(round.deadline)) return []
      // A question round ends by its questions' clocks alone (a restart may have delayed them).
      if (round.byQuestion) return []
      return [{ type: "RoundTimedOut", roundId: round.roundId, at }, completion(game, "timed_out", command.at)]
    }
    case "Reset": {
      if (context.pin) requireHostOfPin(context, command.userId)
      else requireParticipant(game, command.userId)
      if (!context.pin && !mayReset(game, command.userId, command.commissionerId)) throw new NotAllowed(Messages.liveResetNotAllowed)
      if (phase !== "lobby" && phase !== "roundComplete") throw new WrongState(Messages.liveRoundRunning)
      return [{ type: "GameReset", by: command.userId, at }]
    }
  }
}

/**
 * The live game as a decider: its state is the machine's phase and context, so `evolve` is a
 * step of the machine (a fact the phase does not take changes nothing).
 */
export const liveGameDecider: Decider<LiveCommand, LiveGame, LiveGameEvent> = {
  decide,
  evolve: step,
  initialState: initialGame(),
  events: LiveGameEvent,
}

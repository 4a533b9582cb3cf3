// How each stored fact changes the live game's context. Pure and total: the machine
// (machine.ts) decides which facts a phase accepts; this says what they do. A player's fact
// changes that player's entries and a count or two, never walks the others (state.ts).
import { OrderedMap, OrderedSet, Set as PersistentSet } from "immutable"

import type { LiveGameEvent, PlayerTotal, RoundScore } from "#schemas/events/live-game.ts"
import { nicknameKey } from "#schemas/live-pin-rules.ts"

import { isScoredQuestion } from "./kinds.ts"
import { placesOf } from "./standings.ts"
import { type ByQuestion, emptyContext, isInGame, type LiveGameContext, noAnswers, nobody, noResults, type Participant, type Round } from "./state.ts"

type Of<T extends LiveGameEvent["type"]> = Extract<LiveGameEvent, { type: T }>

const updateParticipant = (context: LiveGameContext, userId: string, change: (p: Participant) => Participant): LiveGameContext => {
  const participant = context.participants.get(userId)
  return participant ? { ...context, participants: context.participants.set(userId, change(participant)) } : context
}

/** A PIN game is played question by question, as quiz nights are, unless its host chooses otherwise. */
export const opened = (context: LiveGameContext, event: Of<"GameOpened">): LiveGameContext => ({
  ...emptyContext(event.groupId, event.groupName),
  gameId: event.gameId,
  ...(event.pin ? { pin: { ...event.pin, ...(event.again ? { again: event.again } : {}) }, mode: "question" as const } : {}),
})

export const joined = (context: LiveGameContext, event: Of<"PlayerJoined">): LiveGameContext => ({
  ...context,
  participants: context.participants.set(event.userId, {
    userId: event.userId,
    username: event.username,
    isReady: false,
    paramsSubmitted: false,
    readyChanges: 0,
    topicChanges: 0,
  }),
  nicknames: context.nicknames.set(nicknameKey(event.username), event.userId),
})

/** A leaver's live state goes: their place, waiting topic, totals and their seat in the round. */
export const left = (context: LiveGameContext, event: Of<"PlayerLeft">): LiveGameContext => ({
  ...context,
  participants: context.participants.delete(event.userId),
  nicknames: nicknameGone(context, event.userId),
  removed: event.reason === "removed" ? context.removed.add(event.userId) : context.removed,
  moreTime: context.moreTime.delete(event.userId),
  teamOf: context.teamOf.delete(event.userId),
  topics: context.topics.delete(event.userId),
  totals: context.totals.delete(event.userId),
  round: context.round && leftRound(context.round, event.userId),
})

/** The nickname a leaver held is free again. */
const nicknameGone = (context: LiveGameContext, userId: string) => {
  const participant = context.participants.get(userId)
  if (!participant) return context.nicknames
  const key = nicknameKey(participant.username)
  return context.nicknames.get(key) === userId ? context.nicknames.delete(key) : context.nicknames
}

/** The round without the leaver; it and its open question no longer wait for them (nor count them after its reveal). */
const leftRound = (round: Round, userId: string): Round => {
  if (!round.players.has(userId)) return round
  const q = round.byQuestion
  const waitedFor = q !== undefined && q.index >= 0 && !q.answers.has(userId)
  return {
    ...round,
    players: round.players.delete(userId),
    unfinished: round.results.has(userId) ? round.unfinished : round.unfinished - 1,
    ...(waitedFor ? { byQuestion: { ...q, waiting: q.waiting - 1, waitingExtended: q.waitingExtended - (q.extended.has(userId) ? 1 : 0) } } : {}),
  }
}

export const readied = (context: LiveGameContext, event: Of<"PlayerReady">): LiveGameContext =>
  updateParticipant(context, event.userId, (p) => ({ ...p, isReady: event.isReady, readyChanges: p.readyChanges + 1 }))

/** A player has at most one waiting topic: a new one replaces it. */
export const topicSubmitted = (context: LiveGameContext, event: Of<"TopicSubmitted">): LiveGameContext => ({
  ...updateParticipant(context, event.userId, (p) => ({ ...p, paramsSubmitted: true, topicChanges: p.topicChanges + 1 })),
  // A replaced topic goes to the back of the queue.
  topics: context.topics.delete(event.userId).set(event.userId, {
    userId: event.userId,
    topic: event.topic,
    level: event.level,
    number: event.number,
    ...(event.kinds && { kinds: event.kinds }),
  }),
})

/** The topic is taken for the round (the oldest waiting, or a PIN game's host's own). */
export const roundRequested = (context: LiveGameContext, event: Of<"RoundRequested">): LiveGameContext => ({
  ...context,
  // A stored quiz takes no topic.
  topics: event.quizId === undefined ? context.topics.delete(event.topicBy) : context.topics,
  pending: {
    roundId: event.roundId,
    requestedBy: event.requestedBy,
    topicBy: event.topicBy,
    topic: event.topic,
    level: event.level,
    number: event.number,
    ...(event.kinds && { kinds: event.kinds }),
    expiresAt: event.expiresAt,
    ...(event.quizId === undefined ? {} : { quizId: event.quizId }),
  },
  lastFailure: null,
})

export const roundStarted = (context: LiveGameContext, event: Of<"RoundStarted">): LiveGameContext => {
  const players = OrderedSet(event.players.filter((id) => context.participants.has(id)))
  return {
    ...context,
    pending: null,
    round: {
      roundId: event.roundId,
      quiz: event.quiz,
      topic: event.topic,
      level: event.level,
      players,
      startedAt: event.startedAt,
      deadline: event.deadline,
      results: noResults,
      unfinished: players.size,
      ...(context.pending?.roundId === event.roundId ? { startedBy: context.pending.requestedBy } : {}),
      ...(event.byQuestion
        ? {
            byQuestion: {
              answerMs: event.byQuestion.answerMs,
              leaderboardMs: event.byQuestion.leaderboardMs,
              index: -1,
              opensAt: event.startedAt,
              closesAt: event.startedAt,
              answers: noAnswers,
              waiting: 0,
              extended: PersistentSet<string>(),
              waitingExtended: 0,
              revealed: null,
              points: nobody,
              correct: nobody,
              streak: nobody,
              gained: nobody,
              placeBefore: nobody,
            },
          }
        : {}),
    },
  }
}

export const modeChosen = (context: LiveGameContext, event: Of<"LiveModeChosen">): LiveGameContext => ({
  ...context,
  mode: event.mode,
  modeChanges: context.modeChanges + 1,
})

const withQuestion = (context: LiveGameContext, roundId: string, change: (q: ByQuestion) => ByQuestion): LiveGameContext => {
  const round = context.round
  if (round?.roundId !== roundId || !round.byQuestion) return context
  return { ...context, round: { ...round, byQuestion: change(round.byQuestion) } }
}

/** Who has more time for the question is fixed as it opens (walks only those who asked for it). */
export const questionOpened = (context: LiveGameContext, event: Of<"QuestionOpened">): LiveGameContext =>
  withQuestion(context, event.roundId, (q) => {
    const players = context.round?.players
    const extended = players ? context.moreTime.filter((userId) => players.has(userId)) : q.extended.clear()
    return {
      ...q,
      index: event.index,
      opensAt: event.opensAt,
      closesAt: event.closesAt,
      answers: noAnswers,
      waiting: players?.size ?? 0,
      extended,
      waitingExtended: extended.size,
      revealed: null,
    }
  })

export const questionAnswered = (context: LiveGameContext, event: Of<"QuestionAnswered">): LiveGameContext =>
  withQuestion(context, event.roundId, (q) => ({
    ...q,
    answers: q.answers.set(event.userId, { option: event.option, correct: event.correct, points: event.points, streak: event.streak }),
    waiting: context.round!.players.has(event.userId) && !q.answers.has(event.userId) ? q.waiting - 1 : q.waiting,
    waitingExtended: q.extended.has(event.userId) && !q.answers.has(event.userId) ? q.waitingExtended - 1 : q.waitingExtended,
  }))

/** Counted like readiness changes (bounded between rounds: decide.ts). */
export const moreTimeChosen = (context: LiveGameContext, event: Of<"MoreTimeChosen">): LiveGameContext => ({
  ...updateParticipant(context, event.userId, (p) => ({ ...p, readyChanges: p.readyChanges + 1 })),
  moreTime: event.moreTime ? context.moreTime.add(event.userId) : context.moreTime.delete(event.userId),
})

/** The answers count: points, correct answers and streaks move on (a player who did not answer loses their streak). */
export const questionRevealed = (context: LiveGameContext, event: Of<"QuestionRevealed">): LiveGameContext => {
  const players = context.round?.players ?? OrderedSet<string>()
  return withQuestion(context, event.roundId, (q) => {
    // A poll has no right answer: nobody's streak moves with it.
    const question = context.round?.quiz.questions[q.index]
    const scored = question === undefined || isScoredQuestion(question)
    const gained = nobody.asMutable()
    const points = q.points.asMutable()
    const correct = q.correct.asMutable()
    const streak = q.streak.asMutable()
    for (const userId of players) {
      const answer = q.answers.get(userId)
      const got = answer?.points ?? 0
      gained.set(userId, got)
      points.set(userId, (points.get(userId) ?? 0) + got)
      correct.set(userId, (correct.get(userId) ?? 0) + (answer?.correct ? 1 : 0))
      if (scored) streak.set(userId, answer?.streak ?? 0)
    }
    return {
      ...q,
      points: points.asImmutable(),
      correct: correct.asImmutable(),
      streak: streak.asImmutable(),
      gained: gained.asImmutable(),
      placeBefore: placesOf(players, q.points),
      revealed: { at: event.at, nextAt: event.nextAt, reason: event.reason },
    }
  })
}

/** Everyone's team is cleared; a balanced game's placings follow as TeamJoined facts. */
export const teamsSet = (context: LiveGameContext, event: Of<"TeamsSet">): LiveGameContext => ({
  ...context,
  teams: event.count > 0 ? { count: event.count, picking: event.picking } : null,
  teamOf: context.teamOf.clear(),
  teamChanges: context.teamChanges + 1,
})

/** A player's pick counts like a readiness change (bounded between rounds: decide.ts). */
export const teamJoined = (context: LiveGameContext, event: Of<"TeamJoined">): LiveGameContext =>
  context.participants.has(event.userId)
    ? { ...updateParticipant(context, event.userId, (p) => ({ ...p, readyChanges: p.readyChanges + 1 })), teamOf: context.teamOf.set(event.userId, event.team) }
    : context

/** The topic goes back to the front of the queue, so pressing start again retries it. */
export const roundFailed = (context: LiveGameContext, event: Of<"RoundFailed">): LiveGameContext => {
  const pending = context.pending
  const requeue = pending !== null && pending.quizId === undefined && isInGame(context, pending.topicBy) && !context.topics.has(pending.topicBy)
  return {
    ...context,
    pending: null,
    lastFailure: event.message,
    topics: requeue
      ? OrderedMap([
          [
            pending.topicBy,
            { userId: pending.topicBy, topic: pending.topic, level: pending.level, number: pending.number, ...(pending.kinds && { kinds: pending.kinds }) },
          ],
        ]).concat(context.topics)
      : context.topics,
  }
}

export const answered = (context: LiveGameContext, event: Of<"AnswersSubmitted">): LiveGameContext => {
  const round = context.round
  if (round === null) return context
  const waitedFor = round.players.has(event.userId) && !round.results.has(event.userId)
  return {
    ...context,
    round: {
      ...round,
      results: round.results.set(event.userId, { numberCorrect: event.numberCorrect, numberQuestions: event.numberQuestions }),
      unfinished: waitedFor ? round.unfinished - 1 : round.unfinished,
    },
  }
}

/** The round's scores: each player still in it, with a zero for anyone who did not answer. */
export const scoresOf = (context: LiveGameContext): RoundScore[] => {
  const round = context.round
  if (!round) return []
  const byQuestion = round.byQuestion
  // Polls are no questions to get right.
  const numberQuestions = round.quiz.questions.filter(isScoredQuestion).length
  return round.players.toArray().map((userId) => {
    const result = byQuestion ? { numberCorrect: byQuestion.correct.get(userId) ?? 0, numberQuestions } : round.results.get(userId)
    return {
      userId,
      username: context.participants.get(userId)?.username ?? userId,
      numberCorrect: result?.numberCorrect ?? 0,
      numberQuestions: result?.numberQuestions ?? numberQuestions,
    }
  })
}

/** Scores and totals: the round's results folded in; readiness starts over. */
export const roundCompleted = (context: LiveGameContext): LiveGameContext => {
  const scores = scoresOf(context)
  return {
    ...context,
    roundsPlayed: context.roundsPlayed + 1,
    roundScores: scores,
    totals: addScores(context.totals, scores),
    participants: context.participants.map((p) => ({ ...p, isReady: false, readyChanges: 0, topicChanges: 0 })),
    modeChanges: 0,
    teamChanges: 0,
  }
}

export const reset = (context: LiveGameContext): LiveGameContext => ({
  ...context,
  topics: context.topics.clear(),
  pending: null,
  round: null,
  lastFailure: null,
  participants: context.participants.map((p) => ({ ...p, isReady: false, paramsSubmitted: false, readyChanges: 0, topicChanges: 0 })),
})

/** Nothing of the game stays but, after "play again", where its players went. */
export const ended = (context: LiveGameContext, event: Of<"GameEnded">): LiveGameContext => ({
  ...emptyContext(event.groupId, event.groupName),
  movedTo: event.next ?? null,
})

/** Totals after a round: earlier totals plus this round's scores, in first-scored order. */
export const addScores = (totals: OrderedMap<string, PlayerTotal>, scores: readonly RoundScore[]): OrderedMap<string, PlayerTotal> =>
  totals.withMutations((next) => {
    for (const s of scores) {
      const before = next.get(s.userId)
      next.set(s.userId, {
        userId: s.userId,
        username: s.username,
        totalCorrect: (before?.totalCorrect ?? 0) + s.numberCorrect,
        totalQuestions: (before?.totalQuestions ?? 0) + s.numberQuestions,
      })
    }
  })

export const evolve = (context: LiveGameContext, event: LiveGameEvent): LiveGameContext => {
  switch (event.type) {
    case "GameOpened":
      return opened(context, event)
    case "PlayerJoined":
      return joined(context, event)
    case "PlayerLeft":
      return left(context, event)
    case "PlayerReturned":
      return context
    case "PlayerReady":
      return readied(context, event)
    case "TopicSubmitted":
      return topicSubmitted(context, event)
    case "RoundRequested":
      return roundRequested(context, event)
    case "RoundStarted":
      return roundStarted(context, event)
    case "RoundFailed":
      return roundFailed(context, event)
    case "AnswersSubmitted":
      return answered(context, event)
    case "RoundTimedOut":
      return context
    case "RoundCompleted":
      return roundCompleted(context)
    case "GameReset":
      return reset(context)
    case "GameEnded":
      return ended(context, event)
    case "LiveModeChosen":
      return modeChosen(context, event)
    case "QuestionOpened":
      return questionOpened(context, event)
    case "QuestionAnswered":
      return questionAnswered(context, event)
    case "QuestionRevealed":
      return questionRevealed(context, event)
    case "MoreTimeChosen":
      return moreTimeChosen(context, event)
    case "TeamsSet":
      return teamsSet(context, event)
    case "TeamJoined":
      return teamJoined(context, event)
  }
}

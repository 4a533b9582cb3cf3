// Question-by-question rounds, decided from the game's stream: given the facts stored, when a
// command comes, then these facts (or this refusal).
import fc from "fast-check"
import { describe, expect, it } from "vitest"

import type { LiveGameEvent } from "#schemas/events/live-game.ts"
import * as Messages from "#schemas/messages.ts"
import { given } from "#test/support/decider.ts"
import { quiz, t0 } from "#test/support/live-game-fixtures.ts"

import { Invalid, NotAllowed, RateLimited, WrongState } from "../domain-errors.ts"
import { liveGameDecider } from "./decide.ts"
import { replay, stepThroughMachine } from "./machine.ts"
import { unansweredPlayers } from "./state.ts"
import { announcedBy } from "./updates.ts"
import { liveGameState, liveGameViews, liveYou } from "./view.ts"

const at = (ms: number) => new Date(t0.getTime() + ms)
const iso = (ms: number) => at(ms).toISOString()
const pace = { answerMs: 20_000, leaderboardMs: 5_000 }

const lobby: LiveGameEvent[] = [
  { type: "GameOpened", groupId: "g1", groupName: "Goats", gameId: "game-1", at: iso(0) },
  { type: "PlayerJoined", userId: "ann", username: "ANN", at: iso(0) },
  { type: "PlayerJoined", userId: "bob", username: "BOB", at: iso(0) },
  { type: "TopicSubmitted", userId: "ann", topic: "Bees", level: "elementary", number: 2, at: iso(0) },
  { type: "PlayerReady", userId: "ann", isReady: true, at: iso(0) },
  { type: "PlayerReady", userId: "bob", isReady: true, at: iso(0) },
]
const chosen: LiveGameEvent = { type: "LiveModeChosen", userId: "bob", mode: "question", at: iso(0) }
const requested: LiveGameEvent = {
  type: "RoundRequested",
  roundId: "r1",
  requestedBy: "ann",
  topicBy: "ann",
  topic: "Bees",
  level: "elementary",
  number: 2,
  at: iso(0),
  expiresAt: iso(300_000),
}
const begin = { type: "BeginRound", roundId: "r1", quiz: quiz(2), at: at(1_000), pace } as const
const started: LiveGameEvent = {
  type: "RoundStarted",
  roundId: "r1",
  quiz: quiz(2),
  topic: "Bees",
  level: "elementary",
  players: ["ann", "bob"],
  startedAt: iso(1_000),
  deadline: iso(1_000 + 2 * 26_000 + 10_000),
  byQuestion: pace,
}
const opened = (index: number, ms: number): LiveGameEvent => ({ type: "QuestionOpened", roundId: "r1", index, opensAt: iso(ms), closesAt: iso(ms + 20_000) })
const answer = (userId: string, option: string, ms: number, index = 0) => ({ type: "AnswerQuestion", userId, index, option, at: at(ms) }) as const
const answered = (userId: string, option: string, points: number, streak: number, ms: number, index = 0): LiveGameEvent => ({
  type: "QuestionAnswered",
  roundId: "r1",
  index,
  userId,
  option,
  correct: option === "B",
  points,
  streak,
  at: iso(ms),
})
const revealed = (index: number, reason: "all_answered" | "timed_out", ms: number): LiveGameEvent => ({
  type: "QuestionRevealed",
  roundId: "r1",
  index,
  reason,
  at: iso(ms),
  nextAt: iso(ms + 5_000),
})
const inQuestion = [...lobby, chosen, requested, started, opened(0, 1_000)]

describe("question-by-question rounds", () => {
  it("lets a player choose the mode between rounds, once per change", () => {
    given(liveGameDecider, lobby)
      .when({ type: "ChooseMode", userId: "bob", mode: "question", at: at(0) })
      .then([chosen])
    given(liveGameDecider, [...lobby, chosen])
      .when({ type: "ChooseMode", userId: "ann", mode: "question", at: at(0) })
      .then([])
    given(liveGameDecider, lobby)
      .when({ type: "ChooseMode", userId: "eve", mode: "question", at: at(0) })
      .then(NotAllowed)
    given(liveGameDecider, [...lobby, chosen, requested])
      .when({ type: "ChooseMode", userId: "ann", mode: "whole", at: at(0) })
      .then(WrongState)
    given(liveGameDecider, lobby)
      .when({ type: "ChooseMode", userId: "ann", mode: "fast" as never, at: at(0) })
      .then(Messages.liveUnknownMode)
    const toggles = Array.from({ length: 20 }, (_, i): LiveGameEvent => ({ ...chosen, mode: i % 2 === 0 ? "question" : "whole" }))
    given(liveGameDecider, [...lobby, ...toggles])
      .when({ type: "ChooseMode", userId: "ann", mode: "question", at: at(0) })
      .then(RateLimited)
  })

  it("keeps the whole-quiz round as it was when no mode is chosen", () => {
    const game = given(liveGameDecider, [...lobby, requested])
      .when(begin)
      .then([{ ...started, deadline: iso(1_000 + 2 * 40_000 + 10_000), byQuestion: undefined }])
    expect(game.context.round?.byQuestion).toBeUndefined()
  })

  it("begins with the first question open for the server's answer time", () => {
    const game = given(liveGameDecider, [...lobby, chosen, requested])
      .when(begin)
      .then([started, opened(0, 1_000)])
    expect(game.context.round?.byQuestion).toMatchObject({ index: 0, revealed: null, answerMs: 20_000 })
  })

  it("grades an answer from the server's clock: fast and right scores most", () => {
    given(liveGameDecider, inQuestion)
      .when(answer("ann", " B ", 6_000))
      .then([answered("ann", "B", 875, 1, 6_000)])
    given(liveGameDecider, inQuestion)
      .when(answer("ann", "C", 2_000))
      .then([answered("ann", "C", 0, 0, 2_000)])
  })

  it("reveals the answer once everyone has answered", () => {
    const game = given(liveGameDecider, [...inQuestion, answered("ann", "B", 875, 1, 6_000)])
      .when(answer("bob", "A", 8_000))
      .then([answered("bob", "A", 0, 0, 8_000), revealed(0, "all_answered", 8_000)])
    const q = game.context.round!.byQuestion!
    expect(q.points.toObject()).toEqual({ ann: 875, bob: 0 })
    expect(q.correct.toObject()).toEqual({ ann: 1, bob: 0 })
    expect(q.gained.toObject()).toEqual({ ann: 875, bob: 0 })
  })

  it("refuses answers out of turn, twice, off the options, or after the close", () => {
    const history = [...inQuestion, answered("ann", "B", 875, 1, 6_000)]
    given(liveGameDecider, history)
      .when(answer("ann", "A", 7_000))
      .then(Messages.liveAlreadyAnswered)
    given(liveGameDecider, history)
      .when(answer("bob", "Z", 7_000))
      .then(Invalid)
    given(liveGameDecider, history)
      .when(answer("bob", "B", 7_000, 1))
      .then(Messages.liveQuestionClosed)
    given(liveGameDecider, history)
      .when(answer("bob", "B", 22_001))
      .then(Messages.liveQuestionClosed)
    given(liveGameDecider, history)
      .when(answer("eve", "B", 7_000))
      .then(NotAllowed)
    given(liveGameDecider, history)
      .when({ type: "Complete", userId: "bob", answers: { q0: "B" }, at: at(7_000) })
      .then(Messages.liveQuestionByQuestion)
    // In flight at the close: taken, as answered at the last moment.
    given(liveGameDecider, history)
      .when(answer("bob", "B", 21_500))
      .then([answered("bob", "B", 500, 1, 21_500), revealed(0, "all_answered", 21_500)])
  })

  it("closes the question when time is up, not before, and only once", () => {
    const history = [...inQuestion, answered("ann", "B", 875, 1, 6_000)]
    given(liveGameDecider, history)
      .when({ type: "CloseQuestion", roundId: "r1", index: 0, at: at(21_999) })
      .then([])
    const game = given(liveGameDecider, history)
      .when({ type: "CloseQuestion", roundId: "r1", index: 0, at: at(22_000) })
      .then([revealed(0, "timed_out", 22_000)])
    expect(game.context.round!.byQuestion!.streak.toObject()).toEqual({ ann: 1, bob: 0 })
    given(liveGameDecider, [...history, revealed(0, "timed_out", 22_000)])
      .when({ type: "CloseQuestion", roundId: "r1", index: 0, at: at(22_500) })
      .then([])
  })

  it("opens the next question after the leaderboard, and a streak earns its bonus", () => {
    const afterFirst = [...inQuestion, answered("ann", "B", 875, 1, 6_000), answered("bob", "C", 0, 0, 7_000), revealed(0, "all_answered", 7_000)]
    given(liveGameDecider, afterFirst)
      .when({ type: "NextQuestion", roundId: "r1", index: 0, at: at(11_999) })
      .then([])
    given(liveGameDecider, afterFirst)
      .when({ type: "NextQuestion", roundId: "r1", index: 0, at: at(12_000) })
      .then([opened(1, 12_000)])
    const game = given(liveGameDecider, [...afterFirst, opened(1, 12_000), answered("bob", "B", 1000, 1, 12_000, 1)])
      .when(answer("ann", "B", 12_000, 1))
      .then([answered("ann", "B", 1100, 2, 12_000, 1), revealed(1, "all_answered", 12_000)])
    const q = game.context.round!.byQuestion!
    expect(q.points.toObject()).toEqual({ ann: 1975, bob: 1000 })
    expect(q.placeBefore.toObject()).toEqual({ ann: 1, bob: 2 })
  })

  it("ends with the podium after the last question's leaderboard, scores counting correct answers", () => {
    const history = [
      ...inQuestion,
      answered("ann", "B", 875, 1, 6_000),
      answered("bob", "C", 0, 0, 7_000),
      revealed(0, "all_answered", 7_000),
      opened(1, 12_000),
      answered("bob", "B", 1000, 1, 13_000, 1),
      revealed(1, "timed_out", 33_000),
    ]
    const game = given(liveGameDecider, history)
      .when({ type: "NextQuestion", roundId: "r1", index: 1, at: at(38_000) })
      .then([{ type: "RoundCompleted", roundId: "r1", reason: "all_finished", at: iso(38_000) }])
    expect(game.phase).toBe("roundComplete")
    expect(game.context.roundScores.map((s) => [s.userId, s.numberCorrect, s.numberQuestions])).toEqual([
      ["ann", 1, 2],
      ["bob", 1, 2],
    ])
    expect(game.context.round!.byQuestion!.points.toObject()).toEqual({ ann: 875, bob: 1000 })
  })

  it("reveals when the last player yet to answer leaves, and ignores the whole-round time-out", () => {
    const history = [...inQuestion, answered("ann", "B", 875, 1, 6_000)]
    given(liveGameDecider, history)
      .when({ type: "Leave", userId: "bob", at: at(8_000) })
      .then([{ type: "PlayerLeft", userId: "bob", at: iso(8_000), reason: "left" }, revealed(0, "all_answered", 8_000)])
    given(liveGameDecider, history)
      .when({ type: "TimeOut", roundId: "r1", at: at(10_000_000) })
      .then([])
  })

  it("still counts who answered when one who did not leaves after the reveal", () => {
    const game = replay([
      ...inQuestion,
      answered("ann", "B", 875, 1, 6_000),
      revealed(0, "timed_out", 22_000),
      { type: "PlayerLeft", userId: "bob", at: iso(23_000), reason: "left" },
    ])
    expect(liveGameState(game, 9).byQuestion).toMatchObject({ answered: 1, players: 1 })
  })

  it("rebuilds the open question from the stream, so a restart closes it at the stored time", () => {
    const game = replay([...inQuestion, answered("ann", "B", 875, 1, 6_000)])
    expect(game.phase).toBe("inRound")
    expect(game.context.round!.byQuestion).toMatchObject({ index: 0, opensAt: iso(1_000), closesAt: iso(21_000), revealed: null })
    expect(game.context.round!.byQuestion!.answers.size).toBe(1)
    expect(game.context.round!.byQuestion!.answers.get("ann")).toMatchObject({ option: "B", points: 875 })
  })

  it("shows players the open question alone, without its answer, until it is revealed", () => {
    const open = liveGameState(replay([...inQuestion, answered("ann", "B", 875, 1, 6_000)]), 9)
    expect(open.currQuiz).toBeNull()
    expect(open.mode).toBe("question")
    expect(open.byQuestion).toEqual({
      index: 0,
      count: 2,
      question: { id: "q0", question: "Q0?", options: ["A", "B", "C"] },
      opensAt: iso(1_000),
      closesAt: iso(21_000),
      answerMs: 20_000,
      answered: 1,
      players: 2,
      reveal: null,
      leaderboard: [],
      final: false,
    })
    expect(JSON.stringify(open)).not.toContain("Q1?")
    expect(liveYou(replay([...inQuestion, answered("ann", "B", 875, 1, 6_000)]), "ann")?.question).toEqual({
      index: 0,
      option: "B",
      correct: null,
      points: 0,
      gained: 0,
      streak: 0,
      place: 1,
    })
  })

  it("shows the answer and a leaderboard saying who moved up", () => {
    const history = [
      ...inQuestion,
      answered("ann", "B", 875, 1, 6_000),
      answered("bob", "C", 0, 0, 7_000),
      revealed(0, "all_answered", 7_000),
      opened(1, 12_000),
      answered("bob", "B", 1000, 1, 12_500, 1),
      answered("ann", "A", 0, 0, 13_000, 1),
      revealed(1, "all_answered", 13_000),
    ]
    const state = liveGameState(replay(history), 20)
    // Picks count each option: ann took A, bob B, nobody C.
    expect(state.byQuestion?.reveal).toEqual({ correctAnswer: "B", explanation: "B.", reason: "all_answered", nextAt: iso(18_000), picks: [1, 1, 0], right: 1 })
    expect(state.byQuestion?.leaderboard).toEqual([
      { username: "BOB", points: 1000, place: 1, placeBefore: 2, gained: 1000 },
      { username: "ANN", points: 875, place: 2, placeBefore: 1, gained: 0 },
    ])
    expect(liveYou(replay(history), "ann")?.question).toMatchObject({ option: "A", correct: false, points: 875, streak: 0, place: 2 })
    expect(liveYou(replay(history), "bob")?.question).toMatchObject({ correct: true, gained: 1000, streak: 1, place: 1 })
    const final = liveGameState(replay([...history, { type: "RoundCompleted", roundId: "r1", reason: "all_finished", at: iso(18_000) }]), 21)
    expect(final).toMatchObject({
      phase: "roundComplete",
      byQuestion: {
        final: true,
        leaderboard: [
          { username: "BOB", place: 1 },
          { username: "ANN", place: 2 },
        ],
      },
    })
  })

  it("announces each question and each reveal to the players at once", () => {
    expect(announcedBy(opened(1, 0))).toBe("question_opened")
    expect(announcedBy(revealed(1, "timed_out", 0))).toBe("question_revealed")
    expect(announcedBy(answered("ann", "B", 1000, 1, 0))).toBeNull()
  })
})

describe("question-by-question rounds, any timing", () => {
  const players = ["ann", "bob", "cat"]
  const joined: LiveGameEvent[] = [
    { type: "GameOpened", groupId: "g1", groupName: "Goats", gameId: "game-1", at: iso(0) },
    ...players.flatMap((userId): LiveGameEvent[] => [
      { type: "PlayerJoined", userId, username: userId.toUpperCase(), at: iso(0) },
      { type: "TopicSubmitted", userId, topic: `T ${userId}`, level: "elementary", number: 3, at: iso(0) },
      { type: "PlayerReady", userId, isReady: true, at: iso(0) },
    ]),
    { ...chosen, userId: "ann" },
    { ...requested, topicBy: "ann", number: 3 },
  ]
  // Per question and player: no answer, or an answer this many ms after the opening (some too late), right or wrong.
  const answerOf = fc.option(fc.record({ afterMs: fc.integer({ min: 0, max: 24_000 }), right: fc.boolean() }), { nil: undefined })
  const timings = fc.array(fc.tuple(answerOf, answerOf, answerOf), { minLength: 3, maxLength: 3 })

  it("reveals each question once, takes answers only while open, totals what was scored and sends nothing early", () => {
    fc.assert(
      fc.property(timings, (plan) => {
        let game = replay(joined)
        const stored: LiveGameEvent[] = []
        const apply = (events: readonly LiveGameEvent[]) => {
          stored.push(...events)
          const next = replay(events, game)
          // step's shortcut for facts applied in place gives what XState's transition gives.
          expect(next).toEqual(events.reduce(stepThroughMachine, game))
          game = next
          // The count the last answer is known by is the count of players yet to answer.
          const round = game.context.round
          if (round?.byQuestion && round.byQuestion.index >= 0) expect(round.byQuestion.waiting).toBe(unansweredPlayers(round).length)
          // Whatever any player is sent names no question before it opens, nor an answer before its reveal.
          const q = round?.byQuestion
          if (q) {
            const views = liveGameViews(game, 0)
            const sent = JSON.stringify([views.shared, ...players.map((p) => views.youOf(p))])
            expect(views.shared.currQuiz).toBeNull()
            for (let later = q.index + 1; later < round.quiz.questions.length; later++) expect(sent).not.toContain(`Q${later}?`)
            if (q.revealed === null && game.phase === "inRound") {
              expect(views.shared.byQuestion?.reveal).toBeNull()
              expect(sent).not.toContain('"explanation"')
              for (const p of players) expect(views.youOf(p)?.question?.correct ?? null).toBeNull()
            }
          }
        }
        apply(liveGameDecider.decide({ ...begin, quiz: quiz(3) }, game))
        plan.forEach((answers, index) => {
          const q = game.context.round!.byQuestion!
          const opensAt = Date.parse(q.opensAt)
          const due = answers
            .map((a, i) => (a ? { userId: players[i]!, at: opensAt + a.afterMs, option: a.right ? "B" : "C" } : null))
            .filter((a) => a !== null)
            .sort((x, y) => x.at - y.at)
          for (const a of due) {
            // The clock closes the question first when it is due before this answer.
            apply(liveGameDecider.decide({ type: "CloseQuestion", roundId: "r1", index, at: at(a.at - t0.getTime()) }, game))
            const open = game.context.round!.byQuestion!.revealed === null
            const inTime = a.at <= Date.parse(q.closesAt) + 1_000
            if (open && inTime)
              apply(liveGameDecider.decide({ type: "AnswerQuestion", userId: a.userId, index, option: a.option, at: at(a.at - t0.getTime()) }, game))
            else
              expect(() =>
                liveGameDecider.decide({ type: "AnswerQuestion", userId: a.userId, index, option: a.option, at: at(a.at - t0.getTime()) }, game),
              ).toThrow(WrongState)
          }
          const closing = Date.parse(q.closesAt) + 1_000
          apply(liveGameDecider.decide({ type: "CloseQuestion", roundId: "r1", index, at: at(closing - t0.getTime()) }, game))
          const nextAt = Date.parse(game.context.round!.byQuestion!.revealed!.nextAt)
          apply(liveGameDecider.decide({ type: "NextQuestion", roundId: "r1", index, at: at(nextAt - t0.getTime()) }, game))
        })
        expect(game.phase).toBe("roundComplete")
        expect(stored.filter((e) => e.type === "QuestionOpened").map((e) => (e as { index: number }).index)).toEqual([0, 1, 2])
        expect(stored.filter((e) => e.type === "QuestionRevealed").map((e) => (e as { index: number }).index)).toEqual([0, 1, 2])
        const answered = stored.filter((e): e is Extract<LiveGameEvent, { type: "QuestionAnswered" }> => e.type === "QuestionAnswered")
        const byQuestion = game.context.round!.byQuestion!
        for (const userId of players) {
          const mine = answered.filter((e) => e.userId === userId)
          expect(new Set(mine.map((e) => e.index)).size).toBe(mine.length)
          expect(byQuestion.points.get(userId) ?? 0).toBe(mine.reduce((n, e) => n + e.points, 0))
          expect(game.context.roundScores.find((s) => s.userId === userId)?.numberCorrect).toBe(mine.filter((e) => e.correct).length)
          for (const e of mine) expect(e.correct ? e.points >= 500 && e.points <= 1500 : e.points === 0).toBe(true)
        }
      }),
      { numRuns: 60 },
    )
  })
})

// A live game for anyone with the PIN, decision by decision: its host opens, starts, removes
// and ends it without playing; players join by nickname and keep their place while away.
import { describe, expect, it } from "vitest"

import type { LiveGameEvent } from "#schemas/events/live-game.ts"
import * as Messages from "#schemas/messages.ts"
import { given } from "#test/support/decider.ts"
import { quiz, t0 } from "#test/support/live-game-fixtures.ts"

import { Invalid, NotAllowed, WrongState } from "../domain-errors.ts"
import { decide, type LiveCommand, liveGameDecider, playAgainOf } from "./decide.ts"
import { accepts, replay } from "./machine.ts"
import { liveGameState, liveYou } from "./view.ts"

const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000)

const play = (commands: LiveCommand[], history: readonly LiveGameEvent[] = []) => {
  let game = given(liveGameDecider, history).state
  const events: LiveGameEvent[] = []
  for (const command of commands) {
    for (const e of decide(command, game)) {
      expect(accepts(game, e)).toBe(true)
      game = replay([e], game)
      events.push(e)
    }
  }
  return { game, events, history: [...history, ...events] }
}

const open: LiveCommand = { type: "OpenPin", groupId: "pin-123456", pin: "123456", userId: "host", username: "Hostess", gameId: "g", at: at(0) }
const joinPin = (userId: string, nickname: string, s = 1): LiveCommand => ({ type: "JoinPin", userId, nickname, at: at(s) })
const lobby = () => play([open, joinPin("guest:a", "Ann"), joinPin("guest:b", "Bob")])

describe("a PIN game", () => {
  it("is opened by its host, who does not play, in question-by-question mode", () => {
    const { game } = lobby()
    expect(liveGameState(game, 0)).toMatchObject({ phase: "lobby", mode: "question", pin: { code: "123456", host: "Hostess" }, counts: { participants: 2 } })
    expect(liveYou(game, "host")).toBeNull()
    given(liveGameDecider, lobby().history).when(open).then(new WrongState(Messages.pinNoFreePin))
  })

  it("admits nobody before it opens or after it ends", () => {
    given(liveGameDecider, []).when(joinPin("guest:a", "Ann")).then(new NotAllowed(Messages.pinNotFound))
    const ended = play([{ type: "EndPin", userId: "host", at: at(2) }], lobby().history)
    expect(ended.events.map((e) => e.type)).toEqual(["GameEnded"])
    given(liveGameDecider, ended.history)
      .when(joinPin("guest:a", "Ann", 3))
      .then(new NotAllowed(Messages.pinNotFound))
  })

  it("keeps nicknames unique while their players are in, and frees them when they leave", () => {
    const { history } = lobby()
    given(liveGameDecider, history).when(joinPin("guest:c", "ann")).then(new Invalid(Messages.nicknameTaken))
    given(liveGameDecider, history).when(joinPin("guest:c", "hostess")).then(new Invalid(Messages.nicknameTaken))
    const left = play([{ type: "Leave", userId: "guest:a", at: at(2) }, joinPin("guest:c", "ANN", 3)], history)
    expect(left.events.map((e) => e.type)).toEqual(["PlayerLeft", "PlayerJoined"])
    expect(left.game.phase).toBe("lobby")
  })

  it("keeps an away player in; ends when its host is gone", () => {
    const { history } = lobby()
    given(liveGameDecider, history)
      .when({ type: "Drop", userId: "guest:a", at: at(60) })
      .then([])
    expect(play([{ type: "Drop", userId: "host", at: at(60) }], history).game.phase).toBe("idle")
    expect(play([{ type: "Leave", userId: "host", at: at(60) }], history).game.phase).toBe("idle")
  })

  it("is run by its host alone: start without readiness, remove a player for good", () => {
    const { history } = lobby()
    for (const command of [
      { type: "Start", userId: "guest:a", roundId: "r1", at: at(2) },
      { type: "RemovePlayer", userId: "guest:a", nickname: "Bob", at: at(2) },
      { type: "EndPin", userId: "guest:a", at: at(2) },
      { type: "ChooseMode", userId: "guest:a", mode: "whole", at: at(2) },
    ] as const)
      given(liveGameDecider, history).when(command).then(new NotAllowed(Messages.pinHostOnly))
    given(liveGameDecider, history)
      .when({ type: "Start", userId: "host", roundId: "r1", at: at(2) })
      .then(new WrongState(Messages.liveNoTopics))
    given(liveGameDecider, history)
      .when({ type: "ChooseMode", userId: "host", mode: "whole", at: at(2) })
      .then(new WrongState(Messages.liveQuestionByQuestion))
    const removed = play([{ type: "RemovePlayer", userId: "host", nickname: " bob ", at: at(2) }], history)
    expect(removed.events).toMatchObject([{ type: "PlayerLeft", userId: "guest:b", reason: "removed" }])
    given(liveGameDecider, removed.history)
      .when(joinPin("guest:b", "Bobby", 3))
      .then(new NotAllowed(Messages.pinRemoved))

    const started = play(
      [
        { type: "AddTopic", userId: "host", topic: "Hens", level: "elementary", number: 2, at: at(3) },
        { type: "Start", userId: "host", roundId: "r1", at: at(4) },
        { type: "BeginRound", roundId: "r1", quiz: quiz(2), at: at(5) },
      ],
      removed.history,
    )
    expect(started.events.map((e) => e.type)).toEqual(["TopicSubmitted", "RoundRequested", "RoundStarted", "QuestionOpened"])
    expect(started.events[2]).toMatchObject({ players: ["guest:a"] })
    given(liveGameDecider, started.history)
      .when({ type: "AnswerQuestion", userId: "host", index: 0, option: "B", at: at(6) })
      .then(new NotAllowed(Messages.notLiveParticipant))
  })

  it("plays the host's own topic first, then the players' in the order they came", () => {
    const topic = (userId: string, name: string, s: number): LiveCommand => ({
      type: "AddTopic",
      userId,
      topic: name,
      level: "elementary",
      number: 2,
      at: at(s),
    })
    const sent = play([topic("guest:a", "Ducks", 2), topic("guest:b", "Geese", 3)], lobby().history)
    const withHost = play([topic("host", "Hens", 4), { type: "Start", userId: "host", roundId: "r1", at: at(5) }], sent.history)
    expect(withHost.events.at(-1)).toMatchObject({ type: "RoundRequested", topic: "Hens", topicBy: "host" })
    expect(liveGameState(withHost.game, 0).topicsRemaining).toBe(2)
    const players = play([{ type: "Start", userId: "host", roundId: "r1", at: at(5) }], sent.history)
    expect(players.events).toMatchObject([{ type: "RoundRequested", topic: "Ducks", topicBy: "guest:a" }])
    expect([...players.game.context.topics.keys()]).toEqual(["guest:b"])
  })

  it("plays a stored quiz its host picks, without taking a topic; a group's game cannot", () => {
    const ref = { id: "quiz-1", topic: "Goats", level: "elementary", number: 2 } as const
    const sent = play([{ type: "AddTopic", userId: "guest:a", topic: "Ducks", level: "elementary", number: 2, at: at(2) }], lobby().history)
    const started = play(
      [
        { type: "Start", userId: "host", roundId: "r1", at: at(3), quiz: ref },
        { type: "BeginRound", roundId: "r1", quiz: quiz(2), at: at(4) },
      ],
      sent.history,
    )
    expect(started.events).toMatchObject([
      { type: "RoundRequested", topic: "Goats", quizId: "quiz-1", topicBy: "host" },
      { type: "RoundStarted", stored: true },
      { type: "QuestionOpened" },
    ])
    expect(liveGameState(started.game, 0).topicsRemaining).toBe(1)
    const wrongQuiz = play([{ type: "Start", userId: "host", roundId: "r1", at: at(3), quiz: ref }], sent.history)
    given(liveGameDecider, wrongQuiz.history)
      .when({ type: "BeginRound", roundId: "r1", quiz: quiz(2, "other"), at: at(4) })
      .then(new WrongState(Messages.liveRoundLost))
    // A failed stored round gives no topic back.
    const failed = play([{ type: "FailRound", roundId: "r1", message: "x", at: at(4) }], wrongQuiz.history)
    expect([...failed.game.context.topics.keys()]).toEqual(["guest:a"])
    const group: LiveCommand = { type: "Join", groupId: "g", groupName: "G", userId: "ann", username: "ANN", gameId: "g", at: at(0) }
    const groupGame = play([
      group,
      { type: "AddTopic", userId: "ann", topic: "Hens", level: "elementary", number: 2, at: at(1) },
      { type: "Ready", userId: "ann", isReady: true, at: at(1) },
    ])
    given(liveGameDecider, groupGame.history)
      .when({ type: "Start", userId: "ann", roundId: "r1", at: at(2), quiz: ref })
      .then(new NotAllowed(Messages.storedQuizPinOnly))
  })

  it("moves at its host's pace: the answer now, then the next question, then the podium; the picks come with the answer", () => {
    const started = play(
      [
        { type: "AddTopic", userId: "host", topic: "Hens", level: "elementary", number: 2, at: at(2) },
        { type: "Start", userId: "host", roundId: "r1", at: at(3) },
        { type: "BeginRound", roundId: "r1", quiz: quiz(2), at: at(4) },
        { type: "AnswerQuestion", userId: "guest:a", index: 0, option: "B", at: at(5) },
      ],
      lobby().history,
    )
    // Nothing says how the room answered before the answer is shown.
    expect(liveGameState(started.game, 0).byQuestion).toMatchObject({ answered: 1, players: 2, reveal: null })
    given(liveGameDecider, started.history)
      .when({ type: "Advance", userId: "guest:a", index: 0, at: at(6) })
      .then(new NotAllowed(Messages.pinHostOnly))
    const skipped = play([{ type: "Advance", userId: "host", index: 0, at: at(6) }], started.history)
    expect(skipped.events).toMatchObject([{ type: "QuestionRevealed", index: 0, reason: "skipped" }])
    expect(liveGameState(skipped.game, 0).byQuestion?.reveal).toMatchObject({ correctAnswer: "B", reason: "skipped", picks: [0, 1, 0] })
    // A second press for the same question (from the host's phone, say) changes nothing.
    given(liveGameDecider, skipped.history)
      .when({ type: "Advance", userId: "host", index: 1, at: at(7) })
      .then([])
    const next = play([{ type: "Advance", userId: "host", index: 0, at: at(7) }], skipped.history)
    expect(next.events).toMatchObject([{ type: "QuestionOpened", index: 1, opensAt: at(7).toISOString() }])
    const podium = play(
      [
        { type: "Advance", userId: "host", index: 1, at: at(8) },
        { type: "Advance", userId: "host", index: 1, at: at(9) },
      ],
      next.history,
    )
    expect(podium.events.map((e) => e.type)).toEqual(["QuestionRevealed", "RoundCompleted"])
    expect(podium.game.phase).toBe("roundComplete")
    given(liveGameDecider, podium.history)
      .when({ type: "Advance", userId: "host", index: 1, at: at(10) })
      .then(new WrongState(Messages.liveNoRound))
  })

  it("takes a returning player back with their place, whatever nickname they send", () => {
    const { history } = lobby()
    given(liveGameDecider, history)
      .when(joinPin("guest:a", "Somebody", 9))
      .then([{ type: "PlayerReturned", userId: "guest:a", at: at(9).toISOString() }])
  })

  it("plays again: a new game under a new PIN offers the same quiz, with the players in under their nicknames", () => {
    const podium = play(
      [
        { type: "AddTopic", userId: "host", topic: "Hens", level: "elementary", number: 1, at: at(2) },
        { type: "Start", userId: "host", roundId: "r1", at: at(3) },
        { type: "BeginRound", roundId: "r1", quiz: quiz(1), at: at(4) },
        { type: "Advance", userId: "host", index: 0, at: at(5) },
      ],
      lobby().history,
    )
    given(liveGameDecider, podium.history)
      .when({ type: "PlayAgain", userId: "host", next: "654321", at: at(6) })
      .then(new WrongState(Messages.pinPlayAgainAfterRound))
    const done = play([{ type: "Advance", userId: "host", index: 0, at: at(6) }], podium.history)
    expect(done.game.phase).toBe("roundComplete")
    expect(() => playAgainOf(done.game, "guest:a")).toThrow(new NotAllowed(Messages.pinHostOnly))
    const again = playAgainOf(done.game, "host")
    expect(again).toEqual({
      quiz: { id: "quiz-1", topic: "Hens", level: "elementary", number: 1 },
      players: [
        { userId: "guest:a", username: "Ann" },
        { userId: "guest:b", username: "Bob" },
      ],
    })

    const next = play([{ ...open, groupId: "pin-654321", pin: "654321", gameId: "g2", at: at(7), again: { ...again, from: "123456" } }])
    expect(next.events.map((e) => e.type)).toEqual(["GameOpened", "PlayerJoined", "PlayerJoined"])
    expect(liveGameState(next.game, 0)).toMatchObject({
      phase: "lobby",
      pin: { code: "654321", again: { quizId: "quiz-1", topic: "Hens", number: 1 } },
      participants: [{ username: "Ann" }, { username: "Bob" }],
    })
    // A player who follows is found in: their join is a return, whatever nickname they send.
    given(liveGameDecider, next.history)
      .when(joinPin("guest:a", "Other", 8))
      .then([{ type: "PlayerReturned", userId: "guest:a", at: at(8).toISOString() }])
    given(liveGameDecider, next.history)
      .when(joinPin("guest:c", "bob", 8))
      .then(new Invalid(Messages.nicknameTaken))

    // The finished game ends, naming the new PIN; it admits nobody after.
    given(liveGameDecider, done.history)
      .when({ type: "PlayAgain", userId: "guest:a", next: "654321", at: at(8) })
      .then(new NotAllowed(Messages.pinHostOnly))
    given(liveGameDecider, done.history)
      .when({ type: "PlayAgain", userId: "host", next: "123456", at: at(8) })
      .then(new Invalid(Messages.pinFormat))
    const moved = play([{ type: "PlayAgain", userId: "host", next: "654321", at: at(8) }], done.history)
    expect(moved.events).toMatchObject([{ type: "GameEnded", next: "654321" }])
    expect(liveGameState(moved.game, 0)).toMatchObject({ phase: "idle", movedTo: "654321", pin: null })
    given(liveGameDecider, moved.history)
      .when(joinPin("guest:c", "Cy", 9))
      .then(new NotAllowed(Messages.pinNotFound))
  })

  it("gives a player who asks for more time a longer answer window, enforced and scored against it", () => {
    const three = play([joinPin("guest:c", "Cy", 1)], lobby().history)
    given(liveGameDecider, three.history)
      .when({ type: "MoreTime", userId: "host", moreTime: true, at: at(2) })
      .then(new NotAllowed(Messages.notLiveParticipant))
    const asked = play([{ type: "MoreTime", userId: "guest:a", moreTime: true, at: at(2) }], three.history)
    expect(asked.events).toMatchObject([{ type: "MoreTimeChosen", userId: "guest:a", moreTime: true }])
    expect(liveYou(asked.game, "guest:a")?.participant).toMatchObject({ moreTime: true })
    given(liveGameDecider, asked.history)
      .when({ type: "MoreTime", userId: "guest:a", moreTime: true, at: at(3) })
      .then([])

    // Question 1 opens at 5 s for 20 s (Ann: 30 s). Answering at the same share of their time earns the same.
    const q0 = play(
      [
        { type: "AddTopic", userId: "host", topic: "Hens", level: "elementary", number: 2, at: at(3) },
        { type: "Start", userId: "host", roundId: "r1", at: at(4) },
        { type: "BeginRound", roundId: "r1", quiz: quiz(2), at: at(5) },
        { type: "AnswerQuestion", userId: "guest:b", index: 0, option: "B", at: at(7) },
        { type: "AnswerQuestion", userId: "guest:a", index: 0, option: "B", at: at(8) },
      ],
      asked.history,
    )
    expect(q0.events.filter((e) => e.type === "QuestionAnswered")).toMatchObject([
      { userId: "guest:b", points: 950 },
      { userId: "guest:a", points: 950 },
    ])
    expect(liveYou(q0.game, "guest:a")?.question).toMatchObject({ moreTime: { closesAt: at(35).toISOString(), answerMs: 30_000 } })
    expect(liveYou(q0.game, "guest:b")?.question?.moreTime).toBeUndefined()
    // Ann has answered: the question closes for the room at its own time.
    const q1 = play(
      [
        { type: "CloseQuestion", roundId: "r1", index: 0, at: at(26) },
        { type: "NextQuestion", roundId: "r1", index: 0, at: at(31) },
      ],
      q0.history,
    )
    expect(q1.events.map((e) => e.type)).toEqual(["QuestionRevealed", "QuestionOpened"])

    // Question 2 (31 s to 51 s; Ann until 61 s): it stays open for Ann alone once the others' time is up.
    given(liveGameDecider, q1.history)
      .when({ type: "CloseQuestion", roundId: "r1", index: 1, at: at(52) })
      .then([])
    expect(liveGameState(q1.game, 0).byQuestion?.moreTimeUntil).toBe(at(61).toISOString())
    given(liveGameDecider, q1.history)
      .when({ type: "AnswerQuestion", userId: "guest:c", index: 1, option: "B", at: at(53) })
      .then(new WrongState(Messages.liveQuestionClosed))
    const late = play([{ type: "AnswerQuestion", userId: "guest:a", index: 1, option: "B", at: at(55) }], q1.history)
    // 24 s of her 30: 600 for speed, and 100 for two right in a row.
    expect(late.events).toMatchObject([{ type: "QuestionAnswered", userId: "guest:a", points: 700 }])
    expect(liveGameState(late.game, 0).byQuestion?.moreTimeUntil).toBeUndefined()
    given(liveGameDecider, late.history)
      .when({ type: "CloseQuestion", roundId: "r1", index: 1, at: at(56) })
      .then([{ type: "QuestionRevealed", roundId: "r1", index: 1, reason: "timed_out", at: at(56).toISOString(), nextAt: at(61).toISOString() }])
    given(liveGameDecider, q1.history)
      .when({ type: "AnswerQuestion", userId: "guest:a", index: 1, option: "B", at: at(63) })
      .then(new WrongState(Messages.liveQuestionClosed))
  })
})

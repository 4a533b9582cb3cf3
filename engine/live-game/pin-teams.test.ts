// A PIN game played in teams, decision by decision: its host sets the teams between rounds,
// balanced by the game (newcomers too) or picked by the players; a team scores its players'
// average; who left counts no more.
import fc from "fast-check"
import { describe, expect, it } from "vitest"

import type { LiveGameEvent } from "#schemas/events/live-game.ts"
import * as Messages from "#schemas/messages.ts"
import { given } from "#test/support/decider.ts"
import { quiz, t0 } from "#test/support/live-game-fixtures.ts"

import { DomainError, Invalid, NotAllowed, WrongState } from "../domain-errors.ts"
import { decide, type LiveCommand, liveGameDecider, playAgainOf } from "./decide.ts"
import { accepts, replay } from "./machine.ts"
import { liveGameState, liveYou } from "./view.ts"

const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000)
const iso = (seconds: number) => at(seconds).toISOString()

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
const lobby = () => play([open, joinPin("guest:a", "Ann"), joinPin("guest:b", "Bob"), joinPin("guest:c", "Cy")])
const setTeams = (count: number, picking: "balanced" | "players", s = 2): LiveCommand => ({ type: "SetTeams", userId: "host", count, picking, at: at(s) })
const choose = (userId: string, team: number, s = 3): LiveCommand => ({ type: "ChooseTeam", userId, team, at: at(s) })
const startRound = (s: number): LiveCommand[] => [
  { type: "Start", userId: "host", roundId: "r1", at: at(s), quiz: { id: "quiz-1", topic: "Goats", level: "elementary", number: 2 } },
  { type: "BeginRound", roundId: "r1", quiz: quiz(2), at: at(s + 1) },
]
const answer = (userId: string, option: string, s: number): LiveCommand => ({ type: "AnswerQuestion", userId, index: 0, option, at: at(s) })

describe("a PIN game in teams", () => {
  it("is set by its host alone, between rounds, with 2 to 6 teams", () => {
    const { history } = lobby()
    given(liveGameDecider, history)
      .when({ ...setTeams(2, "balanced"), userId: "guest:a" } as LiveCommand)
      .then(new NotAllowed(Messages.pinHostOnly))
    given(liveGameDecider, history)
      .when(setTeams(1, "balanced"))
      .then(new Invalid(Messages.teamCountRange(2, 6)))
    given(liveGameDecider, history)
      .when(setTeams(7, "players"))
      .then(new Invalid(Messages.teamCountRange(2, 6)))
    given(liveGameDecider, history).when(setTeams(0, "balanced")).then([])
    const running = play(startRound(5), history)
    given(liveGameDecider, running.history)
      .when(setTeams(2, "balanced", 8))
      .then(new WrongState(Messages.teamBetweenRounds))
  })

  it("balanced: places everyone round-robin in join order, and each newcomer in the smallest team", () => {
    const balanced = play([setTeams(2, "balanced")], lobby().history)
    expect(balanced.events).toEqual([
      { type: "TeamsSet", userId: "host", count: 2, picking: "balanced", at: iso(2) },
      { type: "TeamJoined", userId: "guest:a", team: 0, at: iso(2) },
      { type: "TeamJoined", userId: "guest:b", team: 1, at: iso(2) },
      { type: "TeamJoined", userId: "guest:c", team: 0, at: iso(2) },
    ])
    given(liveGameDecider, balanced.history)
      .when(joinPin("guest:d", "Dee", 3))
      .then([
        { type: "PlayerJoined", userId: "guest:d", username: "Dee", at: iso(3) },
        { type: "TeamJoined", userId: "guest:d", team: 1, at: iso(3) },
      ])
    given(liveGameDecider, balanced.history).when(choose("guest:a", 1)).then(new NotAllowed(Messages.teamsPickedForYou))
    expect(liveGameState(balanced.game, 0).teams).toMatchObject({
      count: 2,
      picking: "balanced",
      unpicked: 0,
      list: [
        { team: 0, size: 2, members: ["Ann", "Cy"] },
        { team: 1, size: 1, members: ["Bob"] },
      ],
    })
    expect(liveYou(balanced.game, "guest:b")?.participant).toMatchObject({ team: 1 })
    // The same settings again change nothing; other ones place everyone afresh.
    given(liveGameDecider, balanced.history)
      .when(setTeams(2, "balanced", 4))
      .then([])
    const three = play([setTeams(3, "balanced", 4)], balanced.history)
    expect(three.events.filter((e) => e.type === "TeamJoined").map((e) => (e.type === "TeamJoined" ? e.team : -1))).toEqual([0, 1, 2])
  })

  it("players pick: each picks a team of the game between rounds; who has not picked joins the smallest as the round starts", () => {
    const picking = play([setTeams(3, "players")], lobby().history)
    expect(picking.events.map((e) => e.type)).toEqual(["TeamsSet"])
    given(liveGameDecider, picking.history).when(choose("guest:a", 3)).then(new Invalid(Messages.teamUnknown))
    given(liveGameDecider, picking.history).when(choose("host", 0)).then(new NotAllowed(Messages.notLiveParticipant))
    const picked = play([choose("guest:a", 2), choose("guest:b", 2), choose("guest:b", 2)], picking.history)
    expect(picked.events).toEqual([
      { type: "TeamJoined", userId: "guest:a", team: 2, at: iso(3) },
      { type: "TeamJoined", userId: "guest:b", team: 2, at: iso(3) },
    ])
    expect(liveGameState(picked.game, 0).teams?.unpicked).toBe(1)
    const started = play(startRound(5), picked.history)
    expect(started.events.map((e) => e.type)).toEqual(["RoundRequested", "TeamJoined", "RoundStarted", "QuestionOpened"])
    expect(started.events[1]).toEqual({ type: "TeamJoined", userId: "guest:c", team: 0, at: iso(6) })
    given(liveGameDecider, started.history)
      .when(choose("guest:a", 1, 7))
      .then(new WrongState(Messages.teamBetweenRounds))
  })

  it("scores each team its players' average: a player of two beats a team of three who score less each", () => {
    const picked = play([setTeams(2, "players"), choose("guest:a", 0), choose("guest:b", 0), choose("guest:c", 1)], lobby().history)
    // Ann and Cy right, Bob wrong: team 0 averages Ann's points and Bob's nothing.
    const round = play([...startRound(5), answer("guest:a", "B", 7), answer("guest:b", "A", 7), answer("guest:c", "B", 7)], picked.history)
    expect(round.events.at(-1)).toMatchObject({ type: "QuestionRevealed" })
    const teams = liveGameState(round.game, 0).teams!.list
    const points = round.game.context.round!.byQuestion!.points
    expect(teams[0]).toMatchObject({ size: 2, points: Math.round((points.get("guest:a")! + 0) / 2), place: 2, placeBefore: 1 })
    expect(teams[1]).toMatchObject({ size: 1, points: points.get("guest:c"), place: 1 })
    // Bob leaves: he counts no more, so his team's score is Ann's alone.
    const left = play([{ type: "Leave", userId: "guest:b", at: at(8) }], round.history)
    expect(liveGameState(left.game, 0).teams!.list[0]).toMatchObject({ size: 1, points: points.get("guest:a"), members: ["Ann"] })
  })

  it("is turned off by its host: nobody has a team and the state says no teams", () => {
    const balanced = play([setTeams(2, "balanced"), setTeams(0, "balanced", 3)], lobby().history)
    expect(balanced.events.at(-1)).toMatchObject({ type: "TeamsSet", count: 0 })
    expect(liveGameState(balanced.game, 0).teams).toBeNull()
    expect(liveYou(balanced.game, "guest:a")?.participant?.team).toBeUndefined()
    given(liveGameDecider, balanced.history)
      .when(choose("guest:a", 0, 4))
      .then(new WrongState(Messages.teamsOff))
  })

  it("plays again in the same teams, each player in theirs", () => {
    const finished = play([setTeams(2, "balanced"), ...startRound(5)], lobby().history)
    const over = play(
      [0, 1].flatMap((index): LiveCommand[] => [
        { type: "Advance", userId: "host", index, at: at(10 + index) },
        { type: "Advance", userId: "host", index, at: at(10 + index) },
      ]),
      finished.history,
    )
    expect(over.game.phase).toBe("roundComplete")
    const again = playAgainOf(over.game, "host")
    expect(again.teams).toEqual({ count: 2, picking: "balanced" })
    const reopened = play([{ ...open, groupId: "pin-654321", pin: "654321", at: at(20), again: { ...again, from: "123456" } }])
    expect(reopened.events.filter((e) => e.type === "TeamsSet" || e.type === "TeamJoined")).toEqual([
      { type: "TeamsSet", userId: "host", count: 2, picking: "balanced", at: iso(20) },
      { type: "TeamJoined", userId: "guest:a", team: 0, at: iso(20) },
      { type: "TeamJoined", userId: "guest:b", team: 1, at: iso(20) },
      { type: "TeamJoined", userId: "guest:c", team: 0, at: iso(20) },
    ])
  })

  it("rebuilds the same teams from its stream, as after a restart", () => {
    const { history, game } = play([setTeams(2, "players"), choose("guest:b", 1), ...startRound(5)], lobby().history)
    expect(liveGameState(replay(history), 0).teams).toEqual(liveGameState(game, 0).teams)
  })

  it("whatever the order of joins, leaves, settings and picks: every team is one of the game's, balanced teams differ by one at most until someone leaves, and every player of a round has a team", () => {
    const names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus"]
    const step = fc.oneof(
      fc.record({ kind: fc.constant("join" as const), who: fc.integer({ min: 0, max: 6 }) }),
      fc.record({ kind: fc.constant("leave" as const), who: fc.integer({ min: 0, max: 6 }) }),
      fc.record({ kind: fc.constant("set" as const), count: fc.integer({ min: 0, max: 7 }), balanced: fc.boolean() }),
      fc.record({ kind: fc.constant("pick" as const), who: fc.integer({ min: 0, max: 6 }), team: fc.integer({ min: -1, max: 6 }) }),
    )
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        let game = lobby().game
        let left = false
        steps.forEach((s, i) => {
          const userId = "who" in s ? `guest:${names[s.who]!}` : ""
          const command: LiveCommand =
            s.kind === "join"
              ? joinPin(userId, names[s.who]!, 2 + i)
              : s.kind === "leave"
                ? { type: "Leave", userId, at: at(2 + i) }
                : s.kind === "set"
                  ? setTeams(s.count, s.balanced ? "balanced" : "players", 2 + i)
                  : choose(userId, s.team, 2 + i)
          try {
            const events = decide(command, game)
            if (events.some((e) => e.type === "PlayerLeft")) left = true
            if (events.some((e) => e.type === "TeamsSet")) left = false
            game = replay(events, game)
          } catch (error) {
            // A refusal (a pick out of range, a leave of someone not in) changes nothing.
            if (!(error instanceof DomainError)) throw error
          }
          const { teams, teamOf, participants } = game.context
          for (const [id, team] of teamOf) {
            expect(participants.has(id)).toBe(true)
            expect(team).toBeGreaterThanOrEqual(0)
            expect(team).toBeLessThan(teams!.count)
          }
          if (teams?.picking === "balanced" && !left) {
            const sizes = liveGameState(game, 0).teams!.list.map((t) => t.size)
            expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1)
            expect(teamOf.size).toBe(participants.size)
          }
        })
        if (game.context.participants.size === 0) return
        for (const command of startRound(100)) game = replay(decide(command, game), game)
        const round = game.context.round!
        if (game.context.teams) for (const id of round.players) expect(game.context.teamOf.has(id)).toBe(true)
      }),
      { numRuns: 150 },
    )
  })
})

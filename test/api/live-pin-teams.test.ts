// A PIN game played in teams, over real socket.io clients on the real server with the fake AI
// provider (question n's right answer is "Answer n"): the host alone sets the teams between
// rounds; when the players pick, each phone's pick is checked by the server and whoever has not
// picked joins the smallest team as the round starts; a team scores its players' average, shown
// after each reveal and on the podium; balanced teams place everyone, newcomers too; teams off.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"
import { ClientEvent } from "#schemas/socket/protocol.ts"

import { fakeAiEnv, type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import type { TestServer } from "../support/test-server.ts"
import { parseCsv } from "./csv-support.ts"
import { guestClient } from "./live-pin-support.ts"
import { byQuestionEnv, rightOption, wrongOption } from "./live-question-support.ts"
import { ask, type LiveClient, liveClient, nextUpdate, type Player, signUp } from "./live-support.ts"
import { SERVER_ENV } from "./quiz-fixtures.ts"
import { call, serverModes } from "./servers.ts"

const average = (points: number[]) => Math.round(points.reduce((a, b) => a + b, 0) / points.length)

describe("a PIN game in teams", () => {
  let fake: FakeOpenAI
  let server: TestServer
  let host: Player
  const clients: LiveClient[] = []
  const track = (c: LiveClient) => (clients.push(c), c)

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    server = await serverModes[0]!.start({
      ...SERVER_ENV,
      ...byQuestionEnv,
      ...fakeAiEnv(fake),
    })
    host = await signUp(server, "team_host")
  }, 60_000)
  afterAll(async () => {
    for (const c of clients) c.socket.close()
    await server?.dispose()
    await fake?.close()
  })

  it("lets the players pick, scores each team its players' average, then balances and turns off", async () => {
    const hostC = track(await liveClient(server.url, host))
    const pin: string = (await ask(hostC, ClientEvent.openPinGame, {})).pin
    const guests: Record<string, LiveClient> = {}
    for (const name of ["Ann", "Bea", "Cal", "Dan"]) {
      guests[name] = track(await guestClient(server.url, name))
      expect((await ask(guests[name], ClientEvent.joinPinGame, { pin, nickname: name })).success).toBe(true)
    }
    const { Ann: ann, Bea: bea, Cal: cal, Dan: dan } = guests as Record<"Ann" | "Bea" | "Cal" | "Dan", LiveClient>

    // The host alone sets teams, 2 to 6 of them.
    expect(await ask(ann, ClientEvent.setPinTeams, { count: 2, picking: "players" })).toEqual({ success: false, message: Messages.pinHostOnly })
    expect(await ask(hostC, ClientEvent.setPinTeams, { count: 1, picking: "players" })).toEqual({ success: false, message: Messages.teamCountRange(2, 6) })
    expect(await ask(hostC, ClientEvent.setPinTeams, { count: 9, picking: "players" })).toMatchObject({ success: false })
    expect(await ask(hostC, ClientEvent.setPinTeams, { count: 2, picking: "sorted" })).toMatchObject({ success: false })
    expect(await ask(ann, ClientEvent.chooseTeam, { team: 0 })).toEqual({ success: false, message: Messages.teamsOff })
    expect(await ask(hostC, ClientEvent.setPinTeams, { count: 2, picking: "players" })).toEqual({ success: true, message: Messages.teamsSet })
    const set = await nextUpdate(ann, (u) => u.teams?.count === 2)
    expect(set.teams).toMatchObject({
      picking: "players",
      unpicked: 4,
      list: [
        { team: 0, size: 0 },
        { team: 1, size: 0 },
      ],
    })

    // Each phone's pick is checked: a team of the game, by a player of it.
    expect(await ask(ann, ClientEvent.chooseTeam, { team: 2 })).toEqual({ success: false, message: Messages.teamUnknown })
    expect(await ask(ann, ClientEvent.chooseTeam, { team: -1 })).toMatchObject({ success: false })
    expect(await ask(hostC, ClientEvent.chooseTeam, { team: 0 })).toEqual({ success: false, message: Messages.notLiveParticipant })
    expect(await ask(ann, ClientEvent.chooseTeam, { team: 1 })).toEqual({ success: true, message: Messages.teamChosen("Blue Owls") })
    expect(await ask(bea, ClientEvent.chooseTeam, { team: 1 })).toEqual({ success: true, message: Messages.teamChosen("Blue Owls") })
    await nextUpdate(ann, (y) => y.you?.participant?.team === 1, 0, 15_000, "yous")
    const picked = await nextUpdate(hostC, (u) => u.teams?.list[1].size === 2)
    expect(picked.teams).toMatchObject({ unpicked: 2, list: [{ members: [] }, { members: ["Ann", "Bea"] }] })

    // Cal and Dan did not pick: the round puts them in the smaller team.
    expect((await ask(hostC, ClientEvent.addQuizParams, { newQuizParams: { topic: "Geese", level: "elementary", number: 2 } })).success).toBe(true)
    expect((await ask(hostC, ClientEvent.startLiveGame, {})).success).toBe(true)
    const first = await nextUpdate(hostC, (u) => u.type === "question_opened" && u.byQuestion.index === 0)
    expect(first.teams.list.map((t: any) => t.members)).toEqual([
      ["Cal", "Dan"],
      ["Ann", "Bea"],
    ])
    expect(await ask(ann, ClientEvent.chooseTeam, { team: 0 })).toEqual({ success: false, message: Messages.teamBetweenRounds })
    const q = first.byQuestion.question
    for (const [c, right] of [
      [ann, true],
      [bea, false],
      [cal, true],
      [dan, true],
    ] as const)
      expect((await ask(c, ClientEvent.answerQuestion, { index: 0, option: right ? rightOption(q) : wrongOption(q) })).success).toBe(true)

    // After the reveal each team's score is its players' average, so the team with a wrong answer is second.
    const revealed = await nextUpdate(hostC, (u) => u.byQuestion?.index === 0 && u.byQuestion.reveal !== null)
    const points = Object.fromEntries(revealed.byQuestion.leaderboard.map((s: any) => [s.username, s.points])) as Record<string, number>
    expect(points.Bea).toBe(0)
    expect(revealed.teams.list).toMatchObject([
      { team: 0, size: 2, points: average([points.Cal!, points.Dan!]), place: 1, gained: average([points.Cal!, points.Dan!]) },
      { team: 1, size: 2, points: average([points.Ann!, 0]), place: 2 },
    ])
    // Each phone knows its team; its place is in the shared state.
    expect((await nextUpdate(bea, (y) => y.you?.question?.correct === false, 0, 15_000, "yous")).you.participant.team).toBe(1)

    // The podium shows the teams as they finished.
    for (const index of [0, 1]) {
      if (index === 1) {
        await nextUpdate(hostC, (u) => u.byQuestion?.index === 1 && u.byQuestion.reveal === null && u.phase === "inRound")
        expect((await ask(hostC, ClientEvent.advancePinGame, { index })).success).toBe(true)
        await nextUpdate(hostC, (u) => u.byQuestion?.index === 1 && u.byQuestion.reveal !== null)
      }
      expect((await ask(hostC, ClientEvent.advancePinGame, { index })).success).toBe(true)
    }
    const podium = await nextUpdate(hostC, (u) => u.type === "game_completed")
    expect(podium.teams.list.find((t: any) => t.place === 1).team).toBe(0)

    // Balanced: everyone placed round-robin in join order, a newcomer in the smallest team, no picking.
    expect(await ask(hostC, ClientEvent.setPinTeams, { count: 3, picking: "balanced" })).toEqual({ success: true, message: Messages.teamsSet })
    const balanced = await nextUpdate(hostC, (u) => u.teams?.count === 3 && u.teams.unpicked === 0)
    expect(balanced.teams.list.map((t: any) => t.members)).toEqual([["Ann", "Dan"], ["Bea"], ["Cal"]])
    const eve = track(await guestClient(server.url, "Eve"))
    expect((await ask(eve, ClientEvent.joinPinGame, { pin, nickname: "Eve" })).you).toMatchObject({ participant: { username: "Eve", team: 1 } })
    expect(await ask(ann, ClientEvent.chooseTeam, { team: 2 })).toEqual({ success: false, message: Messages.teamsPickedForYou })

    // Off: no teams in the state, nobody has one.
    expect(await ask(hostC, ClientEvent.setPinTeams, { count: 0, picking: "balanced" })).toEqual({ success: true, message: Messages.teamsTurnedOff })
    const off = await nextUpdate(hostC, (u) => u.teams === null)
    expect(off.participants.every((p: any) => p.team === undefined)).toBe(true)

    // The host's report names each player's team as the round ended, whatever the teams are now.
    const report = parseCsv((await call(server, "GET", `/api/quiz/pin-report/${pin}`, { headers: host.headers })).body as string)
    const players = report.slice(report.findIndex((r) => r.length === 1 && r[0] === "") + 1)
    expect(players[0]!.slice(0, 4)).toEqual(["round", "player", "team", "total"])
    expect(Object.fromEntries(players.slice(1).map((r) => [r[1], r[2]]))).toEqual({ Ann: "Blue Owls", Bea: "Blue Owls", Cal: "Red Foxes", Dan: "Red Foxes" })
  }, 90_000)
})

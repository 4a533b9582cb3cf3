// The live games' words in Spanish: the server's English answers said again in the page's words, and the plain
// rules that build a line taking the words they are given.
import { describe, expect, it } from "vitest"

import type { LiveTeams } from "#schemas/api/live-game-socket.ts"
import { esLive } from "#schemas/i18n/es-live.ts"
import * as Messages from "#schemas/live-messages.ts"

import { movement } from "./by-question/movement.ts"
import { ownResult } from "./pin/ownResult.ts"
import { leadLine } from "./pin/teams.ts"
import { ENGLISH_LIVE, levelName, sayIn, teamNameIn } from "./words.ts"

describe("the live games' words", () => {
  it("says a server's fixed answer in the words given, and leaves one it does not hold as it came", () => {
    expect(sayIn(esLive, Messages.pinNotFound)).toBe(esLive.pinNotFound)
    expect(sayIn(esLive, Messages.teamsSet)).toBe(esLive.teamsSet)
    expect(sayIn(ENGLISH_LIVE, Messages.pinNotFound)).toBe(Messages.pinNotFound)
    expect(sayIn(esLive, "Something else")).toBe("Something else")
    expect(sayIn(esLive, Messages.liveStarterDailyLimit(20))).toBe(esLive.liveStarterDailyLimit(20))
  })

  it("names levels and teams in the words given", () => {
    expect(levelName(esLive, "high_school")).toBe("Secundaria")
    expect(levelName(esLive, "guru")).toBe("guru")
    expect(teamNameIn(esLive, 1)).toBe("Búhos Azules")
    expect(teamNameIn(ENGLISH_LIVE, 9)).toBe("Team 10")
  })

  it("builds the rounds' lines in Spanish", () => {
    const mine = { index: 0, option: "Patos", correct: true, gained: 850, points: 1850, place: 2, streak: 0 }
    expect(ownResult(mine, undefined, esLive)).toMatchObject({ headline: "Correcto +850", standing: "2.º puesto · 1850 puntos" })
    expect(movement({ place: 1, placeBefore: 3 }, esLive).words).toBe("sube 2")
    expect([esLive.spokenClock(20_000), esLive.spokenClock(1_000), esLive.spokenClock(65_000)]).toEqual([
      "Quedan 20 segundos",
      "Queda 1 segundo",
      "Quedan 1 minuto y 5 segundos",
    ])
    const team = (index: number, points: number, place: number) => ({ team: index, points, place, placeBefore: null, gained: 0, size: 2, members: [] })
    const teams = { count: 2, picking: "balanced", unpicked: 0, list: [team(0, 500, 1), team(1, 500, 1)] } as unknown as LiveTeams
    expect(leadLine(teams, esLive)).toBe("Zorros Rojos y Búhos Azules van en cabeza con 500 puntos.")
  })
})

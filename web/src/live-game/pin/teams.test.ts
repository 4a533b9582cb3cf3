import { describe, expect, it } from "vitest"

import type { LiveGameState, LiveTeams } from "#schemas/api/live-game-socket.ts"

import { leadLine, myTeamLine, teamsByPlace } from "./teams.ts"

const team = (index: number, points: number, place: number) => ({ team: index, size: 2, members: [], points, place, placeBefore: 1, gained: 0 })
const teams: LiveTeams = { count: 3, picking: "balanced", unpicked: 0, list: [team(0, 300, 2), team(1, 500, 1), team(2, 500, 1)] }

describe("a game's teams on the screens", () => {
  it("are listed best first, ties in team order", () => {
    expect(teamsByPlace(teams).map((t) => t.team)).toEqual([1, 2, 0])
  })

  it("say which teams lead, once anyone has scored", () => {
    expect(leadLine(teams)).toBe("Blue Owls and Green Hares lead the teams with 500 points.")
    expect(leadLine({ ...teams, list: [team(0, 0, 1), team(1, 0, 1)] })).toBe("")
  })

  it("tell a player their team's place, and nothing without a team", () => {
    const game = { teams } as LiveGameState
    const you = (t?: number) => ({
      participant: { username: "Ann", isReady: false, paramsSubmitted: false, playing: true, finished: false, team: t },
      total: null,
      roundScore: null,
    })
    expect(myTeamLine(game, you(0))).toBe("Your team, the Red Foxes: 2nd of 3")
    expect(myTeamLine(game, you(undefined))).toBeNull()
    expect(myTeamLine({ teams: null } as LiveGameState, you(0))).toBeNull()
  })
})

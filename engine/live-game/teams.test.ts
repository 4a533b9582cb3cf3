// A team's score is its players' average, so the size of a team does not decide who wins.
import fc from "fast-check"
import { Map as PersistentMap } from "immutable"
import { describe, expect, it } from "vitest"

import { smallestTeam } from "#schemas/live-team-rules.ts"

import { teamScore, teamStandings } from "./teams.ts"

const pointsOf = (entries: Record<string, number>) => PersistentMap(Object.entries(entries))

describe("a team's score", () => {
  it("is its players' average, to the nearest point, and 0 for a team nobody plays in", () => {
    expect(teamScore([1000, 500, 0])).toBe(500)
    expect(teamScore([1, 2])).toBe(2)
    expect(teamScore([])).toBe(0)
  })

  it("does not grow with the team: the same players' points repeated score the same", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 20 }), fc.integer({ min: 2, max: 10 }), (points, times) => {
        const bigger = Array.from({ length: times }, () => points).flat()
        expect(teamScore(bigger)).toBe(teamScore(points))
      }),
    )
  })

  it("lies between its lowest and highest player", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 30 }), (points) => {
        const score = teamScore(points)
        expect(score).toBeGreaterThanOrEqual(Math.min(...points))
        expect(score).toBeLessThanOrEqual(Math.max(...points))
      }),
    )
  })
})

describe("the teams' standings", () => {
  it("place a small team that plays better above a big one, with movement from the last reveal", () => {
    const players = [
      ["a", 0],
      ["b", 0],
      ["c", 0],
      ["d", 0],
      ["e", 1],
    ] as const
    const points = pointsOf({ a: 600, b: 600, c: 600, d: 600, e: 900 })
    const gained = pointsOf({ a: 600, b: 600, c: 600, d: 600, e: 900 })
    expect(teamStandings(2, players, points, gained)).toEqual([
      { team: 0, size: 4, points: 600, place: 2, placeBefore: 1, gained: 600 },
      { team: 1, size: 1, points: 900, place: 1, placeBefore: 1, gained: 900 },
    ])
  })

  it("count a player who answered nothing (with no points) and share places on a tie", () => {
    const standings = teamStandings(
      3,
      [
        ["a", 0],
        ["b", 0],
        ["c", 1],
      ] as const,
      pointsOf({ a: 800, c: 400 }),
      pointsOf({}),
    )
    expect(standings.map((s) => [s.points, s.place])).toEqual([
      [400, 1],
      [400, 1],
      [0, 3],
    ])
  })

  it("rank any teams alike whatever their sizes when their players score alike", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 2, maxLength: 6 }), fc.integer({ min: 0, max: 3000 }), (sizes, each) => {
        const players = sizes.flatMap((size, team) => Array.from({ length: size }, (_, i) => [`${team}-${i}`, team] as const))
        const points = PersistentMap(players.map(([id]) => [id, each] as const))
        const standings = teamStandings(sizes.length, players, points, pointsOf({}))
        expect(new Set(standings.map((s) => s.place))).toEqual(new Set([1]))
      }),
    )
  })
})

describe("a balanced game's placing", () => {
  it("goes to the smallest team, the first of equals", () => {
    expect(smallestTeam([0, 0, 0])).toBe(0)
    expect(smallestTeam([1, 0, 0])).toBe(1)
    expect(smallestTeam([2, 2, 1, 2])).toBe(2)
  })
})

// A question round's leaderboard fits a phone however many play: the first five places, and
// the player's own row after them when they are further down.
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"

import { Leaderboard, shownStandings } from "./Leaderboard.tsx"

const standings = Array.from({ length: 12 }, (_, i) => ({
  username: `p${i + 1}`,
  points: 5000 - i * 300,
  place: i + 1,
  placeBefore: i + 1,
  gained: i % 2 === 0 ? 800 : 0,
}))

const names = (rows: readonly { username: string }[]) => rows.map((s) => s.username)

describe("the question round's leaderboard", () => {
  it("shows the five leaders and no extra row for a player among them", () => {
    const shown = shownStandings(standings, "p3")
    expect(names(shown.leaders)).toEqual(["p1", "p2", "p3", "p4", "p5"])
    expect(shown.mine).toBeNull()
  })

  it("adds the player's own row, with their place, when they are further down", () => {
    const shown = shownStandings(standings, "p9")
    expect(names(shown.leaders)).toEqual(["p1", "p2", "p3", "p4", "p5"])
    expect(shown.mine?.place).toBe(9)
    const html = renderToStaticMarkup(<Leaderboard standings={standings} me="p9" />)
    expect(html.match(/<li class="qbq-board__row/g)).toHaveLength(6)
    expect(html).toContain('<li class="qbq-board__row qbq-board__row--me"><span class="qbq-board__place">9</span>')
    expect(html).not.toContain(">p6<")
  })

  it("lists everyone in a small game, and a watcher sees only the leaders", () => {
    expect(names(shownStandings(standings.slice(0, 3), "p2").leaders)).toEqual(["p1", "p2", "p3"])
    const watcher = shownStandings(standings, null)
    expect(watcher.leaders).toHaveLength(5)
    expect(watcher.mine).toBeNull()
  })
})

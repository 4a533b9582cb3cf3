// Folding a game is linear in its facts: a player's fact touches that player's entries, never walks
// the others. Timed by nothing: every walk over the game's persistent collections is counted (each
// element an iteration visits), and the count must not grow with the players for one player's fact.
import { Map as PersistentMap, OrderedMap } from "immutable"
import { afterEach, beforeEach, describe, expect, it } from "vitest"

import type { LiveGameEvent } from "#schemas/events/live-game.ts"
import { answersOf, handedIn, iso, roundOf } from "#test/support/live-game-fixtures.ts"

import { replay, step } from "./machine.ts"
import type { LiveGame } from "./state.ts"

// Every walk of a Map, OrderedMap, Set or OrderedSet goes through these two (a set walks its map).
type Walkable = { __iterate: (fn: (...a: unknown[]) => unknown, reverse?: boolean) => number; __iterator: (...a: unknown[]) => Iterator<unknown> }
const prototypes = [PersistentMap.prototype, OrderedMap.prototype] as unknown as Walkable[]
let visited = 0
const originals = prototypes.map((p) => ({ iterate: p.__iterate, iterator: p.__iterator }))

beforeEach(() => {
  prototypes.forEach((p, i) => {
    const { iterate, iterator } = originals[i]!
    p.__iterate = function (fn, reverse) {
      return iterate.call(this, (...a: unknown[]) => (visited++, fn(...a)), reverse)
    }
    p.__iterator = function (...a) {
      const inner = iterator.apply(this, a)
      return {
        next: () => (visited++, inner.next()),
        [Symbol.iterator]() {
          return this
        },
      } as Iterator<unknown>
    }
  })
})
afterEach(() => prototypes.forEach((p, i) => Object.assign(p, { __iterate: originals[i]!.iterate, __iterator: originals[i]!.iterator })))

/** Elements visited while folding `facts` onto `game`. */
const walked = (game: LiveGame, facts: readonly LiveGameEvent[]): number => {
  visited = 0
  facts.reduce(step, game)
  return visited
}

describe("the live game's fold", () => {
  it.each([false, true])("takes every player's answer without walking the others (question by question: %s)", (byQuestion) => {
    for (const n of [10, 100, 1_000]) {
      const game = replay(roundOf(n, byQuestion))
      const answers = byQuestion ? answersOf(n) : handedIn(n)
      expect(game.context.round?.players.size).toBe(n)
      // n answers, none of which visits another player's entry.
      expect(walked(game, answers)).toBe(0)
      const after = answers.reduce(step, game)
      expect(byQuestion ? after.context.round?.byQuestion?.waiting : after.context.round?.unfinished).toBe(0)
    }
  })

  it("folds a whole game in work proportional to its players", () => {
    const work = (n: number) => {
      const game = replay([])
      const facts = [
        ...roundOf(n, true),
        ...answersOf(n),
        { type: "QuestionRevealed", roundId: "r1", index: 0, reason: "all_answered", at: iso(3_000), nextAt: iso(8_000) } as const,
      ]
      return walked(game, facts)
    }
    const small = work(100)
    const large = work(1_000)
    // Ten times the players, at most ten times the work (a walk per fact would make it a hundred).
    expect(large).toBeLessThanOrEqual(10 * small + 100)
    expect(large).toBeGreaterThan(0)
  })
})

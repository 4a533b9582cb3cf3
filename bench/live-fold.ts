// Folding a live game: `npx tsx bench/live-fold.ts`. One question-by-question game of PLAYERS
// (1000) players, from its opening to every player's answer to the first question, folded three
// ways, taking turns (A B C A B C …) so the machine's load falls on each alike:
//   step           as the game folds (engine/live-game/machine.ts): a fact that stays in its phase
//                  is applied by `evolve` alone, the rest go through XState's `transition`;
//   held snapshot  every fact through XState's `transition`, keeping XState's snapshot between facts;
//   resolved       every fact through XState from the plain state, as `stepThroughMachine` does.
// Prints the median time per fold and per fact of each. Writes nothing.
import { transition } from "xstate"

import { initialGame, liveGameMachine, replay, stepThroughMachine } from "#engine/live-game/machine.ts"
import type { LiveGameEvent } from "#schemas/events/live-game.ts"
import { answersOf, roundOf } from "#test/support/live-game-fixtures.ts"

const PLAYERS = Number(process.env.PLAYERS ?? 1000)
const ROUNDS = Number(process.env.ROUNDS ?? 15)

// The round opened by question and every player's answer to its first question.
const facts: LiveGameEvent[] = [...roundOf(PLAYERS, true), ...answersOf(PLAYERS)]

const ways: Record<string, () => unknown> = {
  step: () => replay(facts),
  "held snapshot": () => {
    const empty = initialGame()
    let snapshot = liveGameMachine.resolveState({ value: empty.phase, context: empty.context })
    for (const fact of facts) snapshot = transition(liveGameMachine, snapshot, fact)[0]
    return snapshot
  },
  resolved: () => facts.reduce(stepThroughMachine, initialGame()),
}

// The three give the same game (the model test checks step against XState fact by fact).
const times = new Map<string, number[]>(Object.keys(ways).map((name) => [name, []]))
for (let round = 0; round < ROUNDS + 2; round++)
  for (const [name, fold] of Object.entries(ways)) {
    const started = performance.now()
    fold()
    // The first two rounds warm the code up.
    if (round >= 2) times.get(name)!.push(performance.now() - started)
  }

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
console.log(`Folding a ${PLAYERS}-player question round: ${facts.length} facts, median of ${ROUNDS} folds taken in turns`)
const base = median(times.get("step")!)
for (const [name, ms] of times) {
  const m = median(ms)
  console.log(
    `  ${name.padEnd(14)} ${m.toFixed(1).padStart(7)} ms a fold  ${((m * 1000) / facts.length).toFixed(2).padStart(6)} µs a fact  ${(m / base).toFixed(1)}×`,
  )
}

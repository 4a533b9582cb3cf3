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
import { quiz, t0 } from "#test/support/live-game-fixtures.ts"

const PLAYERS = Number(process.env.PLAYERS ?? 1000)
const ROUNDS = Number(process.env.ROUNDS ?? 15)

const iso = (ms: number) => new Date(t0.getTime() + ms).toISOString()
const ids = Array.from({ length: PLAYERS }, (_, i) => `p${i}`)
const facts: LiveGameEvent[] = [
  { type: "GameOpened", groupId: "g1", groupName: "Goats", gameId: "game-1", at: iso(0) },
  ...ids.flatMap((userId): LiveGameEvent[] => [
    { type: "PlayerJoined", userId, username: userId, at: iso(0) },
    { type: "TopicSubmitted", userId, topic: "Bees", level: "elementary", number: 2, at: iso(0) },
    { type: "PlayerReady", userId, isReady: true, at: iso(0) },
  ]),
  { type: "LiveModeChosen", userId: "p0", mode: "question", at: iso(0) },
  {
    type: "RoundRequested",
    roundId: "r1",
    requestedBy: "p0",
    topicBy: "p0",
    topic: "Bees",
    level: "elementary",
    number: 2,
    at: iso(0),
    expiresAt: iso(300_000),
  },
  {
    type: "RoundStarted",
    roundId: "r1",
    quiz: quiz(2),
    topic: "Bees",
    level: "elementary",
    players: ids,
    startedAt: iso(1_000),
    deadline: iso(100_000),
    byQuestion: { answerMs: 20_000, leaderboardMs: 5_000 },
  },
  { type: "QuestionOpened", roundId: "r1", index: 0, opensAt: iso(1_000), closesAt: iso(21_000) },
  ...ids.map((userId): LiveGameEvent => ({
    type: "QuestionAnswered",
    roundId: "r1",
    index: 0,
    userId,
    option: "B",
    correct: true,
    points: 900,
    streak: 1,
    at: iso(2_000),
  })),
]

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

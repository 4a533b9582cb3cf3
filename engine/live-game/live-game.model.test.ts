// Model test: random sequences of joins, leaves, readies, topics, starts, quizzes arriving
// or failing, completions, time-outs and resets. Whatever the order, the game never
// reaches an invalid state, never starts a round without a waiting topic and a ready
// group, never scores anyone twice, and its totals always equal the sum of the graded
// answers of the rounds each player finished while in the game.
import fc from "fast-check"
import { describe, expect, it } from "vitest"

import type { LiveGameEvent } from "#schemas/events/live-game.ts"
import { quiz } from "#test/support/live-game-fixtures.ts"

import { DomainError } from "../domain-errors.ts"
import { decide, type LiveCommand } from "./decide.ts"
import { accepts, initialGame, step, stepThroughMachine } from "./machine.ts"
import { isGroupReady, type LiveGame, unfinishedPlayers } from "./state.ts"

const USERS = ["ann", "bob", "cat"] as const
const user = fc.constantFrom(...USERS)
const answers = fc.dictionary(fc.constantFrom("q0", "q1", "q2", "qx"), fc.constantFrom("A", "B", "C", " B", ""), { maxKeys: 4 })

/** A command without its clock and ids; the model fills those in. */
type Move =
  | { kind: "join" | "leave" | "drop" | "start" | "reset"; userId: string }
  | { kind: "ready"; userId: string; isReady: boolean }
  | { kind: "topic"; userId: string; topic: string; level: string; number: number }
  | { kind: "quiz"; questions: number; stale: boolean }
  | { kind: "fail"; stale: boolean }
  | { kind: "expire" }
  | { kind: "complete"; userId: string; answers: Record<string, string> }
  | { kind: "tick"; seconds: number }
  | { kind: "prepare"; userId: string }
  | { kind: "timeout"; early: boolean }

const move: fc.Arbitrary<Move> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("join" as const), userId: user }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom("leave" as const, "drop" as const, "reset" as const), userId: user }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("start" as const), userId: user }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("ready" as const), userId: user, isReady: fc.boolean() }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("topic" as const),
      userId: user,
      topic: fc.constantFrom("Bees", "Hens", " ", ""),
      level: fc.constantFrom("elementary", "honors", "expert"),
      number: fc.integer({ min: 0, max: 26 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant("quiz" as const), questions: fc.integer({ min: 1, max: 3 }), stale: fc.constantFrom(false, false, false, true) }),
  },
  // A valid topic and ready at once, so sequences often get as far as a round.
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("prepare" as const), userId: user }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("fail" as const), stale: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ kind: "expire" as const }) },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant("complete" as const), userId: user, answers }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("tick" as const), seconds: fc.integer({ min: 1, max: 400 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("timeout" as const), early: fc.boolean() }) },
)

const checkInvariants = (game: LiveGame) => {
  const { phase, context } = game
  const ids = [...context.participants.values()].map((p) => p.userId)
  expect(new Set(ids).size).toBe(ids.length)
  expect(phase === "idle").toBe(ids.length === 0)
  const owners = [...context.topics.values()].map((t) => t.userId)
  expect(new Set(owners).size).toBe(owners.length)
  for (const owner of owners) expect(ids).toContain(owner)
  for (const t of context.topics.values()) expect(t.topic.trim()).not.toBe("")
  expect(context.pending !== null).toBe(phase === "generating")
  if (phase === "inRound") {
    expect(context.round).not.toBeNull()
    for (const id of context.round!.players) expect(ids).toContain(id)
  }
  // The count the last completion is known by is the count of players yet to hand in.
  if (context.round) expect(context.round.unfinished).toBe(unfinishedPlayers(context.round).length)
  for (const total of context.totals.values()) {
    expect(ids).toContain(total.userId)
    expect(total.totalCorrect).toBeLessThanOrEqual(total.totalQuestions)
  }
}

describe("live game model", () => {
  it("stays valid, starts only with a topic and a ready group, and totals equal the graded answers", () => {
    let completedRounds = 0
    fc.assert(
      fc.property(fc.array(move, { minLength: 10, maxLength: 120, size: "max" }), (moves) => {
        let game = initialGame()
        let clock = Date.parse("2026-03-01T10:00:00.000Z")
        let counter = 0
        // The model's own books: each player's correct answers this round and in total.
        let roundCorrect = new Map<string, number>()
        let expectedTotals = new Map<string, number>()
        const scored = new Set<string>()

        for (const m0 of moves) {
          const ms: Move[] =
            m0.kind === "prepare"
              ? [
                  { kind: "topic", userId: m0.userId, topic: "Bees", level: "honors", number: 2 },
                  { kind: "ready", userId: m0.userId, isReady: true },
                ]
              : [m0]
          for (const m of ms) {
            const now = new Date(clock)
            const pendingId = game.context.pending?.roundId
            const roundId = game.context.round?.roundId
            let command: LiveCommand | undefined
            switch (m.kind) {
              case "join":
                command = { type: "Join", groupId: "g", groupName: "G", userId: m.userId, username: m.userId, gameId: `game-${++counter}`, at: now }
                break
              case "leave":
                command = { type: "Leave", userId: m.userId, at: now }
                break
              case "drop":
                command = { type: "Drop", userId: m.userId, at: now }
                break
              case "start":
                command = { type: "Start", userId: m.userId, roundId: `r${++counter}`, at: now }
                break
              case "reset":
                command = { type: "Reset", userId: m.userId, commissionerId: m.userId, at: now }
                break
              case "ready":
                command = { type: "Ready", userId: m.userId, isReady: m.isReady, at: now }
                break
              case "topic":
                command = { type: "AddTopic", userId: m.userId, topic: m.topic, level: m.level as never, number: m.number, at: now }
                break
              case "quiz":
                command = { type: "BeginRound", roundId: m.stale || !pendingId ? "stale" : pendingId, quiz: quiz(m.questions, `quiz-${++counter}`), at: now }
                break
              case "fail":
                command = { type: "FailRound", roundId: m.stale || !pendingId ? "stale" : pendingId, message: "down", at: now }
                break
              case "expire":
                command = { type: "ExpireRequest", roundId: pendingId ?? "none", at: now }
                break
              case "complete":
                command = { type: "Complete", userId: m.userId, answers: m.answers, at: now }
                break
              case "timeout":
                command = {
                  type: "TimeOut",
                  roundId: roundId ?? "none",
                  at: m.early ? now : new Date(Math.max(clock, Date.parse(game.context.round?.deadline ?? "1970-01-01"))),
                }
                break
              case "tick":
                clock += m.seconds * 1000
                continue
              case "prepare":
                continue
            }

            let events: LiveGameEvent[]
            try {
              events = decide(command, game)
            } catch (error) {
              expect(error).toBeInstanceOf(DomainError)
              continue
            }
            // A player away is never dropped while a round is being made or played.
            if (m.kind === "drop" && (game.phase === "generating" || game.phase === "inRound")) expect(events).toEqual([])
            for (const event of events) {
              expect(accepts(game, event)).toBe(true)
              if (event.type === "RoundRequested") {
                expect(game.context.topics.size).toBeGreaterThan(0)
                expect(isGroupReady(game.context)).toBe(true)
              }
              if (event.type === "RoundStarted") roundCorrect = new Map()
              if (event.type === "AnswersSubmitted") {
                const key = `${event.roundId}/${event.userId}`
                expect(scored.has(key)).toBe(false)
                scored.add(key)
                const q = game.context.round!.quiz.questions
                const mine = (m as { answers: Record<string, string> }).answers
                roundCorrect.set(event.userId, q.filter((x) => Object.hasOwn(mine, x.id) && mine[x.id]!.trim() === x.correct_answer).length)
              }
              if (event.type === "PlayerLeft") expectedTotals.delete(event.userId)
              if (event.type === "GameEnded") expectedTotals = new Map()
              const next = step(game, event)
              // step's shortcut for facts applied in place gives what XState's transition gives.
              expect(next).toEqual(stepThroughMachine(game, event))
              game = next
              if (event.type === "RoundCompleted") {
                completedRounds++
                // The fold scores each player of the round by their graded answers, zero if none.
                for (const s of game.context.roundScores) {
                  expect(s.numberCorrect).toBe(roundCorrect.get(s.userId) ?? 0)
                  expectedTotals.set(s.userId, (expectedTotals.get(s.userId) ?? 0) + s.numberCorrect)
                }
              }
            }
            checkInvariants(game)
            expect(new Map([...game.context.totals.values()].map((t) => [t.userId, t.totalCorrect]))).toEqual(expectedTotals)
          }
        }
      }),
      { numRuns: 400 },
    )
    // The sequences must reach the interesting part, not just refusals.
    expect(completedRounds).toBeGreaterThan(20)
  })
})

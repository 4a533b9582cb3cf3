import fc from "fast-check"
import { describe, expect, it } from "vitest"

import {
  answerDeadline,
  applyGameUpdate,
  applyYouUpdate,
  canStart,
  type GameUpdate,
  joinedState,
  type LiveClientState,
  type LiveGameState,
  liveView,
  mayReset,
  realLeaders,
  storedLiveState,
} from "./liveState.ts"

const quiz = {
  _id: "q1",
  id: "q1",
  topic: "Bees",
  level: "honors",
  number: 2,
  number_questions: 2,
  model: "m",
  quality: "basic",
  average_rating: null,
  rating_count: 0,
  created_at: "2026-01-01T00:00:00.000Z",
  questions: [
    { id: "a", question: "A?", options: ["1", "2"] },
    { id: "b", question: "B?", options: ["1", "2"] },
  ],
}

const base: LiveGameState = {
  groupId: "g1",
  groupName: "Flock",
  revision: 1,
  phase: "lobby",
  participants: [
    { username: "ann", isReady: true, paramsSubmitted: true, playing: false, finished: false },
    { username: "bob", isReady: true, paramsSubmitted: true, playing: false, finished: false },
  ],
  groupReady: true,
  topicsRemaining: 2,
  numQuestions: 0,
  startActive: false,
  inAction: false,
  completed: false,
  topic: null,
  level: null,
  paramsSubmitted: true,
  currQuiz: null,
  currTotals: [],
  roundScores: [],
  highScorePlayers: [],
  counts: { participants: 2, ready: 2, paramsSubmitted: 2, playing: 0, finished: 0, totals: 0, roundScores: 0, highScorePlayers: 0 },
  roundsPlayed: 0,
  roundId: null,
  deadline: null,
  answerBy: null,
  message: null,
}

/** The game_you the server sends `username` for the state held: their own row. */
const seat = (state: LiveClientState, username = "ann"): LiveClientState => {
  const participant = state.game?.participants.find((p) => p.username === username) ?? null
  return applyYouUpdate(state, {
    groupId: state.groupId,
    revision: state.game?.revision ?? 0,
    you: participant ? { participant, total: null, roundScore: null } : null,
  })
}

const update = (type: GameUpdate["type"], patch: Partial<LiveGameState>): GameUpdate => ({ ...base, ...patch, type })

const inRound = (revision: number) =>
  update("quiz_received", {
    revision,
    phase: "inRound",
    roundId: "r1",
    currQuiz: quiz as never,
    startActive: true,
    inAction: true,
    numQuestions: 4,
    deadline: "2026-01-01T00:01:30.000Z",
    answerBy: "2026-01-01T00:01:20.000Z",
    participants: base.participants.map((p) => ({ ...p, playing: true })),
  })

describe("applying game updates (docs/product.md §4)", () => {
  it("update_group refreshes participants, readiness and topics remaining", () => {
    const next = applyGameUpdate(joinedState("g1", "Flock"), update("update_group", { topicsRemaining: 1, groupReady: false }))
    expect(next.game?.topicsRemaining).toBe(1)
    expect(next.game?.groupReady).toBe(false)
    expect(next.lastEvent).toBe("update_group")
  })

  it("quiz_received starts the round with no answers and ends the wait for the start", () => {
    const waiting = {
      ...applyGameUpdate(joinedState("g1", "Flock"), update("game_started", { revision: 2, phase: "generating", startActive: true })),
      waiting: true,
      answers: { x: "old" },
    }
    const next = applyGameUpdate(waiting, inRound(3))
    expect(next.waiting).toBe(false)
    expect(next.answers).toEqual({})
    expect(next.answersRound).toBe("r1")
    expect(next.game?.numQuestions).toBe(4)
    expect(next.game?.completed).toBe(false)
    expect(liveView(seat(next)).takeQuiz).toBe(true)
  })

  it("keeps answers in progress when the same round's state comes again (a reconnect)", () => {
    const playing = { ...applyGameUpdate(joinedState("g1", "Flock"), inRound(3)), answers: { a: "1" } }
    expect(applyGameUpdate(playing, { ...inRound(3), type: "update_group" }).answers).toEqual({ a: "1" })
  })

  it("game_completed marks the round complete with totals; reset_game forgets the last result", () => {
    const submitted = {
      ...seat(applyGameUpdate(joinedState("g1", "Flock"), inRound(3))),
      submitted: { roundId: "r1", numberCorrect: 1, numberQuestions: 2, results: [] },
    }
    expect(liveView(submitted).awaitingOthers).toBe(true)
    const done = applyGameUpdate(
      submitted,
      update("game_completed", {
        revision: 5,
        phase: "roundComplete",
        completed: true,
        roundId: "r1",
        topicsRemaining: 1,
        currTotals: [{ username: "ann", totalCorrect: 1, totalQuestions: 2 }],
        participants: base.participants.map((p) => ({ ...p, isReady: false })),
      }),
    )
    expect(done.game?.completed).toBe(true)
    expect(done.game?.inAction).toBe(false)
    expect(done.submitted?.numberCorrect).toBe(1)
    expect(liveView(done).roundComplete).toBe(true)
    const reset = applyGameUpdate(done, update("reset_game", { revision: 6, paramsSubmitted: false }))
    expect(reset.submitted).toBeNull()
    expect(reset.game?.completed).toBe(false)
  })

  it("ignores updates of another group and updates older than the state held", () => {
    const held = applyGameUpdate(joinedState("g1", "Flock"), update("update_group", { revision: 7 }))
    expect(applyGameUpdate(held, update("update_group", { revision: 6, topicsRemaining: 0 }))).toBe(held)
    expect(applyGameUpdate(held, update("update_group", { revision: 9, groupId: "g2" }))).toBe(held)
  })

  it("the newest revision wins whatever order updates arrive in", () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([1, 2, 3, 4, 5, 6], { minLength: 1 }), (revisions) => {
        const final = revisions.reduce((s, r) => applyGameUpdate(s, update("update_group", { revision: r, topicsRemaining: r })), joinedState("g1", "Flock"))
        expect(final.game?.revision).toBe(Math.max(...revisions))
        expect(final.game?.topicsRemaining).toBe(Math.max(...revisions))
      }),
    )
  })

  it("a player who joined during the round waits for the next one", () => {
    const round = inRound(3)
    const late = {
      ...round,
      participants: [...round.participants, { username: "cy", isReady: false, paramsSubmitted: false, playing: false, finished: false }],
    }
    const view = liveView(seat(applyGameUpdate(joinedState("g1", "Flock"), late), "cy"))
    expect(view.waitsForNextRound).toBe(true)
    expect(view.takeQuiz).toBe(false)
  })
})

describe("out of the game", () => {
  it("shows a player the server no longer counts in, but not one whose join is still on its way", () => {
    const out = (s: LiveClientState, revision: number) => applyYouUpdate(s, { groupId: "g1", revision, you: null })
    expect(liveView(out(applyGameUpdate(joinedState("g1", "Flock"), update("update_group", { revision: 3 })), 3)).outOfGame).toBe(true)
    // Joining: another player's move may be sent before the join is decided.
    const joining = applyGameUpdate({ ...joinedState("g1", "Flock"), joining: true }, update("update_group", { revision: 3 }))
    expect(liveView(joining).outOfGame).toBe(false)
    expect(liveView(out(joining, 3)).outOfGame).toBe(false)
    const counted = seat(applyGameUpdate(joining, update("update_group", { revision: 4 })))
    expect(counted.joining).toBe(false)
    expect(liveView(counted).outOfGame).toBe(false)
    expect(liveView(out(counted, 5)).outOfGame).toBe(true)
    // An older game_you arriving late changes nothing.
    expect(out(counted, 2)).toBe(counted)
  })
})

describe("start enabled", () => {
  it("only when the group is ready, topics remain, no quiz runs and the client is not waiting", () => {
    expect(canStart(base, false)).toBe(true)
    expect(canStart(base, true)).toBe(false)
    expect(canStart({ ...base, groupReady: false }, false)).toBe(false)
    expect(canStart({ ...base, topicsRemaining: 0 }, false)).toBe(false)
    expect(canStart({ ...base, startActive: true }, false)).toBe(false)
    expect(canStart(null, false)).toBe(false)
  })

  it("shows the loading modal while the quiz is made", () => {
    const generating = applyGameUpdate(joinedState("g1", "Flock"), update("game_started", { revision: 2, phase: "generating", startActive: true }))
    expect(liveView(generating).loading).toBe(true)
    expect(liveView(generating).canStart).toBe(false)
  })
})

describe("stored state and deadline", () => {
  it("restores a stored state and rejects other shapes", () => {
    const state = joinedState("g1", "Flock")
    expect(storedLiveState(JSON.parse(JSON.stringify(state)))).toEqual(state)
    expect(storedLiveState({ groupId: "g1" })).toBeNull()
    // A game stored by an older version (no counts) is dropped; the group is kept, so the re-join fetches it.
    expect(storedLiveState({ ...state, game: { ...base, counts: undefined } })).toEqual({ ...state, game: null })
    expect(storedLiveState(null)).toBeNull()
  })

  it("the countdown ends at the server's answer-by time", () => {
    expect(answerDeadline({ ...base, deadline: "2026-01-01T00:01:30.000Z", answerBy: "2026-01-01T00:01:20.000Z" })).toBe(Date.parse("2026-01-01T00:01:20.000Z"))
    expect(answerDeadline(base)).toBeNull()
  })
})

describe("who leads and who may reset", () => {
  const scored = (totals: [string, number][]): LiveGameState => {
    const best = Math.max(...totals.map(([, n]) => n))
    const leaders = totals.filter(([, n]) => n === best).map(([u]) => u)
    return {
      ...base,
      phase: "roundComplete",
      currTotals: [...totals].sort((a, b) => b[1] - a[1]).map(([username, totalCorrect]) => ({ username, totalCorrect, totalQuestions: 3 })),
      highScorePlayers: leaders,
      counts: { ...base.counts, totals: totals.length, highScorePlayers: leaders.length },
    }
  }

  it("marks a lead only when someone is ahead of somebody and above zero", () => {
    expect([
      ...realLeaders(
        scored([
          ["ann", 0],
          ["bob", 0],
        ]),
      ),
    ]).toEqual([])
    expect([
      ...realLeaders(
        scored([
          ["ann", 2],
          ["bob", 2],
        ]),
      ),
    ]).toEqual([])
    expect([
      ...realLeaders(
        scored([
          ["ann", 1],
          ["bob", 2],
        ]),
      ),
    ]).toEqual(["bob"])
    expect(
      [
        ...realLeaders(
          scored([
            ["ann", 2],
            ["bob", 2],
            ["cyd", 0],
          ]),
        ),
      ].sort(),
    ).toEqual(["ann", "bob"])
    expect([...realLeaders(base)]).toEqual([])
  })

  it("lets the commissioner and the last round's starter reset", () => {
    const game = { ...base, roundStartedBy: "bob" }
    expect(mayReset(game, "ann", true)).toBe(true)
    expect(mayReset(game, "bob", false)).toBe(true)
    expect(mayReset(game, "cyd", false)).toBe(false)
    expect(mayReset(base, "bob", false)).toBe(false)
  })
})

describe("question-by-question rounds", () => {
  const question = {
    index: 0,
    count: 2,
    question: { id: "a", question: "A?", options: ["1", "2"] },
    opensAt: "2026-01-01T00:00:00.000Z",
    closesAt: "2026-01-01T00:00:20.000Z",
    answerMs: 20_000,
    answered: 0,
    players: 2,
    reveal: null,
    leaderboard: [],
    final: false,
  }
  const playing = base.participants.map((p) => ({ ...p, playing: true }))

  it("takes question updates, shows the question screen in the room and never sends players to the quiz page", () => {
    const opened = update("question_opened", { revision: 5, phase: "inRound", inAction: true, roundId: "r1", participants: playing, byQuestion: question })
    const view = liveView(seat(applyGameUpdate(joinedState("g1", "Flock"), opened)))
    expect(view).toMatchObject({ playsQuestions: true, takeQuiz: false, awaitingOthers: false, waitsForNextRound: false, podium: false })
  })

  it("keeps a late joiner waiting, and ends on the podium", () => {
    const opened = update("question_opened", { revision: 5, phase: "inRound", inAction: true, roundId: "r1", byQuestion: question })
    expect(liveView(seat(applyGameUpdate(joinedState("g1", "Flock"), opened)))).toMatchObject({ playsQuestions: false, waitsForNextRound: true })
    const done = update("game_completed", { revision: 9, phase: "roundComplete", completed: true, roundId: "r1", byQuestion: { ...question, final: true } })
    expect(liveView(seat(applyGameUpdate(joinedState("g1", "Flock"), done)))).toMatchObject({ podium: true, playsQuestions: false, roundComplete: true })
  })

  it("reads the countdown on the server's clock, as measured when a question opens", () => {
    const opened = update("question_opened", { revision: 5, phase: "inRound", inAction: true, roundId: "r1", byQuestion: question })
    const opensAt = Date.parse(question.opensAt)
    // This device's clock runs 8 s fast: the server is 8 s behind it.
    expect(applyGameUpdate(joinedState("g1", "Flock"), opened, opensAt + 8_000).clockOffsetMs).toBe(-8_000)
    // The time an update takes to arrive is no clock error.
    expect(applyGameUpdate(joinedState("g1", "Flock"), opened, opensAt + 300).clockOffsetMs).toBe(0)
    // Other updates keep what was measured.
    const held = applyGameUpdate(joinedState("g1", "Flock"), opened, opensAt - 5_000)
    expect(applyGameUpdate(held, { ...opened, type: "update_group", revision: 6 }, opensAt + 60_000).clockOffsetMs).toBe(5_000)
  })
})

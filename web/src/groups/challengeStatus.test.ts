import { describe, expect, it } from "vitest"

import { challengeStatus, newestFirst } from "./challengeStatus.ts"
import type { Challenge } from "./types.ts"

const base: Challenge = {
  challenge_id: "c1",
  group_id: "g1",
  group_name: "Hens",
  quiz_id: "q1",
  topic: "Composting",
  level: "elementary",
  number_questions: 10,
  challenger: "ann",
  challenger_id: "u-ann",
  challenged: ["bob", "cid"],
  completed: ["cid"],
  scores: [{ username: "cid", number_correct: 7, number_questions: 10, percent_score: 70 }],
  created_at: "2025-05-01T10:00:00.000Z",
}

describe("challengeStatus", () => {
  it("lets a challenged member who has not finished take it", () => {
    expect(challengeStatus(base, { id: "u-bob", username: "bob" })).toEqual({ canTake: true })
  })

  it("explains why the others cannot", () => {
    expect(challengeStatus(base, { id: "u-ann", username: "ann" })).toMatchObject({ canTake: false, reason: "youIssued" })
    expect(challengeStatus(base, { id: "u-cid", username: "cid" })).toMatchObject({ canTake: false, reason: "youCompleted" })
    expect(challengeStatus(base, { id: "u-dan", username: "dan" })).toMatchObject({ canTake: false, reason: "onlyChallenged" })
  })

  it("trusts the server's flags on the player's own list", () => {
    expect(challengeStatus({ ...base, is_challenged: true, is_completed: true }, { id: "u-bob", username: "bob" }).canTake).toBe(false)
  })
})

describe("newestFirst", () => {
  it("sorts by creation time without touching the list", () => {
    const list = [base, { ...base, challenge_id: "c2", created_at: "2025-06-01T10:00:00.000Z" }]
    expect(newestFirst(list).map((c) => c.challenge_id)).toEqual(["c2", "c1"])
    expect(list[0]?.challenge_id).toBe("c1")
  })
})

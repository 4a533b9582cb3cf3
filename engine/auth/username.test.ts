import { describe, expect, it } from "vitest"

import { given } from "#test/support/decider.ts"

import { handleCommand } from "../command.ts"
import { DomainError } from "../domain-errors.ts"
import { memoryEventStore } from "../eventstore/memory.ts"
import { reservation, reservationStream } from "./username.ts"

const now = new Date("2030-01-01T00:00:00Z")

describe("username reservations", () => {
  it("normalise case and spaces", () => {
    expect(reservationStream("quizusername", "  Ada.L ")).toBe("quizusername-ada.l")
  })

  it("let one user claim a free name, idempotently, and refuse others", () => {
    const claimed = given(reservation).when({ type: "ClaimUsername", userId: "a", username: "Ada", now }).events()
    expect(given(reservation, claimed).state.holder).toBe("a")
    given(reservation, claimed).when({ type: "ClaimUsername", userId: "a", username: "ada", now }).then([])
    given(reservation, claimed).when({ type: "ClaimUsername", userId: "b", username: "ADA", now }).then(DomainError)
  })

  it("free a name only for its holder", () => {
    const claimed = given(reservation).when({ type: "ClaimUsername", userId: "a", username: "ada", now }).events()
    given(reservation, claimed).when({ type: "ReleaseUsername", userId: "b", now }).then([])
    const released = given(reservation, claimed).when({ type: "ReleaseUsername", userId: "a", now }).events()
    expect(given(reservation, [...claimed, ...released]).state.holder).toBeNull()
    const reclaimed = given(reservation, [...claimed, ...released])
      .when({ type: "ClaimUsername", userId: "b", username: "ada", now })
      .events()
    expect(given(reservation, [...claimed, ...released, ...reclaimed]).state.holder).toBe("b")
  })

  it("let only one of many concurrent claims win", async () => {
    const store = memoryEventStore()
    const stream = reservationStream("quizusername", "ada")
    const results = await Promise.allSettled(
      ["a", "b", "c", "d"].map((userId) => handleCommand({ store }, stream, reservation, { type: "ClaimUsername", userId, username: "ada", now })),
    )
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1)
    expect(await store.readStream(stream)).toHaveLength(1)
  })
})

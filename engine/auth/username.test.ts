import { describe, expect, it } from "vitest"
import { handleCommand } from "../command.ts"
import { DomainError } from "../domain-errors.ts"
import { memoryEventStore } from "../eventstore/memory.ts"
import { decideReservation, reservation, reservationStream, type ReservationState } from "./username.ts"

const now = new Date("2030-01-01T00:00:00Z")
const fold = (events: ReturnType<typeof decideReservation>, state: ReservationState = reservation.initial) =>
  events.reduce(reservation.evolve, state)

describe("username reservations", () => {
  it("normalise case and spaces", () => {
    expect(reservationStream("quizusername", "  Ada.L ")).toBe("quizusername-ada.l")
  })

  it("let one user claim a free name, idempotently, and refuse others", () => {
    const claimed = fold(decideReservation({ type: "ClaimUsername", userId: "a", username: "Ada", now }, reservation.initial))
    expect(claimed.holder).toBe("a")
    expect(decideReservation({ type: "ClaimUsername", userId: "a", username: "ada", now }, claimed)).toEqual([])
    expect(() => decideReservation({ type: "ClaimUsername", userId: "b", username: "ADA", now }, claimed)).toThrow(DomainError)
  })

  it("free a name only for its holder", () => {
    const claimed = fold(decideReservation({ type: "ClaimUsername", userId: "a", username: "ada", now }, reservation.initial))
    expect(decideReservation({ type: "ReleaseUsername", userId: "b", now }, claimed)).toEqual([])
    const freed = fold(decideReservation({ type: "ReleaseUsername", userId: "a", now }, claimed), claimed)
    expect(freed.holder).toBeNull()
    expect(fold(decideReservation({ type: "ClaimUsername", userId: "b", username: "ada", now }, freed), freed).holder).toBe("b")
  })

  it("let only one of many concurrent claims win", async () => {
    const store = memoryEventStore()
    const stream = reservationStream("quizusername", "ada")
    const results = await Promise.allSettled(
      ["a", "b", "c", "d"].map((userId) =>
        handleCommand({ store }, stream, reservation, (s) =>
          decideReservation({ type: "ClaimUsername", userId, username: "ada", now }, s),
        ),
      ),
    )
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1)
    expect(await store.readStream(stream)).toHaveLength(1)
  })
})

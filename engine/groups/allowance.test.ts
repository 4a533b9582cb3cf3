// A player's allowance in groups: at most MAX_OWN_GROUPS groups held (a deleted one frees its
// place), at most MAX_CHALLENGES_PER_DAY challenges a UTC day, a take decided again changes
// nothing, and two takes racing for the last place cannot both be stored.
import { describe, expect, it } from "vitest"

import type { GroupAllowanceEvent } from "#schemas/events/group-allowance.ts"
import { MAX_CHALLENGES_PER_DAY, MAX_OWN_GROUPS } from "#schemas/group-rules.ts"
import * as Messages from "#schemas/messages.ts"
import { given } from "#test/support/decider.ts"

import { handleCommand } from "../command.ts"
import { RateLimited, WrongState } from "../domain-errors.ts"
import { memoryEventStore } from "../eventstore/memory.ts"
import { type AllowanceCommand, allowanceDecider, allowanceStream } from "./allowance.ts"

const now = new Date("2026-03-05T12:00:00Z")
const at = now.toISOString()
const take = (kind: AllowanceCommand["kind"], id: string, when = now): AllowanceCommand => ({ type: "Take", userId: "ann", kind, id, now: when })
const giveBack = (kind: AllowanceCommand["kind"], id: string, when = now): AllowanceCommand => ({ type: "Return", userId: "ann", kind, id, now: when })
const taken = (kind: "group" | "challenge", id: string, when = at): GroupAllowanceEvent => ({ type: "GroupAllowanceTaken", userId: "ann", kind, id, at: when })
const returned = (kind: "group" | "challenge", id: string, when = at): GroupAllowanceEvent => ({
  type: "GroupAllowanceReturned",
  userId: "ann",
  kind,
  id,
  at: when,
})
const groups = (n: number) => Array.from({ length: n }, (_, i) => taken("group", `g${i}`))
const challenges = (n: number, when = at) => Array.from({ length: n }, (_, i) => taken("challenge", `c${i}`, when))

describe("a player's group allowance", () => {
  it("takes a place per group up to the cap, then refuses with a 409 that says what to do", () => {
    given(allowanceDecider, groups(MAX_OWN_GROUPS - 1))
      .when(take("group", "new"))
      .then([taken("group", "new")])
    given(allowanceDecider, groups(MAX_OWN_GROUPS))
      .when(take("group", "new"))
      .then(new WrongState(Messages.tooManyOwnGroups(MAX_OWN_GROUPS)))
  })

  it("frees a deleted group's place; giving back a group it never held, or taking one again, stores nothing", () => {
    const state = given(allowanceDecider, [...groups(MAX_OWN_GROUPS), returned("group", "g3")])
      .when(take("group", "new"))
      .then([taken("group", "new")])
    expect(state.groups.size).toBe(MAX_OWN_GROUPS)
    given(allowanceDecider, groups(2)).when(giveBack("group", "inherited")).then([])
    given(allowanceDecider, groups(2)).when(take("group", "g1")).then([])
  })

  it("counts challenges per UTC day, refusing past the day's limit with a 429, and starts afresh the next day", () => {
    given(allowanceDecider, challenges(MAX_CHALLENGES_PER_DAY - 1))
      .when(take("challenge", "x"))
      .then([taken("challenge", "x")])
    given(allowanceDecider, challenges(MAX_CHALLENGES_PER_DAY))
      .when(take("challenge", "x"))
      .then(new RateLimited(Messages.challengeDailyLimit(MAX_CHALLENGES_PER_DAY)))
    const tomorrow = new Date("2026-03-06T00:00:01Z")
    given(allowanceDecider, challenges(MAX_CHALLENGES_PER_DAY))
      .when(take("challenge", "x", tomorrow))
      .then([taken("challenge", "x", tomorrow.toISOString())])
    // A refused challenge's place comes back the same day; yesterday's are gone anyway.
    given(allowanceDecider, challenges(MAX_CHALLENGES_PER_DAY))
      .when(giveBack("challenge", "c0"))
      .then([returned("challenge", "c0")])
    given(allowanceDecider, challenges(3))
      .when(giveBack("challenge", "c0", tomorrow))
      .then([])
  })

  it("keeps groups and challenges apart", () => {
    given(allowanceDecider, challenges(MAX_CHALLENGES_PER_DAY))
      .when(take("group", "g"))
      .then([taken("group", "g")])
    given(allowanceDecider, groups(MAX_OWN_GROUPS))
      .when(take("challenge", "c"))
      .then([taken("challenge", "c")])
  })

  it("lets only one of many takes racing for the last place be stored", async () => {
    const store = memoryEventStore()
    const stream = allowanceStream("ann")
    await store.append(
      stream,
      groups(MAX_OWN_GROUPS - 1).map(({ type, ...data }) => ({ type, data })),
      "no_stream",
    )
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => handleCommand({ store }, stream, allowanceDecider, take("group", `race${i}`))),
    )
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1)
    expect(outcomes.filter((o) => o.status === "rejected").map((o) => (o as PromiseRejectedResult).reason)).toEqual(
      Array.from({ length: 4 }, () => new WrongState(Messages.tooManyOwnGroups(MAX_OWN_GROUPS))),
    )
    expect((await store.readStream(stream)).length).toBe(MAX_OWN_GROUPS)
  })
})

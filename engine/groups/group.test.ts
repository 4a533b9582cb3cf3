import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { statusOf } from "#api/platform/http/refusals.ts"
import { ALREADY_GROUP_MEMBER, INVITE_KEY_USED } from "#schemas/error-codes.ts"
import type { GroupEvent } from "#schemas/events/group.ts"
import { MAX_UNUSED_KEYS } from "#schemas/group-rules.ts"
import * as Messages from "#schemas/messages.ts"

import { DomainError } from "../domain-errors.ts"
import { challengeDecider, challengeIdFor, type ChallengeState, type IssueChallenge } from "./challenge.ts"
import {
  type AddInviteKeys,
  type CreateGroup,
  type DeleteGroup,
  groupDecider,
  type GroupState,
  type JoinGroup,
  type LeaveGroup,
  memberIds,
  unusedKeys,
} from "./group.ts"
import { newInviteKey } from "./keys.ts"

const now = new Date("2026-03-05T12:00:00Z")
const fold = (events: readonly GroupEvent[], state = groupDecider.initialState): GroupState => events.reduce(groupDecider.evolve, state)
const decideCreateGroup = (command: CreateGroup, state: GroupState) => groupDecider.decide({ type: "CreateGroup", ...command }, state)
const decideAddInviteKeys = (command: AddInviteKeys, state: GroupState) => groupDecider.decide({ type: "AddInviteKeys", ...command }, state)
const decideJoinGroup = (command: JoinGroup, state: GroupState) => groupDecider.decide({ type: "JoinGroup", ...command }, state)
const decideDeleteGroup = (command: DeleteGroup, state: GroupState) => groupDecider.decide({ type: "DeleteGroup", ...command }, state)
const decideLeaveGroup = (command: LeaveGroup, state: GroupState) => groupDecider.decide({ type: "LeaveGroup", ...command }, state)
const decideIssueChallenge = (command: Omit<IssueChallenge, "type" | "group">, state: ChallengeState, group: GroupState) =>
  challengeDecider.decide({ type: "IssueChallenge", ...command, group }, state)

const created = (keys = 3) =>
  fold(
    decideCreateGroup(
      {
        groupId: "g1",
        groupName: "  Hens  ",
        groupKey: "aaaa-bbbb-cccc-dddd",
        commissionerId: "boss",
        commissionerName: "boss",
        inviteKeyCount: keys,
        drawInviteKey: () => newInviteKey(),
        now,
      },
      groupDecider.initialState,
    ),
  )

const join = (state: GroupState, userId: string, inviteKey: string, groupKey = state.groupKey) =>
  decideJoinGroup({ groupKey, inviteKey, userId, username: userId, now }, state)

const refusal = (run: () => unknown): { status: number; message: string; code?: string } => {
  try {
    run()
  } catch (error) {
    if (error instanceof DomainError) return { status: statusOf(error), message: error.message, ...(error.code === undefined ? {} : { code: error.code }) }
    throw error
  }
  throw new Error("expected a refusal")
}

describe("group aggregate", () => {
  it("creates a group whose commissioner is its first member, with distinct unused keys", () => {
    const state = created(5)
    expect(state.name).toBe("Hens")
    expect(state.members.toObject()).toEqual({ boss: "boss" })
    expect(unusedKeys(state)).toHaveLength(5)
    expect(new Set(unusedKeys(state)).size).toBe(5)
  })

  it("requires a name and a sensible number of keys", () => {
    const base = { groupId: "g", groupKey: "k", commissionerId: "u", commissionerName: "u", drawInviteKey: () => newInviteKey(), now }
    expect(refusal(() => decideCreateGroup({ ...base, groupName: "   ", inviteKeyCount: 1 }, groupDecider.initialState))).toEqual({
      status: 400,
      message: Messages.groupNameRequired,
    })
    for (const count of [0, 51, 1.5]) {
      expect(refusal(() => decideCreateGroup({ ...base, groupName: "x", inviteKeyCount: count }, groupDecider.initialState)).status).toBe(400)
    }
  })

  it("never hands out a key twice, even from a source that repeats itself", () => {
    const draws = ["aaa-aaa-aaa", "aaa-aaa-aaa", "bbb-bbb-bbb", "ccc-ccc-ccc", "bbb-bbb-bbb", "ddd-ddd-ddd"]
    let i = 0
    const state = fold(
      decideCreateGroup(
        { groupId: "g", groupName: "x", groupKey: "k", commissionerId: "u", commissionerName: "u", inviteKeyCount: 2, drawInviteKey: () => draws[i++]!, now },
        groupDecider.initialState,
      ),
    )
    const more = fold(decideAddInviteKeys({ userId: "u", count: 2, drawInviteKey: () => draws[i++]!, now }, state), state)
    expect(unusedKeys(more).sort()).toEqual(["aaa-aaa-aaa", "bbb-bbb-bbb", "ccc-ccc-ccc", "ddd-ddd-ddd"])
  })

  it("lets a key be used once, by someone not yet a member", () => {
    let state = created(2)
    const [first, second] = unusedKeys(state) as [string, string]
    state = fold(join(state, "ann", first), state)
    expect(state.members.get("ann")).toBe("ann")
    expect(refusal(() => join(state, "bob", first))).toEqual({ status: 409, message: Messages.inviteKeyUsed, code: INVITE_KEY_USED })
    expect(refusal(() => join(state, "ann", second))).toEqual({ status: 409, message: Messages.alreadyGroupMember, code: ALREADY_GROUP_MEMBER })
    expect(refusal(() => join(state, "bob", "zzz-zzz-zzz"))).toEqual({ status: 404, message: Messages.inviteKeyInvalid })
    expect(refusal(() => join(state, "bob", second, "wrong"))).toEqual({ status: 404, message: Messages.groupKeyInvalid })
    expect(unusedKeys(state)).toEqual([second])
  })

  it("admits exactly as many members as keys, whatever the order of attempts", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 3 })), { maxLength: 30 }), (attempts) => {
        let state = created(3)
        const keys = unusedKeys(state)
        for (const [user, key] of attempts) {
          try {
            state = fold(join(state, `u${user}`, keys[key] ?? "nope-nop-nop"), state)
          } catch (error) {
            if (!(error instanceof DomainError)) throw error
          }
        }
        const joined = state.members.size - 1
        expect(joined).toBe(3 - unusedKeys(state).length)
        expect(joined).toBeLessThanOrEqual(3)
      }),
    )
  })

  it("lets only the commissioner add keys or delete, and nothing happens to a deleted group", () => {
    let state = created(1)
    state = fold(join(state, "ann", unusedKeys(state)[0]!), state)
    const add = (userId: string, count = 2) => decideAddInviteKeys({ userId, count, drawInviteKey: () => newInviteKey(), now }, state)
    expect(refusal(() => add("ann")).status).toBe(403)
    expect(refusal(() => decideDeleteGroup({ userId: "ann", now }, state)).status).toBe(403)
    expect(add("boss")[0]).toMatchObject({ type: "InviteKeysAdded", inviteKeys: expect.any(Array) })
    state = fold(decideDeleteGroup({ userId: "boss", now }, state), state)
    expect(refusal(() => add("boss")).status).toBe(404)
    expect(refusal(() => decideDeleteGroup({ userId: "boss", now }, state)).status).toBe(404)
    expect(refusal(() => join(state, "bob", "whatever")).status).toBe(404)
  })

  it("caps the unused keys a group may hold", () => {
    let state = created(50)
    state = fold(decideAddInviteKeys({ userId: "boss", count: 50, drawInviteKey: () => newInviteKey(), now }, state), state)
    expect(unusedKeys(state)).toHaveLength(MAX_UNUSED_KEYS)
    expect(refusal(() => decideAddInviteKeys({ userId: "boss", count: 1, drawInviteKey: () => newInviteKey(), now }, state)).status).toBe(409)
  })
})

describe("challenge aggregate", () => {
  const quiz = { id: "q1", topic: "Goats", level: "elementary" as const, numberQuestions: 5 }
  const withMembers = () => {
    let state = created(2)
    const [a, b] = unusedKeys(state) as [string, string]
    state = fold(join(state, "ann", a), state)
    return fold(join(state, "bob", b), state)
  }

  it("challenges the group's other members as they are now", () => {
    const [event] = decideIssueChallenge({ challengerId: "ann", challengerName: "ann", quiz, now }, challengeDecider.initialState, withMembers())
    expect(event).toMatchObject({ type: "ChallengeIssued", groupId: "g1", groupName: "Hens", quizId: "q1", challengeId: challengeIdFor("g1", "q1") })
    expect(event?.challenged.map((m) => m.id).sort()).toEqual(["bob", "boss"])
  })

  it("is for members only, once per quiz, and needs someone to challenge", () => {
    const group = withMembers()
    expect(refusal(() => decideIssueChallenge({ challengerId: "eve", challengerName: "eve", quiz, now }, challengeDecider.initialState, group)).status).toBe(
      403,
    )
    expect(refusal(() => decideIssueChallenge({ challengerId: "ann", challengerName: "ann", quiz, now }, { issued: true }, group)).status).toBe(409)
    expect(
      refusal(() => decideIssueChallenge({ challengerId: "boss", challengerName: "boss", quiz, now }, challengeDecider.initialState, created(1))).status,
    ).toBe(409)
    expect(
      refusal(() => decideIssueChallenge({ challengerId: "boss", challengerName: "boss", quiz, now }, challengeDecider.initialState, groupDecider.initialState))
        .status,
    ).toBe(404)
  })

  it("derives one stable id per group and quiz", () => {
    expect(challengeIdFor("g1", "q1")).toBe(challengeIdFor("g1", "q1"))
    expect(challengeIdFor("g1", "q1")).not.toBe(challengeIdFor("g1", "q2"))
    expect(challengeIdFor("g1", "q1")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
  })
})

describe("a member whose account is deleted", () => {
  it("leaves; a commissioner's group passes to the longest-standing member; a group of one is deleted", () => {
    let state = created(2)
    const [k1, k2] = unusedKeys(state)
    state = fold(join(state, "ann", k1!), state)
    state = fold(join(state, "bob", k2!), state)
    const annLeaves = decideLeaveGroup({ userId: "ann", now }, state)
    expect(annLeaves).toEqual([expect.objectContaining({ type: "GroupMemberLeft", userId: "ann", reason: "account_deleted" })])
    expect(annLeaves[0]).not.toHaveProperty("newCommissionerId")
    state = fold(annLeaves, state)
    expect(memberIds(state)).toEqual(["boss", "bob"])
    expect(decideLeaveGroup({ userId: "ann", now }, state)).toEqual([])

    const bossLeaves = decideLeaveGroup({ userId: "boss", now }, state)
    expect(bossLeaves).toEqual([expect.objectContaining({ type: "GroupMemberLeft", userId: "boss", newCommissionerId: "bob" })])
    state = fold(bossLeaves, state)
    expect(state.commissionerId).toBe("bob")
    expect(decideLeaveGroup({ userId: "bob", now }, state)).toEqual([expect.objectContaining({ type: "GroupDeleted", by: "bob" })])
  })
})

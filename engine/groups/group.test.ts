// Groups and challenges, given/when/then: given a group's stored events (and, for a challenge,
// the group as it now is), when a command comes, then these events (or this refusal).
import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { ALREADY_GROUP_MEMBER, INVITE_KEY_USED } from "#schemas/error-codes.ts"
import type { ChallengeEvent } from "#schemas/events/challenge.ts"
import type { GroupEvent } from "#schemas/events/group.ts"
import { MAX_UNUSED_KEYS } from "#schemas/group-rules.ts"
import * as Messages from "#schemas/messages.ts"
import { given } from "#test/support/decider.ts"

import { DomainError, Invalid, Missing, NotAllowed, WrongState } from "../domain-errors.ts"
import { challengeDecider, challengeIdFor, type IssueChallenge } from "./challenge.ts"
import { type CreateGroup, type GroupCommand, groupDecider, type GroupState, memberIds, unusedKeys } from "./group.ts"
import { newInviteKey } from "./keys.ts"

const now = new Date("2026-03-05T12:00:00Z")
const at = now.toISOString()

const createGroup = (command: Partial<CreateGroup> = {}): GroupCommand => ({
  type: "CreateGroup",
  groupId: "g1",
  groupName: "  Hens  ",
  groupKey: "aaaa-bbbb-cccc-dddd",
  commissionerId: "boss",
  commissionerName: "boss",
  inviteKeyCount: 3,
  drawInviteKey: () => newInviteKey(),
  now,
  ...command,
})
const addKeys = (userId: string, count: number, drawInviteKey = () => newInviteKey()): GroupCommand => ({
  type: "AddInviteKeys",
  userId,
  count,
  drawInviteKey,
  now,
})
const join = (userId: string, inviteKey: string, groupKey = "aaaa-bbbb-cccc-dddd"): GroupCommand => ({
  type: "JoinGroup",
  groupKey,
  inviteKey,
  userId,
  username: userId,
  now,
})
const deleteGroup = (userId: string): GroupCommand => ({ type: "DeleteGroup", userId, now })
const leave = (userId: string): GroupCommand => ({ type: "LeaveGroup", userId, now })

/** Invite keys `key-1` … `key-<n>`. */
const keys = (n: number, prefix = "key") => Array.from({ length: n }, (_, i) => `${prefix}-${i + 1}`)
/** The group `createGroup()` stores, with these invite keys. */
const created = (inviteKeys: readonly string[]): GroupEvent => ({
  type: "GroupCreated",
  groupId: "g1",
  groupName: "Hens",
  groupKey: "aaaa-bbbb-cccc-dddd",
  commissionerId: "boss",
  commissionerName: "boss",
  inviteKeys,
  at,
})
const joined = (userId: string, inviteKey: string): GroupEvent => ({
  type: "GroupMemberJoined",
  groupId: "g1",
  groupName: "Hens",
  userId,
  username: userId,
  inviteKey,
  at,
})
const deleted = (by: string): GroupEvent => ({ type: "GroupDeleted", groupId: "g1", groupName: "Hens", by, at })
const left = (userId: string, newCommissionerId?: string): GroupEvent => ({
  type: "GroupMemberLeft",
  groupId: "g1",
  groupName: "Hens",
  userId,
  reason: "account_deleted",
  ...(newCommissionerId === undefined ? {} : { newCommissionerId }),
  at,
})
/** Boss's group, which ann and bob joined. */
const withMembers = [created(keys(2)), joined("ann", "key-1"), joined("bob", "key-2")]

describe("group aggregate", () => {
  it("creates a group whose commissioner is its first member, with distinct unused keys", () => {
    const state = given(groupDecider)
      .when(createGroup({ inviteKeyCount: 5 }))
      .then([created(expect.any(Array))])
    expect(state.name).toBe("Hens")
    expect(state.members.toObject()).toEqual({ boss: "boss" })
    expect(unusedKeys(state)).toHaveLength(5)
    expect(new Set(unusedKeys(state)).size).toBe(5)
  })

  it("requires a name and a sensible number of keys", () => {
    const base = { groupId: "g", groupKey: "k", commissionerId: "u", commissionerName: "u" }
    given(groupDecider)
      .when(createGroup({ ...base, groupName: "   ", inviteKeyCount: 1 }))
      .then(new Invalid(Messages.groupNameRequired))
    for (const count of [0, 51, 1.5]) {
      given(groupDecider)
        .when(createGroup({ ...base, groupName: "x", inviteKeyCount: count }))
        .then(Invalid)
    }
  })

  it("never hands out a key twice, even from a source that repeats itself", () => {
    const draws = ["aaa-aaa-aaa", "aaa-aaa-aaa", "bbb-bbb-bbb", "ccc-ccc-ccc", "bbb-bbb-bbb", "ddd-ddd-ddd"]
    let i = 0
    const draw = () => draws[i++]!
    const base = { groupId: "g", groupName: "x", groupKey: "k", commissionerId: "u", commissionerName: "u" }
    const createdWithDraws: GroupEvent = { type: "GroupCreated", ...base, inviteKeys: ["aaa-aaa-aaa", "bbb-bbb-bbb"], at }
    given(groupDecider)
      .when(createGroup({ ...base, inviteKeyCount: 2, drawInviteKey: draw }))
      .then([createdWithDraws])
    const more = given(groupDecider, [createdWithDraws])
      .when(addKeys("u", 2, draw))
      .then([{ type: "InviteKeysAdded", groupId: "g", groupName: "x", inviteKeys: ["ccc-ccc-ccc", "ddd-ddd-ddd"], by: "u", at }])
    expect(unusedKeys(more).sort()).toEqual(["aaa-aaa-aaa", "bbb-bbb-bbb", "ccc-ccc-ccc", "ddd-ddd-ddd"])
  })

  it("lets a key be used once, by someone not yet a member", () => {
    const [first, second] = keys(2) as [string, string]
    const state = given(groupDecider, [created([first, second])])
      .when(join("ann", first))
      .then([joined("ann", first)])
    expect(state.members.get("ann")).toBe("ann")
    const history = [created([first, second]), joined("ann", first)]
    given(groupDecider, history).when(join("bob", first)).then(new WrongState(Messages.inviteKeyUsed, INVITE_KEY_USED))
    given(groupDecider, history).when(join("ann", second)).then(new WrongState(Messages.alreadyGroupMember, ALREADY_GROUP_MEMBER))
    given(groupDecider, history).when(join("bob", "zzz-zzz-zzz")).then(new Missing(Messages.inviteKeyInvalid))
    given(groupDecider, history)
      .when(join("bob", second, "wrong"))
      .then(new Missing(Messages.groupKeyInvalid))
    expect(unusedKeys(given(groupDecider, history).state)).toEqual([second])
  })

  it("admits exactly as many members as keys, whatever the order of attempts", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 3 })), { maxLength: 30 }), (attempts) => {
        let history: GroupEvent[] = [created(keys(3))]
        for (const [user, key] of attempts) {
          try {
            history = [
              ...history,
              ...given(groupDecider, history)
                .when(join(`u${user}`, keys(3)[key] ?? "nope-nop-nop"))
                .events(),
            ]
          } catch (error) {
            if (!(error instanceof DomainError)) throw error
          }
        }
        const state = given(groupDecider, history).state
        const joinedCount = state.members.size - 1
        expect(joinedCount).toBe(3 - unusedKeys(state).length)
        expect(joinedCount).toBeLessThanOrEqual(3)
      }),
    )
  })

  it("lets only the commissioner add keys or delete, and nothing happens to a deleted group", () => {
    const history = [created(keys(1)), joined("ann", "key-1")]
    given(groupDecider, history).when(addKeys("ann", 2)).then(NotAllowed)
    given(groupDecider, history).when(deleteGroup("ann")).then(NotAllowed)
    given(groupDecider, history)
      .when(addKeys("boss", 2))
      .then([{ type: "InviteKeysAdded", groupId: "g1", groupName: "Hens", inviteKeys: expect.any(Array), by: "boss", at }])
    given(groupDecider, history)
      .when(deleteGroup("boss"))
      .then([deleted("boss")])
    const gone = [...history, deleted("boss")]
    given(groupDecider, gone).when(addKeys("boss", 2)).then(Missing)
    given(groupDecider, gone).when(deleteGroup("boss")).then(Missing)
    given(groupDecider, gone).when(join("bob", "whatever")).then(Missing)
  })

  it("caps the unused keys a group may hold", () => {
    const history = [created(keys(50))]
    const added = given(groupDecider, history).when(addKeys("boss", 50)).events()
    expect(unusedKeys(given(groupDecider, [...history, ...added]).state)).toHaveLength(MAX_UNUSED_KEYS)
    given(groupDecider, [...history, ...added])
      .when(addKeys("boss", 1))
      .then(new WrongState(Messages.tooManyUnusedKeys(MAX_UNUSED_KEYS)))
  })
})

describe("challenge aggregate", () => {
  const quiz = { id: "q1", topic: "Goats", level: "elementary" as const, numberQuestions: 5 }
  const issue = (challengerId: string, group: GroupState): IssueChallenge => ({
    type: "IssueChallenge",
    challengerId,
    challengerName: challengerId,
    quiz,
    group,
    now,
  })
  const issued: ChallengeEvent = {
    type: "ChallengeIssued",
    challengeId: challengeIdFor("g1", "q1"),
    groupId: "g1",
    groupName: "Hens",
    quizId: "q1",
    topic: "Goats",
    level: "elementary",
    numberQuestions: 5,
    challengerId: "ann",
    challengerName: "ann",
    challenged: [
      { id: "boss", username: "boss" },
      { id: "bob", username: "bob" },
    ],
    at,
  }

  it("challenges the group's other members as they are now", () => {
    given(challengeDecider)
      .when(issue("ann", given(groupDecider, withMembers).state))
      .then([issued])
  })

  it("is for members only, once per quiz, and needs someone to challenge", () => {
    const group = given(groupDecider, withMembers).state
    given(challengeDecider).when(issue("eve", group)).then(NotAllowed)
    given(challengeDecider, [issued]).when(issue("ann", group)).then(WrongState)
    given(challengeDecider)
      .when(issue("boss", given(groupDecider, [created(keys(1))]).state))
      .then(WrongState)
    given(challengeDecider).when(issue("boss", groupDecider.initialState)).then(Missing)
  })

  it("derives one stable id per group and quiz", () => {
    expect(challengeIdFor("g1", "q1")).toBe(challengeIdFor("g1", "q1"))
    expect(challengeIdFor("g1", "q1")).not.toBe(challengeIdFor("g1", "q2"))
    expect(challengeIdFor("g1", "q1")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
  })
})

describe("a member whose account is deleted", () => {
  it("leaves; a commissioner's group passes to the longest-standing member; a group of one is deleted", () => {
    const state = given(groupDecider, withMembers)
      .when(leave("ann"))
      .then([left("ann")])
    // A member who did not commission the group names no heir.
    expect(given(groupDecider, withMembers).when(leave("ann")).events()[0]).not.toHaveProperty("newCommissionerId")
    expect(memberIds(state)).toEqual(["boss", "bob"])
    const annGone = [...withMembers, left("ann")]
    given(groupDecider, annGone).when(leave("ann")).then([])

    const handedOver = given(groupDecider, annGone)
      .when(leave("boss"))
      .then([left("boss", "bob")])
    expect(handedOver.commissionerId).toBe("bob")
    given(groupDecider, [...annGone, left("boss", "bob")])
      .when(leave("bob"))
      .then([deleted("bob")])
  })
})

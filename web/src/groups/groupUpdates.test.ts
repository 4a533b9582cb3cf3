import fc from "fast-check"
import { describe, expect, it } from "vitest"

import type { GroupUpdate } from "#schemas/api/group-socket.ts"
import * as Messages from "#schemas/group-messages.ts"

import { applyChallengeUpdate, applyGroupUpdate, groupToRefresh, groupUpdateToast, isGroupUpdate } from "./groupUpdates.ts"
import type { Challenge, Group, Me, PlayerChallenge } from "./types.ts"

const ann: Me = { id: "u-ann", username: "ann" }
const bob: Me = { id: "u-bob", username: "bob" }

const group = (id: string, over: Partial<Group> = {}): Group => ({
  id,
  group_name: `Group ${id}`,
  group_key: `key-${id}`,
  commissioner_id: ann.id,
  members: [{ id: ann.id, username: ann.username, is_commissioner: true }],
  challenges: [],
  live_game: false,
  ...over,
})

const challenge = (id: string, over: Partial<Challenge> = {}): Challenge => ({
  challenge_id: id,
  group_id: "g1",
  group_name: "Group g1",
  quiz_id: `quiz-${id}`,
  topic: "Composting",
  level: "elementary",
  number_questions: 10,
  challenger: ann.username,
  challenger_id: ann.id,
  challenged: [bob.username],
  completed: [],
  scores: [],
  created_at: "2025-05-01T10:00:00.000Z",
  ...over,
})

const joined = (groupId: string, member: Me): GroupUpdate => ({ type: "member_joined", groupId, groupName: `Group ${groupId}`, member })
const challenged = (c: Challenge): GroupUpdate => ({ type: "new_challenge", groupId: c.group_id, groupName: c.group_name, challenge: c })

describe("applyGroupUpdate", () => {
  it("removes a member whose account was deleted, handing the group to the heir the update names", () => {
    const both = applyGroupUpdate([group("g1")], joined("g1", bob))
    const left: GroupUpdate = { type: "member_left", groupId: "g1", groupName: "Group g1", memberId: ann.id, newCommissionerId: bob.id }
    expect(isGroupUpdate(left)).toBe(true)
    const [after] = applyGroupUpdate(both, left)
    expect(after?.commissioner_id).toBe(bob.id)
    expect(after?.members).toEqual([{ id: bob.id, username: bob.username, is_commissioner: true }])
    expect(groupUpdateToast(left, bob)).toBeNull()
  })

  it("adds a joining member once, however often the update arrives", () => {
    const once = applyGroupUpdate([group("g1"), group("g2")], joined("g1", bob))
    const twice = applyGroupUpdate(once, joined("g1", bob))
    expect(twice[0]?.members.map((m) => m.username)).toEqual(["ann", "bob"])
    expect(twice[0]?.members[1]?.is_commissioner).toBe(false)
    expect(twice[1]).toEqual(group("g2"))
  })

  it("keeps members unique under any sequence of joins (property)", () => {
    const ids = fc.constantFrom("a", "b", "c", "d")
    fc.assert(
      fc.property(fc.array(ids, { maxLength: 30 }), (sequence) => {
        const groups = sequence.reduce((list, id) => applyGroupUpdate(list, joined("g1", { id, username: `user-${id}` })), [group("g1")])
        const memberIds = groups[0]!.members.map((m) => m.id)
        expect(new Set(memberIds).size).toBe(memberIds.length)
        expect(memberIds.length).toBe(1 + new Set(sequence).size)
      }),
    )
  })

  it("appends a new challenge to its group, once", () => {
    const first = challenge("c1", { created_at: "2025-05-01T10:00:00.000Z" })
    const second = challenge("c2", { created_at: "2025-05-02T10:00:00.000Z" })
    let groups = applyGroupUpdate([group("g1", { challenges: [first] })], challenged(second))
    groups = applyGroupUpdate(groups, challenged(second))
    expect(groups[0]?.challenges.map((c) => c.challenge_id)).toEqual(["c1", "c2"])
  })

  it("sets and clears the live flag, and removes a deleted group", () => {
    let groups = applyGroupUpdate([group("g1"), group("g2")], { type: "live_group_started", groupId: "g2", groupName: "Group g2" })
    expect(groups.map((g) => g.live_game)).toEqual([false, true])
    groups = applyGroupUpdate(groups, { type: "live_group_ended", groupId: "g2", groupName: "Group g2" })
    expect(groups.map((g) => g.live_game)).toEqual([false, false])
    groups = applyGroupUpdate(groups, { type: "group_deleted", groupId: "g1", groupName: "Group g1" })
    expect(groups.map((g) => g.id)).toEqual(["g2"])
  })

  it("leaves the list alone for a group it does not hold", () => {
    const groups = [group("g1")]
    expect(applyGroupUpdate(groups, joined("elsewhere", bob))).toEqual(groups)
  })
})

describe("applyChallengeUpdate", () => {
  it("appends the new challenge marked for the player, once", () => {
    const c = challenge("c9")
    const forBob = applyChallengeUpdate(applyChallengeUpdate([], challenged(c), bob), challenged(c), bob)
    expect(forBob).toEqual([{ ...c, is_challenged: true, is_completed: false }])
    const forAnn = applyChallengeUpdate([], challenged(c), ann)
    expect(forAnn[0]?.is_challenged).toBe(false)
  })

  it("drops a deleted group's challenges", () => {
    const mine: PlayerChallenge[] = [
      { ...challenge("c1"), is_challenged: true, is_completed: false },
      { ...challenge("c2", { group_id: "g2" }), is_challenged: true, is_completed: false },
    ]
    const left = applyChallengeUpdate(mine, { type: "group_deleted", groupId: "g1", groupName: "Group g1" }, bob)
    expect(left.map((c) => c.challenge_id)).toEqual(["c2"])
  })
})

describe("groupToRefresh", () => {
  const left = (memberId: string, newCommissionerId?: string): GroupUpdate => ({
    type: "member_left",
    groupId: "g1",
    groupName: "Group g1",
    memberId,
    ...(newCommissionerId === undefined ? {} : { newCommissionerId }),
  })

  it("reads the group again for the player who just became its commissioner (for its invite keys)", () => {
    expect(groupToRefresh(left(ann.id, bob.id), bob)).toBe("g1")
  })

  it("reads nothing again for the other members, a plain leave, or any other update", () => {
    expect(groupToRefresh(left(ann.id, bob.id), { id: "u-cy", username: "cy" })).toBeNull()
    expect(groupToRefresh(left(bob.id), ann)).toBeNull()
    expect(groupToRefresh(joined("g1", bob), bob)).toBeNull()
  })
})

describe("groupUpdateToast", () => {
  it("announces others joining, but not one's own join", () => {
    expect(groupUpdateToast(joined("g1", bob), ann)).toBe(Messages.memberJoined("bob", "Group g1"))
    expect(groupUpdateToast(joined("g1", bob), bob)).toBeNull()
  })

  it("announces a challenge to everyone but the challenger", () => {
    const c = challenge("c1")
    expect(groupUpdateToast(challenged(c), bob)).toBe("New challenge received: Composting - Elementary in group Group g1")
    expect(groupUpdateToast(challenged(c), ann)).toBeNull()
  })

  it("announces live games starting and ending", () => {
    expect(groupUpdateToast({ type: "live_group_started", groupId: "g1", groupName: "Hens" }, ann)).toBe("New live game created for Hens")
    expect(groupUpdateToast({ type: "live_group_ended", groupId: "g1", groupName: "Hens" }, ann)).toBe("Live game has ended for Hens")
    expect(groupUpdateToast({ type: "group_deleted", groupId: "g1", groupName: "Hens" }, ann)).toBeNull()
  })
})

describe("isGroupUpdate", () => {
  it("accepts each pushed shape and refuses malformed ones", () => {
    const c = challenge("c1")
    expect(isGroupUpdate(joined("g1", bob))).toBe(true)
    expect(isGroupUpdate(challenged(c))).toBe(true)
    expect(isGroupUpdate({ type: "live_group_started", groupId: "g1", groupName: "Hens" })).toBe(true)
    expect(isGroupUpdate({ type: "member_joined", groupId: "g1", groupName: "Hens", member: { id: 3 } })).toBe(false)
    expect(isGroupUpdate({ type: "new_challenge", groupId: "g1", groupName: "Hens", challenge: { ...c, challenged: "bob" } })).toBe(false)
    expect(isGroupUpdate({ type: "new_challenge", groupId: "g2", groupName: "Hens", challenge: c })).toBe(false)
    expect(isGroupUpdate({ type: "something_else", groupId: "g1", groupName: "Hens" })).toBe(false)
    expect(isGroupUpdate(null)).toBe(false)
  })
})

describe("a challenge completed (challenge_completed)", () => {
  const done: GroupUpdate = {
    type: "challenge_completed",
    groupId: "g1",
    groupName: "Group g1",
    challengeId: "c1",
    topic: "Composting",
    challengerId: ann.id,
    score: { username: bob.username, number_correct: 7, number_questions: 10, percent_score: 70 },
  }

  it("is a valid push, and a malformed one is not", () => {
    expect(isGroupUpdate(done)).toBe(true)
    expect(isGroupUpdate({ ...done, score: { username: "bob" } })).toBe(false)
    expect(isGroupUpdate({ ...done, challengeId: 3 })).toBe(false)
  })

  it("adds the member's score once to the group's and the player's challenge lists", () => {
    const groups = applyGroupUpdate([group("g1", { challenges: [challenge("c1"), challenge("c2")] })], done)
    const twice = applyGroupUpdate(groups, done)
    expect(twice[0]!.challenges[0]).toMatchObject({ completed: ["bob"], scores: [done.type === "challenge_completed" && done.score] })
    expect(twice[0]!.challenges[1]).toMatchObject({ completed: [], scores: [] })
    const mine: PlayerChallenge[] = [{ ...challenge("c1"), is_challenged: true, is_completed: false }]
    expect(applyChallengeUpdate(mine, done, bob)[0]).toMatchObject({ is_completed: true, completed: ["bob"] })
    // The challenger's own card gets the score, and stays theirs.
    const issued: PlayerChallenge[] = [{ ...challenge("c1"), is_challenged: false, is_completed: false }]
    expect(applyChallengeUpdate(issued, done, ann)[0]).toMatchObject({ is_completed: false, scores: [{ username: "bob", percent_score: 70 }] })
  })

  it("tells the challenger who finished it, and nobody else", () => {
    expect(groupUpdateToast(done, ann)).toBe(Messages.challengeCompleted("bob", "Composting", "Group g1"))
    expect(groupUpdateToast(done, bob)).toBeNull()
    expect(groupUpdateToast(done, { id: "u-cyd", username: "cyd" })).toBeNull()
  })
})

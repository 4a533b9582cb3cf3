// What a `group_update` push does to the client's state (docs/product.md §4) and which toast it shows (§8).
// Pure, so the rules (no duplicate member, challenge appended once) are tested without a socket.
import type { GroupUpdate } from "#schemas/api/group-socket.ts"
import * as Groups from "#schemas/group-messages.ts"
import type { Words } from "#schemas/i18n/catalogue.ts"
import { levelLabel } from "#schemas/quiz-rules.ts"

import type { Challenge, Group, Me, PlayerChallenge } from "./types.ts"

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null
const isString = (v: unknown): v is string => typeof v === "string"
const isStringList = (v: unknown): boolean => Array.isArray(v) && v.every(isString)

/**
 * Whether a pushed payload has the shape of schemas/api/group-socket.ts `GroupUpdate`. Checked by
 * hand so the browser does not load the schema library for one message; a malformed push is ignored.
 */
export function isGroupUpdate(value: unknown): value is GroupUpdate {
  if (!isRecord(value) || !isString(value.groupId) || !isString(value.groupName)) return false
  switch (value.type) {
    case "member_joined":
      return isRecord(value.member) && isString(value.member.id) && isString(value.member.username)
    case "new_challenge": {
      const c = value.challenge
      return (
        isRecord(c) &&
        isString(c.challenge_id) &&
        c.group_id === value.groupId &&
        isString(c.quiz_id) &&
        isString(c.topic) &&
        isString(c.level) &&
        typeof c.number_questions === "number" &&
        isString(c.challenger) &&
        isString(c.challenger_id) &&
        isStringList(c.challenged) &&
        isStringList(c.completed) &&
        Array.isArray(c.scores) &&
        isString(c.created_at) &&
        isString(c.group_name)
      )
    }
    case "challenge_completed": {
      const s = value.score
      return (
        isString(value.challengeId) &&
        isString(value.topic) &&
        isString(value.challengerId) &&
        isRecord(s) &&
        isString(s.username) &&
        typeof s.number_correct === "number" &&
        typeof s.number_questions === "number" &&
        typeof s.percent_score === "number"
      )
    }
    case "member_left":
      return isString(value.memberId) && (value.newCommissionerId === undefined || isString(value.newCommissionerId))
    case "live_group_started":
    case "live_group_ended":
    case "group_deleted":
      return true
    default:
      return false
  }
}

const withChallenge = <C extends Challenge>(list: readonly C[], challenge: C): C[] =>
  list.some((c) => c.challenge_id === challenge.challenge_id) ? [...list] : [...list, challenge]

type Completed = Extract<GroupUpdate, { type: "challenge_completed" }>

/** A challenge with one member's result in: named once among the completed, their score once. */
const withResult = <C extends Challenge>(list: readonly C[], update: Completed, extra: (c: C) => Partial<C> = () => ({})): C[] =>
  list.map((c) =>
    c.challenge_id !== update.challengeId
      ? c
      : {
          ...c,
          completed: c.completed.includes(update.score.username) ? c.completed : [...c.completed, update.score.username],
          scores: [...c.scores.filter((s) => s.username !== update.score.username), update.score],
          ...extra(c),
        },
  )

/** The group list after an update; groups the update does not name are returned unchanged. */
export function applyGroupUpdate(groups: readonly Group[], update: GroupUpdate): Group[] {
  if (update.type === "group_deleted") return groups.filter((g) => g.id !== update.groupId)
  return groups.map((group) => {
    if (group.id !== update.groupId) return group
    switch (update.type) {
      case "member_joined":
        return group.members.some((m) => m.id === update.member.id)
          ? group
          : { ...group, members: [...group.members, { ...update.member, is_commissioner: false }] }
      case "member_left": {
        const commissioner = update.newCommissionerId ?? group.commissioner_id
        return {
          ...group,
          commissioner_id: commissioner,
          members: group.members.filter((m) => m.id !== update.memberId).map((m) => ({ ...m, is_commissioner: m.id === commissioner })),
        }
      }
      case "new_challenge":
        return { ...group, challenges: withChallenge(group.challenges, update.challenge) }
      case "challenge_completed":
        return { ...group, challenges: withResult(group.challenges, update) }
      case "live_group_started":
        return { ...group, live_game: true }
      case "live_group_ended":
        return { ...group, live_game: false }
    }
  })
}

/** The caller's challenge list after an update: a new challenge is appended, a deleted group's go. */
export function applyChallengeUpdate(challenges: readonly PlayerChallenge[], update: GroupUpdate, me: Me): PlayerChallenge[] {
  if (update.type === "group_deleted") return challenges.filter((c) => c.group_id !== update.groupId)
  if (update.type === "challenge_completed") {
    return withResult(challenges, update, (c) => (update.score.username === me.username ? { is_completed: c.is_challenged } : {}))
  }
  if (update.type !== "new_challenge") return [...challenges]
  const c = update.challenge
  return withChallenge(challenges, {
    ...c,
    is_challenged: c.challenged.includes(me.username),
    is_completed: c.completed.includes(me.username),
  })
}

/**
 * The group to read again after an update, or null: a player who just became the commissioner (the
 * one before left) needs the group's unused invite keys, which only a commissioner's read carries.
 */
export const groupToRefresh = (update: GroupUpdate, me: Me): string | null =>
  update.type === "member_left" && update.newCommissionerId === me.id && update.memberId !== me.id ? update.groupId : null

/** The challenge a toast is about (its toast opens it), or null. */
export const toastChallenge = (update: GroupUpdate): string | null =>
  update.type === "new_challenge" ? update.challenge.challenge_id : update.type === "challenge_completed" ? update.challengeId : null

/** The live toast for an update, or null (none for one's own join or challenge, none for a deletion). */
export function groupUpdateToast(update: GroupUpdate, me: Me, m: Words<typeof Groups> = Groups, level: (level: string) => string = levelLabel): string | null {
  switch (update.type) {
    case "member_joined":
      return update.member.id === me.id ? null : m.memberJoined(update.member.username, update.groupName)
    case "new_challenge":
      return update.challenge.challenger_id === me.id ? null : m.newChallenge(update.challenge.topic, level(update.challenge.level), update.groupName)
    case "challenge_completed":
      return update.challengerId === me.id && update.score.username !== me.username
        ? m.challengeCompleted(update.score.username, update.topic, update.groupName)
        : null
    case "live_group_started":
      return m.liveGameCreated(update.groupName)
    case "live_group_ended":
      return m.liveGameEnded(update.groupName)
    case "member_left":
    case "group_deleted":
      return null
  }
}

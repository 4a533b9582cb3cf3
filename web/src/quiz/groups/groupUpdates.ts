// What a `group_update` push does to the client's state (SPEC §4) and which toast it shows (§8).
// Pure, so the rules (no duplicate member, challenge appended once) are tested without a socket.
import type { GroupUpdate } from "../../../../schemas/api/group-socket.ts"
import { Messages } from "../../../../schemas/messages.ts"
import { levelLabel } from "../game/types.ts"
import type { Challenge, Group, Me, PlayerChallenge } from "./types.ts"

const withChallenge = <C extends Challenge>(list: readonly C[], challenge: C): C[] =>
  list.some((c) => c.challenge_id === challenge.challenge_id) ? [...list] : [...list, challenge]

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
      case "new_challenge":
        return { ...group, challenges: withChallenge(group.challenges, update.challenge) }
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
  if (update.type !== "new_challenge") return [...challenges]
  const c = update.challenge
  return withChallenge(challenges, {
    ...c,
    is_challenged: c.challenged.includes(me.username),
    is_completed: c.completed.includes(me.username),
  })
}

/** The live toast for an update, or null (none for one's own join or challenge, none for a deletion). */
export function groupUpdateToast(update: GroupUpdate, me: Me): string | null {
  switch (update.type) {
    case "member_joined":
      return update.member.id === me.id ? null : Messages.memberJoined(update.member.username, update.groupName)
    case "new_challenge":
      return update.challenge.challenger_id === me.id
        ? null
        : Messages.newChallenge(update.challenge.topic, levelLabel(update.challenge.level), update.groupName)
    case "live_group_started":
      return Messages.liveGameCreated(update.groupName)
    case "live_group_ended":
      return Messages.liveGameEnded(update.groupName)
    case "group_deleted":
      return null
  }
}

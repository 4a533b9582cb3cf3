// Groups and challenges as the /api/quiz contract sends them, and guards for what session storage holds.
import type { GroupDetail } from "#schemas/api/group.ts"
import type { ChallengeItem, MyChallenge } from "#schemas/api/group-challenge.ts"
import type { QuizUserInfo } from "#web/state/types.ts"

export type Group = GroupDetail
export type Challenge = ChallengeItem
/** One of the caller's challenges (GET /profile/challenges/all). */
export type PlayerChallenge = typeof MyChallenge.Type

/** The signed-in player, as far as group screens need them. */
export type Me = Pick<QuizUserInfo, "id" | "username">

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null

function isGroup(value: unknown): value is Group {
  return (
    isObject(value) &&
    typeof value.id === "string" &&
    typeof value.group_name === "string" &&
    typeof value.group_key === "string" &&
    Array.isArray(value.members) &&
    Array.isArray(value.challenges)
  )
}

function isChallenge(value: unknown): value is Challenge {
  return (
    isObject(value) &&
    typeof value.challenge_id === "string" &&
    typeof value.group_id === "string" &&
    typeof value.quiz_id === "string" &&
    Array.isArray(value.challenged) &&
    Array.isArray(value.completed)
  )
}

/** The stored group list, when it has the shape these screens read; anything else counts as not loaded. */
export function storedGroups(value: unknown): Group[] | null {
  return Array.isArray(value) && value.every(isGroup) ? (value as Group[]) : null
}

export function storedChallenges(value: unknown): Challenge[] | null {
  return Array.isArray(value) && value.every(isChallenge) ? (value as Challenge[]) : null
}

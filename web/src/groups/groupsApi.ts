// Group and challenge calls under /api/quiz; the lists land in quizGroups and quizChallenges.
import type { CreatedGroup, JoinedGroup, KeysAdded } from "#schemas/api/group.ts"
import type { MessageBody } from "#schemas/api/message.ts"
import { quiz } from "#web/state/store.ts"

import { quizRequest } from "../accounts/quizClient.ts"
import type { QuizSummary } from "../quiz-play/types.ts"
import type { Group, PlayerChallenge } from "./types.ts"

/** GET /profile/groups → quizGroups. */
export async function loadGroups(): Promise<Group[]> {
  const groups = await quizRequest<Group[]>("/profile/groups")
  quiz.setGroups(groups)
  return groups
}

/** GET /profile/challenges/all → quizChallenges. */
export async function loadChallenges(): Promise<PlayerChallenge[]> {
  const challenges = await quizRequest<PlayerChallenge[]>("/profile/challenges/all")
  quiz.setChallenges(challenges)
  return challenges
}

/** GET /group/{id}: one group, fresh (e.g. the commissioner's unused keys), replaced in quizGroups. */
export async function refreshGroup(id: string): Promise<Group> {
  const group = await quizRequest<Group>(`/group/${encodeURIComponent(id)}`)
  const current = (quiz.quizGroups.peek() ?? []) as Group[]
  quiz.setGroups(current.map((g) => (g.id === group.id ? group : g)))
  return group
}

export const createGroup = (groupName: string, inviteKeys: number) =>
  quizRequest<typeof CreatedGroup.Type>("/group", { method: "POST", body: { group_name: groupName, invite_keys: inviteKeys } })

export const joinGroup = (groupKey: string, inviteKey: string) =>
  quizRequest<typeof JoinedGroup.Type>("/profile/group", { method: "PUT", body: { groupKey, inviteKey } })

export const addInviteKeys = (id: string, newKeys: number) => quizRequest<typeof KeysAdded.Type>("/group", { method: "PUT", body: { id, newKeys } })

export const deleteGroup = (id: string) => quizRequest<typeof MessageBody.Type>(`/group/${encodeURIComponent(id)}`, { method: "DELETE" })

export const challengeGroup = (quizId: string, groupId: string, userId: string) =>
  quizRequest<typeof MessageBody.Type>("/challenge", { method: "PUT", body: { quiz_id: quizId, group_id: groupId, user_id: userId } })

/** GET /all: every stored quiz, the ones a player may put to a group. */
export const fetchAllQuizzes = () => quizRequest<QuizSummary[]>("/all")

/** Drops a deleted group, and its challenges, from the session lists. */
export function forgetGroup(id: string): void {
  const groups = (quiz.quizGroups.peek() ?? []) as Group[]
  quiz.setGroups(groups.filter((g) => g.id !== id))
  const challenges = (quiz.quizChallenges.peek() ?? []) as PlayerChallenge[]
  quiz.setChallenges(challenges.filter((c) => c.group_id !== id))
}

/** Keeps the commissioner's unused keys in quizGroups after new ones were made. */
export function setInviteKeys(id: string, inviteKeys: readonly string[]): void {
  const groups = (quiz.quizGroups.peek() ?? []) as Group[]
  quiz.setGroups(groups.map((g) => (g.id === id ? { ...g, invite_keys: [...inviteKeys] } : g)))
}

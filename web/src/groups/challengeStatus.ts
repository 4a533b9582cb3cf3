// Who may take a challenge (docs/product.md §4): only the members challenged when it was issued, once.
import type { Challenge, Me } from "./types.ts"

export type ChallengeStatus = { canTake: true } | { canTake: false; reason: string }

export function challengeStatus(challenge: Challenge & { is_challenged?: boolean; is_completed?: boolean }, me: Me): ChallengeStatus {
  if (challenge.challenger_id === me.id) return { canTake: false, reason: "You issued this challenge." }
  const challenged = challenge.is_challenged ?? challenge.challenged.includes(me.username)
  if (!challenged) return { canTake: false, reason: "Only the members challenged when it was issued can take it." }
  const completed = challenge.is_completed ?? challenge.completed.includes(me.username)
  if (completed) return { canTake: false, reason: "You have completed this challenge." }
  return { canTake: true }
}

/** Newest first, for display; the stored lists keep the order they were built in. */
export const newestFirst = <C extends Challenge>(challenges: readonly C[]): C[] => [...challenges].sort((a, b) => b.created_at.localeCompare(a.created_at))

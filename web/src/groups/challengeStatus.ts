// Who may take a challenge (docs/product.md §4): only the members challenged when it was issued, once.
import type * as Groups from "#schemas/group-messages.ts"

import type { Challenge, Me } from "./types.ts"

/** Why a player cannot take a challenge, named by the key of its words (schemas/group-messages.ts). */
export type ChallengeStatus = { canTake: true } | { canTake: false; reason: keyof typeof Groups & ("youIssued" | "onlyChallenged" | "youCompleted") }

export function challengeStatus(challenge: Challenge & { is_challenged?: boolean; is_completed?: boolean }, me: Me): ChallengeStatus {
  if (challenge.challenger_id === me.id) return { canTake: false, reason: "youIssued" }
  const challenged = challenge.is_challenged ?? challenge.challenged.includes(me.username)
  if (!challenged) return { canTake: false, reason: "onlyChallenged" }
  const completed = challenge.is_completed ?? challenge.completed.includes(me.username)
  if (completed) return { canTake: false, reason: "youCompleted" }
  return { canTake: true }
}

/** Newest first, for display; the stored lists keep the order they were built in. */
export const newestFirst = <C extends Challenge>(challenges: readonly C[]): C[] => [...challenges].sort((a, b) => b.created_at.localeCompare(a.created_at))

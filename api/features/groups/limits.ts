// How fast one player may make things in groups: groups, invite-key requests and challenges,
// each a sliding window per player (rules: engine/limits/rates.ts), and how often they may
// try a wrong key to join one. Counted in the shared limits' store like the other throttles
// (docs/product.md §6.3), one set per app, made by the groups feature (public.ts). Only what
// gets made counts: a request refused for another reason gives its place back. The caps on
// how many (groups held, challenges a day) are the engine's, in the player's allowance stream.
import type { SharedLimits } from "#api/platform/limits/shared-limits.ts"
import { newThrottle, type Throttle } from "#api/platform/limits/throttles.ts"
import type { ThrottleRule } from "#engine/auth/throttle.ts"
import { RateLimited } from "#engine/domain-errors.ts"
import { CHALLENGES_PER_USER, GROUP_CREATIONS_PER_USER, INVITE_KEY_REQUESTS_PER_USER } from "#engine/limits/rates.ts"
import * as Messages from "#schemas/messages.ts"

type Kind = "groups" | "inviteKeys" | "challenges"

const RULES: Record<Kind, { readonly rule: ThrottleRule; readonly message: string }> = {
  groups: { rule: GROUP_CREATIONS_PER_USER, message: Messages.groupCreationsTooFast },
  inviteKeys: { rule: INVITE_KEY_REQUESTS_PER_USER, message: Messages.inviteKeyRequestsTooFast },
  challenges: { rule: CHALLENGES_PER_USER, message: Messages.challengesTooFast },
}

/** Wrong keys per player, so nobody can try keys at speed. */
export const GROUP_JOIN_RULE: ThrottleRule = { limit: 10, windowMs: 10 * 60 * 1000 }

/** One throttle per kind. */
export type GroupWriteLimits = Record<Kind, Throttle>

export interface GroupLimits {
  readonly writes: GroupWriteLimits
  /** Attempts to join a group, forgiven when the keys were right. */
  readonly joins: Throttle
}

export const newGroupLimits = (limits: SharedLimits): GroupLimits => ({
  writes: {
    groups: newThrottle(limits, "groups:user", RULES.groups.rule),
    inviteKeys: newThrottle(limits, "invite-keys:user", RULES.inviteKeys.rule),
    challenges: newThrottle(limits, "challenges:user", RULES.challenges.rule),
  },
  joins: newThrottle(limits, "group-joins:user", GROUP_JOIN_RULE),
})

/** Runs `make` as one of `userId`'s `kind` in the window, or refuses with RateLimited (429) once they are used up. */
export const countedWrite = async <A>(limits: GroupWriteLimits, kind: Kind, userId: string, make: () => Promise<A>): Promise<A> => {
  const admission = await limits[kind].begin(userId)
  if (!admission.admitted) throw new RateLimited(RULES[kind].message)
  try {
    return await make()
  } catch (error) {
    // Nothing was made: the place is given back (the throttle forgives an attempt that "succeeded").
    await admission.succeeded()
    throw error
  }
}

// How fast clients may act, in one place (docs/product.md §6.3). The rules are applied by
// api/features/accounts/socket-guard.ts (socket events), api/platform/limits/public-writes.ts (feedback
// and question reports), api/features/groups/limits.ts (groups, invite keys and challenges)
// and api/platform/limits/sign-in.ts (sign-ins per account); the live game's own
// bounds on readiness and topic changes are in engine/live-game/decide.ts.
import type { ThrottleRule } from "../auth/throttle.ts"
import type { BucketRule } from "./token-bucket.ts"

/**
 * Socket events a connection may send: a burst (a player in many groups asks for every
 * room on connect) and a steady rate well above any real play. Beyond it the connection
 * is told why and closed.
 */
export const SOCKET_EVENTS_PER_CONNECTION: BucketRule = { capacity: 60, refillPerSecond: 5 }

/** All connections of one user on one server process together. */
export const SOCKET_EVENTS_PER_USER: BucketRule = { capacity: 120, refillPerSecond: 10 }

/** General feedback: per client address, and per signed-in player wherever they send from. */
export const FEEDBACK_PER_ADDRESS: ThrottleRule = { limit: 10, windowMs: 60 * 60 * 1000 }
export const FEEDBACK_PER_USER: ThrottleRule = { limit: 10, windowMs: 60 * 60 * 1000 }

/** Question reports: a player may report several questions of a quiz, but not flood the admins' list. */
export const REPORTS_PER_ADDRESS: ThrottleRule = { limit: 30, windowMs: 60 * 60 * 1000 }
export const REPORTS_PER_USER: ThrottleRule = { limit: 30, windowMs: 60 * 60 * 1000 }

/**
 * What one player may make in groups, per player wherever they ask from: groups created (at
 * most MAX_OWN_GROUPS held at once besides), invite-key requests (each at most MAX_NEW_KEYS
 * keys; a big group needs a request per fifty joiners, so this is generous) and challenges
 * issued (at most MAX_CHALLENGES_PER_DAY a day besides). Refused requests do not count.
 */
export const GROUP_CREATIONS_PER_USER: ThrottleRule = { limit: 10, windowMs: 60 * 60 * 1000 }
export const INVITE_KEY_REQUESTS_PER_USER: ThrottleRule = { limit: 100, windowMs: 60 * 60 * 1000 }
export const CHALLENGES_PER_USER: ThrottleRule = { limit: 10, windowMs: 10 * 60 * 1000 }

/** Live game: readiness changes and topic submissions a player may make between two rounds. */
/** Wrong PINs per client address: a room of players mistyping passes, guessing a game's PIN does not. */
export const PIN_MISSES_PER_ADDRESS: ThrottleRule = { limit: 100, windowMs: 10 * 60 * 1000 }
/** How long a guest player's identity (kept in their browser) lasts: an evening's games. */
export const GUEST_PLAYER_HOURS = 12

export const LIVE_READY_CHANGES_PER_ROUND = 20
export const LIVE_TOPIC_CHANGES_PER_ROUND = 10

/**
 * Failed sign-ins per account, from any address: the first few are free, then each next
 * check must wait a growing delay after the last failure (1 s, 2 s, 4 s … at most a minute).
 * An address that has not failed on the account is not held back by it, so guessing from
 * elsewhere never locks the owner of the password out.
 */
export const ACCOUNT_FREE_FAILURES = 5
export const ACCOUNT_MAX_DELAY_MS = 60_000
export const ACCOUNT_FAILURE_MEMORY_MS = 15 * 60 * 1000

/** How long after its last failure an account may be tried again, given its failures so far. */
export const accountDelayMs = (failures: number): number =>
  failures < ACCOUNT_FREE_FAILURES ? 0 : Math.min(ACCOUNT_MAX_DELAY_MS, 1000 * 2 ** (failures - ACCOUNT_FREE_FAILURES))

// Feedback screenshots come from anyone, so each client address may send a few an hour.
// Every attempt counts (a refused file still cost a decode). Kept in memory, one per site
// (made in public.ts `makeMedia`), like the sign-in throttle: a restart forgets, each node counts its own.
import { SignInThrottle } from "#api/platform/limits/throttles.ts"
import type { ThrottleRule } from "#engine/auth/throttle.ts"

export const SCREENSHOT_RULE: ThrottleRule = { limit: 10, windowMs: 60 * 60 * 1000 }

/** One per site (public.ts `makeMedia`). */
export const newScreenshotThrottle = (): SignInThrottle => new SignInThrottle(SCREENSHOT_RULE)

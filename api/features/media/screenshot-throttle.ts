// Feedback screenshots come from anyone, so each client address may send a few an hour.
// Every attempt counts (a refused file still cost a decode). Counted in the shared limits'
// store, one per site (made in public.ts `makeMedia`), like the sign-in throttle.
import type { SharedLimits } from "#api/platform/limits/shared-limits.ts"
import { newThrottle, type Throttle } from "#api/platform/limits/throttles.ts"
import type { ThrottleRule } from "#engine/auth/throttle.ts"

export const SCREENSHOT_RULE: ThrottleRule = { limit: 10, windowMs: 60 * 60 * 1000 }

/** One per site (public.ts `makeMedia`). */
export const newScreenshotThrottle = (limits: SharedLimits): Throttle => newThrottle(limits, "screenshots:address", SCREENSHOT_RULE)

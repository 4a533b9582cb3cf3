// New quiz accounts per client address: at most REGISTRATIONS_PER_HOUR in any hour, so one
// address cannot mint accounts to multiply the per-player AI allowances. A sliding window
// (engine/auth/throttle.ts) counted in the shared limits' store, so it holds across nodes; an
// attempt that fails (a taken name) is given back.
import type { SharedLimits } from "#api/platform/limits/shared-limits.ts"
import { newThrottle, type Throttle } from "#api/platform/limits/throttles.ts"

const HOUR_MS = 60 * 60 * 1000

export const newRegistrationLimit = (limits: SharedLimits, perHour: number): Throttle =>
  newThrottle(limits, "registrations:address", { limit: perHour, windowMs: HOUR_MS })

// The homestead coach, for quiz admins: a question answered from the site's own content by
// the AI provider (whole, or streamed as server-sent events), with the conversation kept in
// this process's memory and the message rate in the shared limits' store.
import type { SharedLimits } from "#api/platform/limits/shared-limits.ts"
import { newThrottle } from "#api/platform/limits/throttles.ts"
import { CoachLimits } from "#engine/coach/limits.ts"

import type { CoachAskDeps } from "./ask.ts"
import { coachHandlers } from "./handlers.ts"
import { CoachMemory } from "./memory.ts"

export { CoachGroup } from "./group.ts"

export type CoachDeps = Omit<CoachAskDeps, "memory" | "rate"> & { readonly limits: SharedLimits }

export const makeCoach = (deps: CoachDeps) => {
  // Per app: each admin's conversation; their recent messages wherever they were sent.
  const memory = new CoachMemory()
  return {
    coachHandlers: coachHandlers({ ...deps, memory, rate: newThrottle(deps.limits, "coach:user", CoachLimits.rate) }),
  }
}

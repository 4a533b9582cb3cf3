// General feedback: anyone may send it (limited per address and per player), quiz admins read it.
import { newPublicWriteLimit } from "#api/platform/limits/public-writes.ts"
import type { SharedLimits } from "#api/platform/limits/shared-limits.ts"

import { type GeneralFeedbackDeps, generalFeedbackHandlers } from "./handlers.ts"

export { GeneralFeedbackGroup } from "./group.ts"

export type FeedbackDeps = Omit<GeneralFeedbackDeps, "writes"> & { readonly limits: SharedLimits }

export const makeFeedback = (deps: FeedbackDeps) => ({
  generalFeedbackHandlers: generalFeedbackHandlers({ ...deps, writes: newPublicWriteLimit(deps.limits, "feedback") }),
})

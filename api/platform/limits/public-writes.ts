// Writes anyone may make (general feedback, question reports) are limited per client address
// and per signed-in player (rules: engine/limits/rates.ts), so a flood cannot bury the real
// ones in the admins' lists. Every admitted write counts, in the shared limits' store like the
// other throttles (docs/product.md §6.3).
import type { HttpServerRequest } from "@effect/platform"
import { Effect } from "effect"

import type { ThrottleRule } from "#engine/auth/throttle.ts"
import { FEEDBACK_PER_ADDRESS, FEEDBACK_PER_USER, REPORTS_PER_ADDRESS, REPORTS_PER_USER } from "#engine/limits/rates.ts"
import * as Messages from "#schemas/messages.ts"

import { TooManyRequests } from "../http/errors.ts"
import { peerAddress } from "../http/handlers.ts"
import type { SharedLimits } from "./shared-limits.ts"
import { newThrottle } from "./throttles.ts"

type Kind = "feedback" | "reports"

const RULES: Record<Kind, { readonly address: ThrottleRule; readonly user: ThrottleRule; readonly message: string }> = {
  feedback: { address: FEEDBACK_PER_ADDRESS, user: FEEDBACK_PER_USER, message: Messages.tooManyFeedback },
  reports: { address: REPORTS_PER_ADDRESS, user: REPORTS_PER_USER, message: Messages.tooManyReports },
}

/** One kind's limit, made once per server by the feature that takes such writes. */
export interface PublicWriteLimit {
  /** Counts one write from the caller's address (and player, when signed in), or fails 429. */
  count(userId: string | undefined): Effect.Effect<void, TooManyRequests, HttpServerRequest.HttpServerRequest>
}

export const newPublicWriteLimit = (limits: SharedLimits, kind: Kind): PublicWriteLimit => {
  const rules = RULES[kind]
  const address = newThrottle(limits, `${kind}:address`, rules.address)
  const user = newThrottle(limits, `${kind}:user`, rules.user)
  return {
    count: (userId) =>
      Effect.gen(function* () {
        const from = yield* peerAddress
        const byAddress = yield* Effect.promise(() => address.begin(from))
        const byUser = userId === undefined ? { admitted: true } : yield* Effect.promise(() => user.begin(userId))
        if (!byAddress.admitted || !byUser.admitted) return yield* new TooManyRequests({ message: rules.message })
      }),
  }
}

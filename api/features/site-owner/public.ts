// The site owner: the dashboard's sign-in, session and profile, and the owner made on the
// first start. Other features protect their owner-only endpoints with `OwnerSession` (or, for
// the content API scripts may call, `OwnerApi`) and read the owner with `CurrentOwner`.
import type { Announce } from "#api/platform/first-start-password.ts"
import type { SharedLimits } from "#api/platform/limits/shared-limits.ts"
import { newSignInThrottles } from "#api/platform/limits/throttles.ts"
import type { FindApiToken } from "#engine/api-tokens/access.ts"

import { createOwnerOnFirstStart, type FirstOwnerDeps } from "./first-start.ts"
import { type DashboardDeps, dashboardHandlers } from "./handlers.ts"
import { ownerApiLayer, ownerSessionLayer } from "./owner-session.ts"

export { DEFAULT_OWNER_USERNAME } from "./first-start.ts"
export { DashboardGroup } from "./group.ts"
export { openOwnerSession } from "./open-session.ts"
export { CurrentOwner, OwnerApi, OwnerSession } from "./owner-session.ts"
export { ownerWrites } from "./owner-writes.ts"

export type SiteOwnerDeps = Omit<DashboardDeps, "signIns" | "codes"> &
  Omit<FirstOwnerDeps, "db"> & {
    readonly announce: Announce
    /** The personal API tokens' lookup, for the content API's bearer calls. */
    readonly findApiToken: FindApiToken
    /** Where the sign-in limits count (one store per site, shared by the nodes on PostgreSQL). */
    readonly limits: SharedLimits
  }

export const makeSiteOwner = (deps: SiteOwnerDeps) => {
  const signIns = newSignInThrottles(deps.limits, "owner")
  return {
    /** The OwnerSession middleware. */
    session: ownerSessionLayer(deps),
    /** The OwnerApi middleware: the session, or a personal API token. */
    api: ownerApiLayer(deps),
    dashboardHandlers: dashboardHandlers({ ...deps, signIns, codes: newSignInThrottles(deps.limits, "owner-code") }),
    /** At every start: the owner, made on the first. */
    start: () => createOwnerOnFirstStart({ ...deps, db: deps.database.db }),
  }
}

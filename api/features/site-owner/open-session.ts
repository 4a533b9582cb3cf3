// A dashboard session opened without the password form: for the single sign-on, where the
// operator's identity provider has checked who the owner is (and does its own second factor;
// docs/decisions.md says why the dashboard's two-factor step is not asked again).
import { Effect } from "effect"
import type { Kysely } from "kysely"

import { attempt } from "#api/platform/http/refusals.ts"
import { hashSessionId, newSessionId, SESSION_TTL_MS } from "#engine/auth/session.ts"
import type { CommandDeps } from "#engine/command.ts"
import { Unauthenticated } from "#engine/domain-errors.ts"
import { signInSiteUser } from "#engine/site-owner/commands.ts"
import type { DB } from "#projections/db.ts"
import { firstSiteUser } from "#projections/site-owner/site-users.queries.ts"

import { setSessionCookie } from "./owner-session.ts"

/** Signs the site's owner in and sets the session cookie on the answer. */
export const openOwnerSession = (deps: { readonly db: Kysely<DB>; readonly commands: CommandDeps }) =>
  Effect.gen(function* () {
    const owner = yield* Effect.promise(() => firstSiteUser(deps.db))
    if (!owner) return yield* Effect.die(new Error("The site has no owner: the first start makes one"))
    const sessionId = newSessionId()
    const now = new Date()
    yield* attempt(
      () =>
        signInSiteUser(deps.commands, { userId: owner.id, sessionHash: hashSessionId(sessionId), expiresAt: new Date(now.getTime() + SESSION_TTL_MS), now }),
      Unauthenticated,
    )
    yield* setSessionCookie(sessionId)
  })

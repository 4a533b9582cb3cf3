// Single sign-on through the operator's OpenID provider, for the owner and quiz players
// (docs/architecture.md): the flow with PKCE, state and nonce by openid-client, a player's
// link to the provider, and PASSWORD_SIGN_IN=off's refusal of every password form.
import type { Kysely } from "kysely"

import type { Config } from "#api/platform/config.ts"
import type { Logger } from "#api/platform/log/logger.ts"
import type { DB } from "#projections/db.ts"

import { type SingleSignOnDeps, singleSignOnHandlers } from "./handlers.ts"
import { refusePasswordSignIn } from "./password-gate.ts"
import { openIdProvider } from "./provider.ts"

export { SingleSignOnGroup } from "./group.ts"

export type MakeSingleSignOnDeps = Omit<SingleSignOnDeps, "config" | "provider" | "passwordSignIn" | "db"> & {
  readonly db: Kysely<DB>
  readonly config: Pick<Config, "singleSignOn" | "passwordSignIn">
  readonly log: Logger
}

export const makeSingleSignOn = (deps: MakeSingleSignOnDeps) => {
  const { singleSignOn, passwordSignIn } = deps.config
  return {
    handlers: singleSignOnHandlers({
      ...deps,
      config: singleSignOn,
      provider: singleSignOn ? openIdProvider(singleSignOn, deps.log) : undefined,
      passwordSignIn,
    }),
    /** The API's middleware: the password forms refused when PASSWORD_SIGN_IN is off. */
    passwordGate: passwordSignIn ? (app: Parameters<typeof refusePasswordSignIn>[0]) => app : refusePasswordSignIn,
  }
}

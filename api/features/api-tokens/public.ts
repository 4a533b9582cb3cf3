// Personal API tokens for scripts: the owner's for the content API (read, or read and write), a
// player's for their own scoreboard and history (read). The lookup is given to the owner's and
// the players' middlewares (OwnerApi, PlayerData), which judge every bearer call with it.
import type { Kysely } from "kysely"

import type { CommandDeps } from "#engine/command.ts"
import type { DB } from "#projections/db.ts"

import { apiTokenFinder } from "./find-token.ts"
import { ownerApiTokenHandlers, playerApiTokenHandlers } from "./handlers.ts"
import { lastUsed } from "./last-used.ts"

export { OwnerApiTokensGroup, PlayerApiTokensGroup } from "./group.ts"

export interface ApiTokensDeps {
  readonly db: Kysely<DB>
  readonly commands: CommandDeps
}

export const makeApiTokens = (deps: ApiTokensDeps) => {
  const uses = lastUsed(deps.db)
  return {
    /** A bearer value → the live token it is, its use noted. */
    find: apiTokenFinder(deps.db, uses),
    ownerHandlers: ownerApiTokenHandlers({ ...deps, uses }),
    playerHandlers: playerApiTokenHandlers({ ...deps, uses }),
  }
}

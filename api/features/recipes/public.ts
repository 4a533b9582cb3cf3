// Recipes: what the composition root and other features may use.
import { type CommandDeps } from "#engine/command.ts"

import { recipesHandlers } from "./handlers.ts"
import { makeRecipesReads, type RecipesReadsDeps } from "./reads.ts"

export { RecipesGroup } from "./group.ts"

export interface RecipesFeatureDeps extends RecipesReadsDeps {
  readonly commands: CommandDeps
  /** Something to close with the server. */
  readonly onClose: (cleanup: () => void) => void
}

export const makeRecipes = (deps: RecipesFeatureDeps) => {
  const reads = makeRecipesReads(deps)
  deps.onClose(reads.close)
  return { reads, handlers: recipesHandlers({ db: deps.db, commands: deps.commands, reads }) }
}

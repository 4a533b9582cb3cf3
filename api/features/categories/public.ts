// Categories: what the composition root and other features may use.
import { type CommandDeps } from "#engine/command.ts"

import { categoriesHandlers } from "./handlers.ts"
import { type CategoriesReadsDeps, makeCategoriesReads } from "./reads.ts"

export { CategoriesGroup } from "./group.ts"

export interface CategoriesFeatureDeps extends CategoriesReadsDeps {
  readonly commands: CommandDeps
  /** Something to close with the server. */
  readonly onClose: (cleanup: () => void) => void
}

export const makeCategories = (deps: CategoriesFeatureDeps) => {
  const reads = makeCategoriesReads(deps)
  deps.onClose(reads.close)
  return { reads, handlers: categoriesHandlers({ db: deps.db, commands: deps.commands, reads }) }
}

// Category lists: each write answers the list as it now is; the public GET answers from the lists'
// snapshot (reads.ts), as the fast reads do.
import { Effect } from "effect"
import type { Kysely } from "kysely"

import type { GroupHandlers } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import { addCategory, removeCategory, replaceCategories } from "#engine/categories/commands.ts"
import type { CommandDeps } from "#engine/command.ts"
import { type DomainErrorKind, Invalid, Missing, WrongState } from "#engine/domain-errors.ts"
import { listCategories } from "#projections/categories/categories.queries.ts"
import type { DB } from "#projections/db.ts"
import type { CategoryKind } from "#schemas/events/categories.ts"

import type { CategoriesGroup } from "./group.ts"
import type { CategoriesReads } from "./reads.ts"

export interface CategoriesDeps {
  readonly db: Kysely<DB>
  readonly commands: CommandDeps
  readonly reads: Pick<CategoriesReads, "list">
}

export const categoriesHandlers = (deps: CategoriesDeps) => {
  const writeThenList = <const Ks extends ReadonlyArray<DomainErrorKind>>(write: () => Promise<unknown>, kind: CategoryKind, ...refusals: Ks) =>
    attempt(
      async () => {
        await write()
        return listCategories(deps.db, kind)
      },
      ...refusals,
    )
  return (handlers: GroupHandlers<typeof CategoriesGroup>) =>
    handlers
      .handle("list", ({ path }) => Effect.promise(() => deps.reads.list(path.kind)))
      .handle("add", ({ payload }) => writeThenList(() => addCategory(deps.commands, payload.name, payload.category), payload.name, Invalid, WrongState))
      .handle("replace", ({ payload }) => writeThenList(() => replaceCategories(deps.commands, payload.name, payload.newCategories), payload.name, Invalid))
      .handle("remove", ({ payload }) => writeThenList(() => removeCategory(deps.commands, payload.name, payload.category), payload.name, Missing))
}

// Category lists: each write answers the list as it now is.
import { Effect } from "effect"

import type { App } from "#api/compose.ts"
import { contentDeps } from "#api/platform/http/content-answers.ts"
import { AppService, type GroupHandlers } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import { addCategory, removeCategory, replaceCategories } from "#engine/content/categories/commands.ts"
import { type DomainErrorKind, Invalid, Missing, WrongState } from "#engine/domain-errors.ts"
import { listCategories } from "#projections/content/categories.queries.ts"
import type { CategoryKind } from "#schemas/events/categories.ts"

import type { CategoriesGroup } from "./group.ts"

const writeThenList = <const Ks extends ReadonlyArray<DomainErrorKind>>(write: (app: App) => Promise<unknown>, kind: CategoryKind, ...refusals: Ks) =>
  Effect.flatMap(AppService, (app) =>
    attempt(
      async () => {
        await write(app)
        return listCategories(app.database.db, kind)
      },
      ...refusals,
    ),
  )

export const categoriesHandlers = (handlers: GroupHandlers<typeof CategoriesGroup>) =>
  handlers
    .handle("list", ({ path }) => Effect.flatMap(AppService, (app) => Effect.promise(() => listCategories(app.database.db, path.kind))))
    .handle("add", ({ payload }) => writeThenList((app) => addCategory(contentDeps(app), payload.name, payload.category), payload.name, Invalid, WrongState))
    .handle("replace", ({ payload }) => writeThenList((app) => replaceCategories(contentDeps(app), payload.name, payload.newCategories), payload.name, Invalid))
    .handle("remove", ({ payload }) => writeThenList((app) => removeCategory(contentDeps(app), payload.name, payload.category), payload.name, Missing))

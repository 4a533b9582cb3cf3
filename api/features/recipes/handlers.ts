// Recipes: decode, check the owner (middleware), one engine command, answer from content_recipes.
import { randomUUID } from "node:crypto"

import { Effect } from "effect"

import { checkBodyId, contentDeps, found } from "#api/platform/http/content-answers.ts"
import { AppService, type GroupHandlers } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import { createRecipe, deleteRecipe, updateRecipe } from "#engine/content/recipes/commands.ts"
import { Invalid, Missing, WrongState } from "#engine/domain-errors.ts"
import { findRecipe, groupRecipes, latestRecipe, listRecipes } from "#projections/content/recipes.queries.ts"
import * as Messages from "#schemas/messages.ts"

import type { RecipesGroup } from "./group.ts"

export const recipesHandlers = (handlers: GroupHandlers<typeof RecipesGroup>) =>
  handlers
    .handle("list", () => Effect.flatMap(AppService, (app) => Effect.promise(async () => groupRecipes(await listRecipes(app.database.db)))))
    .handle("latest", () => Effect.flatMap(AppService, (app) => found(() => latestRecipe(app.database.db), Messages.recipeNotFound)))
    .handle("get", ({ path }) => Effect.flatMap(AppService, (app) => found(() => findRecipe(app.database.db, path.id), Messages.recipeNotFound)))
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        const app = yield* AppService
        const recipeId = randomUUID()
        yield* attempt(() => createRecipe(contentDeps(app), { recipeId, input: payload, now: new Date() }), Invalid, WrongState)
        return yield* Effect.orDie(found(() => findRecipe(app.database.db, recipeId), Messages.recipeNotFound))
      }),
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        const app = yield* AppService
        yield* checkBodyId(payload._id, path.id)
        yield* attempt(() => updateRecipe(contentDeps(app), { recipeId: path.id, input: payload, now: new Date() }), Invalid, Missing, WrongState)
        return yield* found(() => findRecipe(app.database.db, path.id), Messages.recipeNotFound)
      }),
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        const app = yield* AppService
        yield* attempt(() => deleteRecipe(contentDeps(app), { recipeId: path.id, now: new Date() }), Missing)
        return { message: Messages.recipeDeleted }
      }),
    )

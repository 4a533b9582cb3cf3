// Recipes: decode, check the owner (middleware), one engine command, answer from content_recipes. The
// public GETs answer from the recipes' snapshot (reads.ts), as the fast reads and the pages do.
import { randomUUID } from "node:crypto"

import { Effect } from "effect"
import type { Kysely } from "kysely"

import { checkBodyId, found } from "#api/platform/http/content-answers.ts"
import type { GroupHandlers } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import type { CommandDeps } from "#engine/command.ts"
import { Invalid, Missing, WrongState } from "#engine/domain-errors.ts"
import { createRecipe, deleteRecipe, updateRecipe } from "#engine/recipes/commands.ts"
import type { DB } from "#projections/db.ts"
import { findRecipe } from "#projections/recipes/recipes.queries.ts"
import * as Messages from "#schemas/messages.ts"

import type { RecipesGroup } from "./group.ts"
import { importFromArchive, importFromFile, importFromJsonLd, importFromUrl, type RecipeImportDeps } from "./import.ts"
import { imported } from "./import-handlers.ts"
import type { RecipesReads } from "./reads.ts"

export interface RecipesDeps {
  readonly db: Kysely<DB>
  readonly commands: CommandDeps
  readonly reads: Pick<RecipesReads, "grouped" | "latest" | "byKey" | "related">
  readonly importing: RecipeImportDeps
}

export const recipesHandlers = (deps: RecipesDeps) => (handlers: GroupHandlers<typeof RecipesGroup>) =>
  handlers
    .handle("list", () => Effect.promise(deps.reads.grouped))
    .handle("latest", () => found(deps.reads.latest, Messages.recipeNotFound))
    .handle("get", ({ path }) => found(() => deps.reads.byKey(path.id), Messages.recipeNotFound))
    .handle("related", ({ path }) => found(() => deps.reads.related(path.id), Messages.recipeNotFound))
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        const recipeId = randomUUID()
        yield* attempt(() => createRecipe(deps.commands, { recipeId, input: payload, now: new Date() }), Invalid, WrongState)
        return yield* Effect.orDie(found(() => findRecipe(deps.db, recipeId), Messages.recipeNotFound))
      }),
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* checkBodyId(payload._id, path.id)
        yield* attempt(() => updateRecipe(deps.commands, { recipeId: path.id, input: payload, now: new Date() }), Invalid, Missing, WrongState)
        return yield* found(() => findRecipe(deps.db, path.id), Messages.recipeNotFound)
      }),
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        yield* attempt(() => deleteRecipe(deps.commands, { recipeId: path.id, now: new Date() }), Missing)
        return { message: Messages.recipeDeleted }
      }),
    )
    .handle("importUrl", ({ payload }) => imported(() => importFromUrl(deps.importing, payload.url)))
    .handle("importJsonLd", ({ payload }) => imported(() => importFromJsonLd(deps.importing, payload.jsonld)))
    .handle("importFile", ({ payload }) => imported(() => importFromFile(deps.importing, payload.file)))
    .handle("importArchive", ({ payload }) => imported(() => importFromArchive(deps.importing, Buffer.from(payload.archive, "base64"))))

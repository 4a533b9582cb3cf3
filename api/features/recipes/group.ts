// /api/recipe: public reads, owner-only writes. GET /:id takes a servername or an id.
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"

import { ownerWrites } from "#api/features/site-owner/public.ts"
import { NotFound } from "#api/platform/http/errors.ts"
import { Refusal } from "#api/platform/http/refusals.ts"
import { IdPath } from "#schemas/api/content/fields.ts"
import { NewRecipe, Recipe, RecipeGroup, RecipeUpdate } from "#schemas/api/content/recipes.ts"

const writes = ownerWrites(Recipe, NewRecipe, RecipeUpdate)

export const RecipesGroup = HttpApiGroup.make("recipes")
  .add(HttpApiEndpoint.get("list", "/").addSuccess(Schema.Array(RecipeGroup)))
  .add(HttpApiEndpoint.get("latest", "/latest").addSuccess(Recipe).addError(NotFound))
  .add(HttpApiEndpoint.get("get", "/:id").setPath(IdPath).addSuccess(Recipe).addError(NotFound))
  // A servername already taken, or a recipe changed meanwhile, is a WrongState.
  .add(writes.create.addError(Refusal.WrongState))
  .add(writes.update.addError(Refusal.WrongState))
  .add(writes.remove)
  .prefix("/recipe")

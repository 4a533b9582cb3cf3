// /api/recipe: public reads, owner-only writes. GET /:id takes a servername or an id.
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"

import { OwnerSession } from "#api/features/site-owner/public.ts"
import { BadRequest, NotFound } from "#api/platform/http/errors.ts"
import { Refusal } from "#api/platform/http/refusals.ts"
import { IdPath } from "#schemas/api/content/fields.ts"
import { NewRecipe, Recipe, RecipeGroup, RecipeUpdate } from "#schemas/api/content/recipes.ts"
import { MessageBody } from "#schemas/api/message.ts"

export const RecipesGroup = HttpApiGroup.make("recipes")
  .add(HttpApiEndpoint.get("list", "/").addSuccess(Schema.Array(RecipeGroup)))
  .add(HttpApiEndpoint.get("latest", "/latest").addSuccess(Recipe).addError(NotFound))
  .add(HttpApiEndpoint.get("get", "/:id").setPath(IdPath).addSuccess(Recipe).addError(NotFound))
  .add(
    HttpApiEndpoint.post("create", "/")
      .setPayload(NewRecipe)
      .addSuccess(Recipe)
      .addError(Refusal.Invalid)
      .addError(Refusal.WrongState)
      .middleware(OwnerSession),
  )
  .add(
    HttpApiEndpoint.put("update", "/:id")
      .setPath(IdPath)
      .setPayload(RecipeUpdate)
      .addSuccess(Recipe)
      .addError(BadRequest)
      .addError(NotFound)
      .addError(Refusal.Invalid)
      .addError(Refusal.Missing)
      .addError(Refusal.WrongState)
      .middleware(OwnerSession),
  )
  .add(HttpApiEndpoint.del("remove", "/:id").setPath(IdPath).addSuccess(MessageBody).addError(Refusal.Missing).middleware(OwnerSession))
  .prefix("/recipe")

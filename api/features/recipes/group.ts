// /api/recipe: public reads, owner-only writes. GET /:id takes a servername or an id.
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"

import { OwnerApi, ownerWrites } from "#api/features/site-owner/public.ts"
import { BadGateway, GatewayTimeout, NotFound, ServiceUnavailable, TooManyRequests } from "#api/platform/http/errors.ts"
import { Refusal } from "#api/platform/http/refusals.ts"
import { IdPath } from "#schemas/api/content/fields.ts"
import { RecipeImport, RecipeImportArchive, RecipeImportFile, RecipeImportJsonLd, RecipeImportUrl } from "#schemas/api/content/recipe-import.ts"
import { NewRecipe, Recipe, RecipeGroup, RecipeLink, RecipeUpdate } from "#schemas/api/content/recipes.ts"

const writes = ownerWrites(Recipe, NewRecipe, RecipeUpdate)

/** An import answers a draft for the form, or why it could not read one (the page, the file, the AI provider). */
const importing = <Name extends string, P extends Schema.Schema.AnyNoContext>(name: Name, path: `/${string}`, payload: P) =>
  HttpApiEndpoint.post(name, path)
    .setPayload(payload)
    .addSuccess(RecipeImport)
    .addError(Refusal.Unacceptable)
    .addError(TooManyRequests)
    .addError(BadGateway)
    .addError(ServiceUnavailable)
    .addError(GatewayTimeout)
    .middleware(OwnerApi)

export const RecipesGroup = HttpApiGroup.make("recipes")
  .add(HttpApiEndpoint.get("list", "/").addSuccess(Schema.Array(RecipeGroup)))
  .add(HttpApiEndpoint.get("latest", "/latest").addSuccess(Recipe).addError(NotFound))
  .add(HttpApiEndpoint.get("get", "/:id").setPath(IdPath).addSuccess(Recipe).addError(NotFound))
  .add(HttpApiEndpoint.get("related", "/:id/related").setPath(IdPath).addSuccess(Schema.Array(RecipeLink)).addError(NotFound))
  // A servername already taken, or a recipe changed meanwhile, is a WrongState.
  .add(writes.create.addError(Refusal.WrongState))
  .add(writes.update.addError(Refusal.WrongState))
  .add(writes.remove)
  .add(importing("importUrl", "/import/url", RecipeImportUrl))
  .add(importing("importJsonLd", "/import/jsonld", RecipeImportJsonLd))
  .add(importing("importFile", "/import/file", RecipeImportFile))
  .add(importing("importArchive", "/import/archive", RecipeImportArchive))
  .prefix("/recipe")

// Recipes as Recipe JSON-LD (the same objects the recipe pages carry, so they pass the same
// structured-data rules) and the whole site's content in the shapes the API serves.
import { Effect } from "effect"

import { findRecipeIn, loadSiteContent } from "#api/features/site-pages/content.ts"
import { recipeJsonLd } from "#api/features/site-pages/recipe-jsonld.ts"
import { download, today } from "#api/platform/http/download.ts"
import { NotFound } from "#api/platform/http/errors.ts"
import { AppService, type GroupHandlers } from "#api/platform/http/handlers.ts"
import { listAllCategories } from "#projections/content/categories.queries.ts"
import * as Messages from "#schemas/messages.ts"

import type { OwnerExportsGroup } from "./exports-group.ts"

const JSON_LD = "application/ld+json"

const contentAndOrigin = Effect.gen(function* () {
  const app = yield* AppService
  const content = yield* Effect.promise(() => loadSiteContent(app.database.db))
  return { app, content, origin: app.siteOrigin.value }
})

export const ownerExportsHandlers = (handlers: GroupHandlers<typeof OwnerExportsGroup>) =>
  handlers
    .handle("recipes", () =>
      Effect.gen(function* () {
        const { app, content, origin } = yield* contentAndOrigin
        const recipes = [...content.recipes]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((recipe) => recipeJsonLd(recipe, { origin, siteName: app.config.siteName, published: content.recipePublished.get(recipe._id) }))
        return download(JSON.stringify(recipes, null, 2), JSON_LD, `recipes-${today()}.jsonld`)
      }),
    )
    .handle("recipe", ({ path }) =>
      Effect.gen(function* () {
        const { app, content, origin } = yield* contentAndOrigin
        const recipe = findRecipeIn(content, path.key)
        if (!recipe) return yield* Effect.fail(new NotFound({ message: Messages.recipeNotFound }))
        const jsonLd = recipeJsonLd(recipe, { origin, siteName: app.config.siteName, published: content.recipePublished.get(recipe._id) })
        return download(JSON.stringify(jsonLd, null, 2), JSON_LD, `${recipe.servername}.jsonld`)
      }),
    )
    .handle("content", () =>
      Effect.gen(function* () {
        const { app, content, origin } = yield* contentAndOrigin
        const categories = yield* Effect.promise(() => listAllCategories(app.database.db))
        const body = {
          site: { name: app.config.siteName, url: origin },
          exportedAt: new Date().toISOString(),
          posts: content.posts,
          recipes: content.recipes,
          photos: content.photos,
          videos: content.videos,
          categories,
        }
        return download(JSON.stringify(body, null, 2), "application/json", `homestead-content-${today()}.json`)
      }),
    )

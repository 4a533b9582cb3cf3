// Recipes as Recipe JSON-LD (the same objects the recipe pages carry, so they pass the same
// structured-data rules) and the whole site's content in the shapes the API serves.
import { Effect } from "effect"
import type { Kysely } from "kysely"

import { findRecipeIn, recipeJsonLd, type SiteContent } from "#api/features/site-pages/public.ts"
import { download, today } from "#api/platform/http/download.ts"
import { NotFound } from "#api/platform/http/errors.ts"
import type { GroupHandlers } from "#api/platform/http/handlers.ts"
import type { SiteOrigin } from "#api/platform/http/site-origin.ts"
import { listAllCategories } from "#projections/categories/categories.queries.ts"
import type { DB } from "#projections/db.ts"
import * as Messages from "#schemas/messages.ts"

import type { OwnerExportsGroup } from "./exports-group.ts"

const JSON_LD = "application/ld+json"

export interface OwnerExportsDeps {
  readonly db: Kysely<DB>
  /** The public content as the site's pages show it (site-pages' siteContent). */
  readonly siteContent: () => Promise<SiteContent>
  readonly siteName: string
  /** The origin of the exports' absolute links (PUBLIC_URL, else this server). */
  readonly siteOrigin: Pick<SiteOrigin, "value">
}

export const ownerExportsHandlers = (deps: OwnerExportsDeps) => (handlers: GroupHandlers<typeof OwnerExportsGroup>) => {
  const contentAndOrigin = Effect.map(Effect.promise(deps.siteContent), (content) => ({ content, origin: deps.siteOrigin.value }))
  return handlers
    .handle("recipes", () =>
      Effect.gen(function* () {
        const { content, origin } = yield* contentAndOrigin
        const recipes = [...content.recipes]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((recipe) => recipeJsonLd(recipe, { origin, siteName: deps.siteName, published: content.recipePublished.get(recipe._id) }))
        return download(JSON.stringify(recipes, null, 2), JSON_LD, `recipes-${today()}.jsonld`)
      }),
    )
    .handle("recipe", ({ path }) =>
      Effect.gen(function* () {
        const { content, origin } = yield* contentAndOrigin
        const recipe = findRecipeIn(content, path.key)
        if (!recipe) return yield* Effect.fail(new NotFound({ message: Messages.recipeNotFound }))
        const jsonLd = recipeJsonLd(recipe, { origin, siteName: deps.siteName, published: content.recipePublished.get(recipe._id) })
        return download(JSON.stringify(jsonLd, null, 2), JSON_LD, `${recipe.servername}.jsonld`)
      }),
    )
    .handle("content", () =>
      Effect.gen(function* () {
        const { content, origin } = yield* contentAndOrigin
        const categories = yield* Effect.promise(() => listAllCategories(deps.db))
        const body = {
          site: { name: deps.siteName, url: origin },
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
}

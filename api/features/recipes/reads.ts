// The public reads of recipes, from one in-memory snapshot of content_recipes: the handlers' GETs, the fast
// reads under /api/recipe and the server-rendered pages all call these (platform/public-reads).
import type { Kysely } from "kysely"

import { fastRead } from "#api/platform/public-reads/fast-reads.ts"
import { ReadSnapshot, type SnapshotOptions } from "#api/platform/public-reads/snapshot.ts"
import type { DB } from "#projections/db.ts"
import { groupRecipes, listRecipes, recipePublishedDates } from "#projections/recipes/recipes.queries.ts"
import { recipesProjection } from "#projections/recipes/recipes.ts"
import type { Recipe, RecipeLink } from "#schemas/api/content/recipes.ts"
import { relatedRecipes } from "#schemas/related-content.ts"

interface RecipesView {
  /** Newest first. */
  readonly list: readonly Recipe[]
  readonly grouped: ReturnType<typeof groupRecipes>
  readonly latest: Recipe | undefined
  /** By servername (a page's slug) first, then by id, as the API finds a recipe. */
  readonly byKey: (key: string) => Recipe | undefined
  /** When each recipe was first published, by id. */
  readonly publishedAt: ReadonlyMap<string, Date>
  /** The recipes a recipe's page ends with (schemas/related-content.ts), by its key; undefined for no such recipe. */
  readonly related: (key: string) => readonly RecipeLink[] | undefined
}

const viewOf = (list: readonly Recipe[], publishedAt: ReadonlyMap<string, Date>): RecipesView => {
  const byServername = new Map(list.map((r) => [r.servername, r]))
  const byId = new Map(list.map((r) => [r._id, r]))
  const byKey = (key: string) => byServername.get(key) ?? byId.get(key)
  const grouped = groupRecipes(list)
  // Worked out once per recipe asked for, until the next change makes a new view.
  const related = new Map<string, readonly RecipeLink[]>()
  const relatedOf = (key: string) => {
    const recipe = byKey(key)
    if (!recipe) return undefined
    let links = related.get(recipe._id)
    if (!links) {
      links = relatedRecipes(recipe, grouped).map(({ _id, name, servername, cooktime }) => ({ _id, name, servername, cooktime }))
      related.set(recipe._id, links)
    }
    return links
  }
  return { list, grouped, latest: list[0], byKey, publishedAt, related: relatedOf }
}

export type RecipesReadsDeps = Pick<SnapshotOptions<unknown>, "projector" | "log"> & { readonly db: Kysely<DB> }

export const makeRecipesReads = (deps: RecipesReadsDeps) => {
  const snapshot = new ReadSnapshot({
    name: "recipes",
    projection: recipesProjection,
    load: async () => viewOf(...(await Promise.all([listRecipes(deps.db), recipePublishedDates(deps.db)]))),
    projector: deps.projector,
    log: deps.log,
  })
  const view = () => snapshot.read()
  return {
    list: async () => (await view()).list,
    grouped: async () => (await view()).grouped,
    latest: async () => (await view()).latest,
    byKey: async (key: string) => (await view()).byKey(key),
    related: async (key: string) => (await view()).related(key),
    publishedAt: async () => (await view()).publishedAt,
    onChange: (listener: () => void) => snapshot.onChange(listener),
    fast: fastRead("/api/recipe", snapshot, {
      "": (v) => v.grouped,
      latest: (v) => v.latest,
      ":key": (v, key) => v.byKey(key),
    }),
    warm: () => snapshot.warm(),
    close: () => snapshot.close(),
  }
}

export type RecipesReads = ReturnType<typeof makeRecipesReads>

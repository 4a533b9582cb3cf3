// Recipes as the API answers them, from `content_recipes`: grouped by category A–Z, each
// group by name A–Z; "latest" is the newest recipe; one recipe is found by servername or id.
import type { Kysely, Selectable } from "kysely"

import type { Recipe } from "#schemas/api/content/recipes.ts"

import { byName, groupByCategory } from "../content/group-by-category.ts"
import type { DB } from "../db.ts"
import { RECIPES_TABLE, type RecipesTable } from "./recipes.tables.ts"

const toRecipe = (r: Selectable<RecipesTable>): Recipe => ({
  _id: r.id,
  name: r.name,
  servername: r.servername,
  category: r.category,
  cooktime: r.cooktime,
  baketemp: r.baketemp,
  hassubrecipes: r.hassubrecipes,
  subrecipes: r.subrecipes,
  ingredients: r.ingredients,
  method: r.method,
  notes: r.notes,
  source: r.source,
  images: r.images,
  video: r.video,
  ...(r.servings !== null ? { servings: r.servings } : {}),
})

/** Newest first. */
export const listRecipes = async (db: Kysely<DB>): Promise<Recipe[]> =>
  (await db.selectFrom(RECIPES_TABLE).selectAll().orderBy("created_at", "desc").orderBy("created_position", "desc").execute()).map(toRecipe)

export const groupRecipes = (recipes: readonly Recipe[]) =>
  groupByCategory(recipes).map(({ category, items }) => ({ category, recipes: [...items].sort(byName) }))

/** When each recipe was first published, by id. */
export const recipePublishedDates = async (db: Kysely<DB>): Promise<Map<string, Date>> =>
  new Map((await db.selectFrom(RECIPES_TABLE).select(["id", "created_at"]).execute()).map((r) => [r.id, r.created_at]))

/** By servername first (the page's slug), then by id. */
export const findRecipe = async (db: Kysely<DB>, key: string): Promise<Recipe | undefined> => {
  const byServername = await db.selectFrom(RECIPES_TABLE).selectAll().where("servername", "=", key).limit(1).executeTakeFirst()
  const row = byServername ?? (await db.selectFrom(RECIPES_TABLE).selectAll().where("id", "=", key).executeTakeFirst())
  return row ? toRecipe(row) : undefined
}

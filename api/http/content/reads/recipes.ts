// Recipes as the API answers them, from `content_recipes`: grouped by category A–Z, each
// group by name A–Z; "latest" is the newest recipe; one recipe is found by servername or id.
import type { Kysely } from "kysely"
import type { Recipe } from "../../../../schemas/api/content/recipes.ts"
import { RECIPES_TABLE } from "../../../../projections/content/recipes.tables.ts"
import { byName, groupByCategory } from "./group-by-category.ts"
import type { DB } from "../../../../projections/db.ts"

const toRecipe = (r: Record<string, unknown>): Recipe => ({
  _id: String(r.id),
  name: String(r.name),
  servername: String(r.servername),
  category: String(r.category),
  cooktime: String(r.cooktime),
  baketemp: String(r.baketemp),
  hassubrecipes: Boolean(r.hassubrecipes),
  subrecipes: r.subrecipes as Recipe["subrecipes"],
  ingredients: r.ingredients as string[],
  method: r.method as string[],
  notes: r.notes as string[],
  source: String(r.source),
  images: r.images as string[],
  video: String(r.video),
})

/** Newest first. */
export const listRecipes = async (db: Kysely<DB>): Promise<Recipe[]> =>
  (await db.selectFrom(RECIPES_TABLE).selectAll().orderBy("created_at", "desc").orderBy("created_position", "desc").execute()).map(toRecipe)

export const groupRecipes = (recipes: readonly Recipe[]) =>
  groupByCategory(recipes).map(({ category, items }) => ({ category, recipes: [...items].sort(byName) }))

export const latestRecipe = async (db: Kysely<DB>): Promise<Recipe | undefined> => {
  const row = await db.selectFrom(RECIPES_TABLE).selectAll().orderBy("created_at", "desc").orderBy("created_position", "desc").limit(1).executeTakeFirst()
  return row ? toRecipe(row) : undefined
}

/** By servername first (the page's slug), then by id. */
export const findRecipe = async (db: Kysely<DB>, key: string): Promise<Recipe | undefined> => {
  const byServername = await db.selectFrom(RECIPES_TABLE).selectAll().where("servername", "=", key).limit(1).executeTakeFirst()
  const row = byServername ?? (await db.selectFrom(RECIPES_TABLE).selectAll().where("id", "=", key).executeTakeFirst())
  return row ? toRecipe(row) : undefined
}

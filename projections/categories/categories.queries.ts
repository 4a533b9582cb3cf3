// The category lists as the API answers them: A–Z ignoring case.
import type { Kysely } from "kysely"

import type { CategoryKind } from "#schemas/events/categories.ts"

import { compareCategories } from "../content/group-by-category.ts"
import type { DB } from "../db.ts"
import { CATEGORIES_TABLE } from "./categories.tables.ts"

export const listCategories = async (db: Kysely<DB>, kind: CategoryKind): Promise<string[]> =>
  (await db.selectFrom(CATEGORIES_TABLE).select("category").where("kind", "=", kind).execute()).map((r) => r.category).sort(compareCategories)

/** Every kind's list from one query (the fast reads rebuild them together). */
export const listAllCategories = async (db: Kysely<DB>): Promise<Record<CategoryKind, string[]>> => {
  const lists: Record<CategoryKind, string[]> = { recipe: [], video: [], photo: [] }
  for (const row of await db.selectFrom(CATEGORIES_TABLE).select(["kind", "category"]).execute()) {
    lists[row.kind]?.push(row.category)
  }
  for (const list of Object.values(lists)) list.sort(compareCategories)
  return lists
}

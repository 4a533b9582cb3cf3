// The category lists' table: one row per (kind, category).
import type { CategoryKind } from "#schemas/events/categories.ts"

export const CATEGORIES_TABLE = "content_categories"

export interface CategoriesTable {
  readonly kind: CategoryKind
  readonly category: string
}

export type CategoriesTables = { [CATEGORIES_TABLE]: CategoriesTable }

// The category lists, one stream per kind: `categories-recipe`, `categories-video`,
// `categories-photo`.
import { Schema } from "effect"

export const CATEGORY_KINDS = ["recipe", "video", "photo"] as const
export const CategoryKind = Schema.Literal(...CATEGORY_KINDS)
export type CategoryKind = typeof CategoryKind.Type

export const CategoryAdded = Schema.Struct({ type: Schema.Literal("CategoryAdded"), kind: CategoryKind, category: Schema.String, at: Schema.String })
export const CategoryRemoved = Schema.Struct({ type: Schema.Literal("CategoryRemoved"), kind: CategoryKind, category: Schema.String, at: Schema.String })
export const CategoriesReplaced = Schema.Struct({
  type: Schema.Literal("CategoriesReplaced"),
  kind: CategoryKind,
  categories: Schema.Array(Schema.String),
  at: Schema.String,
})

export const CategoriesEvent = Schema.Union(CategoryAdded, CategoryRemoved, CategoriesReplaced)
export type CategoriesEvent = typeof CategoriesEvent.Type
export const CATEGORIES_EVENT_TYPES = ["CategoryAdded", "CategoryRemoved", "CategoriesReplaced"] as const

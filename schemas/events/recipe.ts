// Recipes, stream `recipe-<id>`, and the servername reservations that keep two recipes from
// sharing one slug, stream `recipename-<servername>` (claimed with an expected revision).
// Ingredient, method and note entries are sanitised HTML.
import { Schema } from "effect"

export const SubRecipe = Schema.Struct({
  name: Schema.String,
  ingredients: Schema.Array(Schema.String),
  method: Schema.Array(Schema.String),
})

/** A recipe's content, as every event carries it and the API answers it (with its `_id`). */
export const RecipeContent = Schema.Struct({
  name: Schema.String,
  servername: Schema.String,
  category: Schema.String,
  cooktime: Schema.String,
  baketemp: Schema.String,
  hassubrecipes: Schema.Boolean,
  subrecipes: Schema.Array(SubRecipe),
  ingredients: Schema.Array(Schema.String),
  method: Schema.Array(Schema.String),
  notes: Schema.Array(Schema.String),
  source: Schema.String,
  images: Schema.Array(Schema.String),
  video: Schema.String,
  /** How many the recipe serves; absent on recipes saved before it existed or left blank. */
  servings: Schema.optional(Schema.Int),
})
export type RecipeData = typeof RecipeContent.Type

const RecipeFields = { recipeId: Schema.String, ...RecipeContent.fields, at: Schema.String }

export const RecipeCreated = Schema.Struct({ type: Schema.Literal("RecipeCreated"), ...RecipeFields })
export const RecipeUpdated = Schema.Struct({ type: Schema.Literal("RecipeUpdated"), ...RecipeFields })
export const RecipeDeleted = Schema.Struct({ type: Schema.Literal("RecipeDeleted"), recipeId: Schema.String, at: Schema.String })

export const RecipeEvent = Schema.Union(RecipeCreated, RecipeUpdated, RecipeDeleted)
export type RecipeEvent = typeof RecipeEvent.Type
export const RECIPE_EVENT_TYPES = ["RecipeCreated", "RecipeUpdated", "RecipeDeleted"] as const

export const RecipeNameClaimed = Schema.Struct({
  type: Schema.Literal("RecipeNameClaimed"),
  servername: Schema.String,
  recipeId: Schema.String,
  at: Schema.String,
})
export const RecipeNameReleased = Schema.Struct({
  type: Schema.Literal("RecipeNameReleased"),
  servername: Schema.String,
  recipeId: Schema.String,
  at: Schema.String,
})

export const RecipeNameEvent = Schema.Union(RecipeNameClaimed, RecipeNameReleased)
export type RecipeNameEvent = typeof RecipeNameEvent.Type

// The recipes read model's table: one row per live recipe.
import type { RecipeData } from "#schemas/events/recipe.ts"

import type { Int8, Jsonb } from "../sql-types.ts"

export const RECIPES_TABLE = "content_recipes"

export interface RecipesTable {
  readonly id: string
  readonly name: string
  readonly servername: string
  readonly category: string
  readonly cooktime: string
  readonly baketemp: string
  readonly hassubrecipes: boolean
  readonly subrecipes: Jsonb<RecipeData["subrecipes"]>
  readonly ingredients: Jsonb<readonly string[]>
  readonly method: Jsonb<readonly string[]>
  readonly notes: Jsonb<readonly string[]>
  readonly source: string
  readonly images: Jsonb<readonly string[]>
  readonly video: string
  /** Null when the recipe does not say how many it serves. */
  readonly servings: number | null
  readonly created_at: Date
  readonly created_position: Int8
}

export type RecipesTables = { [RECIPES_TABLE]: RecipesTable }

// Payloads and answers of /api/recipe.
import { Schema } from "effect"

import { RecipeContent } from "#schemas/events/recipe.ts"
import * as Messages from "#schemas/messages.ts"
import { SERVINGS_MAX, SERVINGS_MIN } from "#schemas/recipe-servings.ts"
import { CleanText } from "#schemas/text.ts"

import { BodyId, CATEGORY_MAX, Flag, IMAGE_LIST_MAX, IMAGE_URL_MAX, LooseText, Text, TextList, VIDEO_URL_MAX } from "./fields.ts"

const ENTRIES_MAX = 200
const ENTRY_MAX = 5000
const SUBRECIPES_MAX = 20

/** How many a recipe serves: a whole number from 1 to 100. Null or absent: not said. */
export const Servings = Schema.optionalWith(
  Schema.Number.pipe(
    Schema.filter((n) => Number.isInteger(n) && n >= SERVINGS_MIN && n <= SERVINGS_MAX, {
      message: () => Messages.servingsRange(SERVINGS_MIN, SERVINGS_MAX),
    }),
  ),
  { nullable: true },
)

export const SubRecipeInput = Schema.Struct({
  name: Text("Sub-recipe name", 200),
  ingredients: TextList("Ingredients", ENTRIES_MAX, ENTRY_MAX),
  method: TextList("Method", ENTRIES_MAX, ENTRY_MAX),
})

const RecipeFields = {
  name: Text("Recipe name", 200),
  category: Text("Category", CATEGORY_MAX),
  cooktime: LooseText("Cook time", 100),
  baketemp: LooseText("Bake temperature", 100),
  hassubrecipes: Flag,
  subrecipes: Schema.optionalWith(
    Schema.Array(SubRecipeInput).pipe(Schema.filter((l) => l.length <= SUBRECIPES_MAX, { message: () => Messages.tooMany("Sub-recipes", SUBRECIPES_MAX) })),
    { nullable: true, default: () => [] },
  ),
  ingredients: TextList("Ingredients", ENTRIES_MAX, ENTRY_MAX),
  method: TextList("Method", ENTRIES_MAX, ENTRY_MAX),
  notes: TextList("Notes", ENTRIES_MAX, ENTRY_MAX),
  source: Text("Source", 2000),
  images: TextList("Images", IMAGE_LIST_MAX, IMAGE_URL_MAX),
  video: Text("Video", VIDEO_URL_MAX),
  servings: Servings,
}

export const NewRecipe = Schema.Struct(RecipeFields)
export const RecipeUpdate = Schema.Struct({ ...RecipeFields, _id: BodyId })

/** A stored recipe: its content as the events carry it, and its id. */
export const Recipe = Schema.Struct({ _id: CleanText, ...RecipeContent.fields })
export type Recipe = typeof Recipe.Type

export const RecipeGroup = Schema.Struct({ category: CleanText, recipes: Schema.Array(Recipe) })

/** A recipe as the end of another's page links to it (GET /api/recipe/:id/related). */
export const RecipeLink = Schema.Struct({ _id: CleanText, name: Schema.String, servername: Schema.String, cooktime: Schema.String })
export type RecipeLink = typeof RecipeLink.Type

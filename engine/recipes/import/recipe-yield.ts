// schema.org's recipeYield in its forms: 4, "4", "4 servings", "Serves 4-6", ["4", "4 servings"], "1 loaf".
// A bare number or a count of servings is how many the recipe serves; anything else ("1 loaf", "24
// cookies") is what it makes, kept as a note.
import { SERVINGS_MAX, SERVINGS_MIN } from "#schemas/recipe-servings.ts"

import { listOf, plainText } from "./text.ts"

const SERVINGS_WORDS = /\b(serv(es|ings?)|people|persons?|portions?|pax)\b/i

export interface RecipeYield {
  readonly servings: number | undefined
  /** What it makes, when that is not servings ("1 loaf"). */
  readonly makes: string | undefined
}

const firstWhole = (text: string): number | undefined => {
  const match = /\d+/.exec(text)
  const n = match ? Number(match[0]) : NaN
  return Number.isInteger(n) && n >= SERVINGS_MIN && n <= SERVINGS_MAX ? n : undefined
}

export const readYield = (value: unknown): RecipeYield => {
  const texts = listOf(value)
    .map(plainText)
    .filter((t) => t !== "")
  const bare = (t: string) => /^\d+$/.test(t)
  const servingsText = texts.find((t) => bare(t) || SERVINGS_WORDS.test(t))
  const makes = texts.find((t) => !bare(t) && !SERVINGS_WORDS.test(t))
  return { servings: servingsText === undefined ? undefined : firstWhole(servingsText), makes }
}

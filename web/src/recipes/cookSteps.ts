// The recipe's steps in cooking order, for cook mode: the oven first (when it is used), then
// each sub-recipe's method, then the recipe's own. The same order as the page's JSON-LD steps.
import type { Recipe } from "#web/content/types.ts"

export interface CookStep {
  /** The sub-recipe the step belongs to, if any. */
  readonly section?: string
  /** Stored HTML (already sanitised), or escaped text. */
  readonly html: string
}

export interface IngredientGroup {
  /** Stable within the recipe: what ticked ingredients are remembered by. */
  readonly key: string
  readonly title?: string
  readonly items: readonly string[]
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/** A stored entry that holds no words (e.g. "<p></p>") is no step. */
const hasWords = (html: string) => html.replace(/<[^>]*>/g, "").trim() !== ""

const subrecipesOf = (recipe: Recipe) => (recipe.hassubrecipes ? recipe.subrecipes : [])

export function cookSteps(recipe: Recipe): CookStep[] {
  const preheat: CookStep[] = recipe.baketemp.trim() !== "" ? [{ html: `Preheat oven to ${escapeText(recipe.baketemp.trim())}` }] : []
  const fromSubs = subrecipesOf(recipe).flatMap((sub) =>
    sub.method.filter(hasWords).map((html): CookStep => (sub.name ? { section: sub.name, html } : { html })),
  )
  return [...preheat, ...fromSubs, ...recipe.method.filter(hasWords).map((html) => ({ html }))]
}

/** The ingredient lists shown on the page: each sub-recipe's, then the recipe's own. */
export function ingredientGroups(recipe: Recipe): IngredientGroup[] {
  const subs = subrecipesOf(recipe).map((sub, i): IngredientGroup => ({ key: `sub${i}`, title: sub.name, items: sub.ingredients }))
  const own: IngredientGroup[] = recipe.ingredients.length > 0 || subs.length === 0 ? [{ key: "main", items: recipe.ingredients }] : []
  return [...subs, ...own]
}

// A recipe as schema.org Recipe JSON-LD, so search engines and recipe apps can read the
// page as served. Entries are stored as HTML; schema.org wants plain text.
import { stripHtml } from "#engine/content/plain-text.ts"
import type { Recipe } from "#schemas/api/content/recipes.ts"
import type { Words } from "#schemas/i18n/catalogue.ts"
import * as Public from "#schemas/public-messages.ts"
import { toEmbed } from "#schemas/video-embed.ts"

import { cookTimeDuration } from "./duration.ts"
import { truncate } from "./escape.ts"
import { absoluteUrl, largestImage, recipePath } from "./urls.ts"

const texts = (entries: readonly string[]): string[] => entries.map(stripHtml).filter((t) => t !== "")

/** Every ingredient: the sub-recipes' first (crust before filling), then the recipe's own. */
export const recipeIngredients = (recipe: Recipe): string[] => [...recipe.subrecipes.flatMap((s) => texts(s.ingredients)), ...texts(recipe.ingredients)]

/** Plain-text steps in cooking order: preheat first, then each sub-recipe, then the recipe's own method. */
export const recipeSteps = (recipe: Recipe): string[] => [
  ...(recipe.baketemp.trim() !== "" ? [`Preheat the oven to ${recipe.baketemp.trim()}.`] : []),
  ...recipe.subrecipes.flatMap((s) => texts(s.method).map((step) => (s.name ? `${s.name}: ${step}` : step))),
  ...texts(recipe.method),
]

export const recipeImages = (recipe: Recipe, origin: string): string[] =>
  recipe.images.map((i) => absoluteUrl(origin, largestImage(i))).filter((u): u is string => u !== undefined)

/** The recipe's first note, else a line naming it, its time and its first ingredients (in `words`, the page's language). */
export const recipeDescription = (recipe: Recipe, siteName: string, words: Words<typeof Public> = Public): string => {
  const note = texts(recipe.notes)[0]
  if (note) return truncate(note, 160)
  const ingredients = recipeIngredients(recipe)
  const lead = words.recipeSummary(recipe.name, recipe.category, siteName)
  const time = recipe.cooktime ? words.recipeSummaryTime(recipe.cooktime) : ""
  return truncate(`${lead}${time}${ingredients.length ? words.recipeSummaryWith(ingredients.slice(0, 4).join(", ")) : ""}`, 160)
}

export interface RecipeJsonLdContext {
  readonly origin: string
  readonly siteName: string
  /** ISO time the recipe was first published, when known. */
  readonly published?: string | undefined
  /** The public pages' words in the page's language; English unless given. */
  readonly words?: Words<typeof Public>
}

export const recipeJsonLd = (recipe: Recipe, context: RecipeJsonLdContext): Record<string, unknown> => {
  const url = `${context.origin}${recipePath(recipe.servername)}`
  const images = recipeImages(recipe, context.origin)
  const cookTime = cookTimeDuration(recipe.cooktime)
  const embed = recipe.video ? toEmbed(recipe.video) : undefined
  const description = recipeDescription(recipe, context.siteName, context.words)
  return {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: recipe.name,
    url,
    description,
    recipeCategory: recipe.category,
    // Google asks for the number of servings as just a number.
    ...(recipe.servings !== undefined ? { recipeYield: String(recipe.servings) } : {}),
    recipeIngredient: recipeIngredients(recipe),
    recipeInstructions: recipeSteps(recipe).map((text, i) => ({ "@type": "HowToStep", position: i + 1, text })),
    ...(cookTime ? { cookTime } : {}),
    ...(images.length ? { image: images } : {}),
    ...(embed
      ? {
          video: {
            "@type": "VideoObject",
            name: recipe.name,
            description,
            embedUrl: embed.embedUrl,
            contentUrl: embed.url,
            ...(embed.thumbnailUrl ? { thumbnailUrl: embed.thumbnailUrl } : {}),
            ...(context.published ? { uploadDate: context.published } : {}),
          },
        }
      : {}),
    author: { "@type": "Organization", name: context.siteName, url: `${context.origin}/` },
    ...(context.published ? { datePublished: context.published } : {}),
    // schema.org's isBasedOn takes a URL; a source like "Grandma's card box" stays on the page only.
    ...(/^https?:\/\/\S+$/i.test(recipe.source) ? { isBasedOn: recipe.source } : {}),
  }
}

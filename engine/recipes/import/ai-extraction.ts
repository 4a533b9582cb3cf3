// A page with no recipe data, read by the AI provider: the page's text (bounded) goes out with a strict JSON
// schema; the answer comes back as a schema.org-shaped node for the same reader as any page's.
import type { ChatMessage } from "#engine/quiz-generation/prompt.ts"

import { fromSchemaRecipe, type ImportedRecipe } from "./schema-recipe.ts"
import { asEntry, plainText } from "./text.ts"

/** The most of a page's text the model is sent. */
export const PAGE_TEXT_MAX = 12_000

export const RECIPE_FORMAT = {
  name: "homestead_recipe_import",
  schema: {
    type: "object",
    additionalProperties: false,
    required: ["found", "name", "ingredients", "steps", "servings", "total_time", "notes"],
    properties: {
      found: { type: "boolean", description: "Whether the page holds a recipe" },
      name: { type: "string" },
      ingredients: { type: "array", items: { type: "string" } },
      steps: { type: "array", items: { type: "string" } },
      servings: { type: "string", description: "How many it serves or what it makes, as written; empty if not said" },
      total_time: { type: "string", description: "The total time as written; empty if not said" },
      notes: { type: "array", items: { type: "string" } },
    },
  },
} as const

export const extractionMessages = (pageText: string): ChatMessage[] => [
  {
    role: "system",
    content:
      "You read web pages and copy out the one recipe they hold. Copy the ingredients and the steps as the page writes them, one per entry, " +
      'without inventing anything. If the page holds no recipe, answer with "found": false and empty fields. Answer with JSON only.',
  },
  { role: "user", content: `The page's text:\n"""\n${pageText.slice(0, PAGE_TEXT_MAX)}\n"""` },
]

const FENCED = /^```[a-zA-Z]*\s*\n([\s\S]*?)\n?```\s*$/

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [])

/** The recipe in the model's answer, or undefined when it found none or wrote something else. */
export const recipeFromExtraction = (answer: string, pageUrl: string): ImportedRecipe | undefined => {
  let parsed: unknown
  try {
    const text = answer.trim()
    parsed = JSON.parse(FENCED.exec(text)?.[1] ?? text)
  } catch {
    return undefined
  }
  if (typeof parsed !== "object" || parsed === null) return undefined
  const read = parsed as Record<string, unknown>
  if (read["found"] === false) return undefined
  const imported = fromSchemaRecipe(
    {
      "@type": "Recipe",
      name: read["name"],
      recipeIngredient: strings(read["ingredients"]),
      recipeInstructions: strings(read["steps"]),
      recipeYield: read["servings"],
      totalTime: read["total_time"],
    },
    pageUrl,
  )
  return {
    ...imported,
    recipe: {
      ...imported.recipe,
      notes: [
        ...imported.recipe.notes,
        ...strings(read["notes"])
          .map((n) => asEntry(plainText(n)))
          .filter((n) => n !== ""),
      ],
    },
  }
}

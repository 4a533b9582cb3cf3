// A recipe file from another recipe manager: Mealie's recipe JSON (its export and its API's shape) or
// Tandoor's recipe.json (inside each recipe's folder of its export). Both are read into a schema.org-shaped
// node for the same reader as a page's; Tandoor's steps, when named, become sub-recipes with their own
// ingredients.
import { fromSchemaRecipe, type ImportedRecipe } from "./schema-recipe.ts"
import { asEntry, listOf, plainText } from "./text.ts"

type Node = Record<string, unknown>

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value)

const nameOf = (value: unknown): string => (isNode(value) ? plainText(value["name"]) : plainText(value))

/** Mealie: ingredients carry their text as `display`/`originalText`/`note`, or as quantity, unit and food. */
const mealieIngredient = (value: unknown): string => {
  if (!isNode(value)) return plainText(value)
  for (const key of ["display", "originalText"]) {
    const text = plainText(value[key])
    if (text !== "") return text
  }
  const quantity = typeof value["quantity"] === "number" && value["quantity"] > 0 ? String(value["quantity"]) : ""
  return [quantity, nameOf(value["unit"]), nameOf(value["food"]), plainText(value["note"])].filter((t) => t !== "").join(" ")
}

const fromMealie = (file: Node): ImportedRecipe => {
  const servings = typeof file["recipeServings"] === "number" && file["recipeServings"] > 0 ? file["recipeServings"] : undefined
  const imported = fromSchemaRecipe(
    {
      "@type": "Recipe",
      name: file["name"],
      description: file["description"],
      recipeIngredient: listOf(file["recipeIngredient"]).map(mealieIngredient),
      recipeInstructions: listOf(file["recipeInstructions"]).map((step) =>
        isNode(step) ? { "@type": "HowToStep", text: step["text"] ?? step["summary"] ?? "" } : step,
      ),
      recipeYield: servings ?? file["recipeYield"],
      totalTime: file["totalTime"],
      prepTime: file["prepTime"],
      cookTime: file["performTime"] ?? file["cookTime"],
      recipeCategory: listOf(file["recipeCategory"]).map(nameOf),
    },
    plainText(file["orgURL"]) || undefined,
  )
  const notes = listOf(file["notes"])
    .map((n) => (isNode(n) ? [plainText(n["title"]), plainText(n["text"])].filter((t) => t !== "").join(": ") : plainText(n)))
    .filter((n) => n !== "")
    .map(asEntry)
  return { ...imported, recipe: { ...imported.recipe, notes: [...imported.recipe.notes, ...notes] } }
}

const tandoorIngredient = (value: unknown): string => {
  if (!isNode(value)) return plainText(value)
  const original = plainText(value["original_text"])
  if (original !== "") return original
  const amount = typeof value["amount"] === "number" && value["amount"] > 0 ? String(value["amount"]) : ""
  return [amount, nameOf(value["unit"]), nameOf(value["food"]), plainText(value["note"])].filter((t) => t !== "").join(" ")
}

const minutesText = (minutes: unknown): string => (typeof minutes === "number" && minutes > 0 ? `PT${Math.round(minutes)}M` : "")

const fromTandoor = (file: Node): ImportedRecipe => {
  const steps = listOf(file["steps"]).filter(isNode)
  const named = steps.filter((s) => plainText(s["name"]) !== "")
  const ingredientsOf = (step: Node) =>
    listOf(step["ingredients"])
      .filter((i) => !(isNode(i) && i["is_header"] === true))
      .map(tandoorIngredient)
      .filter((t) => t !== "")
  const working = typeof file["working_time"] === "number" ? file["working_time"] : 0
  const waiting = typeof file["waiting_time"] === "number" ? file["waiting_time"] : 0
  const servings = typeof file["servings"] === "number" && file["servings"] > 0 ? file["servings"] : undefined
  const imported = fromSchemaRecipe(
    {
      "@type": "Recipe",
      name: file["name"],
      description: file["description"],
      recipeIngredient: steps.filter((s) => plainText(s["name"]) === "").flatMap(ingredientsOf),
      recipeInstructions: steps.map((s) =>
        plainText(s["name"]) === ""
          ? { "@type": "HowToStep", text: s["instruction"] ?? "" }
          : { "@type": "HowToSection", name: s["name"], itemListElement: [{ "@type": "HowToStep", text: s["instruction"] ?? "" }] },
      ),
      recipeYield: [servings, plainText(file["servings_text"])].filter((v) => v !== undefined && v !== ""),
      totalTime: minutesText(working + waiting),
      prepTime: minutesText(working),
      recipeCategory: listOf(file["keywords"]).map(nameOf),
    },
    plainText(file["source_url"]) || undefined,
  )
  // A named step is a sub-recipe: it keeps the ingredients listed with it.
  const subrecipes = imported.recipe.subrecipes.map((sub, i) => ({ ...sub, ingredients: ingredientsOf(named[i]!).map(asEntry) }))
  return { ...imported, recipe: { ...imported.recipe, subrecipes } }
}

/** The recipe in a Mealie or Tandoor recipe file's JSON text, with the manager it came from; undefined for anything else. */
export const recipeFromExportFile = (text: string): (ImportedRecipe & { readonly via: "mealie" | "tandoor" }) | undefined => {
  let file: unknown
  try {
    file = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!isNode(file) || typeof file["name"] !== "string") return undefined
  if (Array.isArray(file["steps"])) return { ...fromTandoor(file), via: "tandoor" }
  if ("recipeIngredient" in file || "recipeInstructions" in file) return { ...fromMealie(file), via: "mealie" }
  return undefined
}

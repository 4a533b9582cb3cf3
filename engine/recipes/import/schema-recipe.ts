// A schema.org Recipe (from JSON-LD, from microdata read into the same shape, or from a model's answer) as the
// owner's recipe form takes it. Instructions come as text, lists, HowToStep and HowToSection (a named
// section becomes a sub-recipe with its own method); images as strings, ImageObjects or lists of them.
import { normaliseVideoLink } from "#schemas/video-embed.ts"

import type { RecipeInput } from "../recipe.ts"
import { durationText } from "./duration.ts"
import { readYield } from "./recipe-yield.ts"
import { asEntry, listOf, plainText } from "./text.ts"

/** A recipe read from elsewhere: the form's fields, and the addresses of its images (not yet fetched). */
export interface ImportedRecipe {
  readonly recipe: RecipeInput
  readonly imageUrls: readonly string[]
}

/** At most this many of a page's images are brought in (pages often list one photo in several crops). */
export const IMPORT_IMAGES_MAX = 3
const ENTRIES_MAX = 200
const ENTRY_MAX = 5000
const NAME_MAX = 200

type Node = Record<string, unknown>

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value)

const typesOf = (node: Node): string[] =>
  listOf(node["@type"])
    .filter((t): t is string => typeof t === "string")
    .map((t) => t.replace(/^(https?:\/\/schema\.org\/|schema:)/i, ""))

export const isRecipeNode = (value: unknown): value is Node => isNode(value) && typesOf(value).some((t) => t.toLowerCase() === "recipe")

const first = (value: unknown): string =>
  listOf(value)
    .map(plainText)
    .find((t) => t !== "") ?? ""

const entries = (texts: readonly string[]): string[] =>
  texts
    .filter((t) => t !== "")
    .slice(0, ENTRIES_MAX)
    .map((t) => asEntry(t.slice(0, ENTRY_MAX - 100)))

interface Section {
  readonly name: string
  readonly steps: string[]
}

/** Instructions written as one text: its list items or paragraphs, else its lines. */
const stepsOfText = (text: string): string[] => {
  if (/<(li|p|br)\b/i.test(text)) {
    const items = text
      .split(/<\/?(?:li|p|br|ol|ul)\b[^>]*>/i)
      .map(plainText)
      .filter((t) => t !== "")
    if (items.length > 0) return items
  }
  return text
    .split(/\r?\n+/)
    .map(plainText)
    .filter((t) => t !== "")
}

/** The steps of `value`, loose ones in `loose` and named sections in `sections`, in order. */
const readInstructions = (value: unknown, loose: string[], sections: Section[], depth = 0): void => {
  if (depth > 5) return
  for (const item of listOf(value)) {
    if (typeof item === "string") loose.push(...stepsOfText(item))
    else if (isNode(item)) {
      const types = typesOf(item)
      const children = item["itemListElement"] ?? item["steps"] ?? item["step"]
      if (types.includes("HowToSection") || (children !== undefined && !types.includes("HowToStep"))) {
        const name = first(item["name"])
        if (name === "") readInstructions(children, loose, sections, depth + 1)
        else {
          const section: Section = { name, steps: [] }
          readInstructions(children, section.steps, sections, depth + 1)
          sections.push(section)
        }
      } else {
        const text = typeof item["text"] === "string" ? item["text"] : typeof item["description"] === "string" ? item["description"] : item["name"]
        if (typeof text === "string") loose.push(...stepsOfText(text))
      }
    }
  }
}

const absolute = (url: string, base: string | undefined): string | undefined => {
  try {
    const resolved = new URL(url, base)
    return resolved.protocol === "http:" || resolved.protocol === "https:" ? resolved.href : undefined
  } catch {
    return undefined
  }
}

/** The same photo in WordPress's crops (hen-500x500.jpg, hen-1200x800.jpg) is one photo. */
const photoKey = (url: string): string => url.replace(/[?#].*$/, "").replace(/-\d+x\d+(?=\.\w+$)/, "")

const readImages = (value: unknown, base: string | undefined): string[] => {
  const urls = listOf(value).flatMap((item) => {
    if (typeof item === "string") return [item]
    if (isNode(item)) return listOf(item["url"] ?? item["contentUrl"]).filter((u): u is string => typeof u === "string")
    return []
  })
  const seen = new Set<string>()
  const kept: string[] = []
  for (const url of urls) {
    const resolved = absolute(url.trim(), base)
    if (resolved === undefined || seen.has(photoKey(resolved))) continue
    seen.add(photoKey(resolved))
    kept.push(resolved)
  }
  return kept.slice(0, IMPORT_IMAGES_MAX)
}

const readVideo = (value: unknown): string => {
  for (const item of listOf(value)) {
    const candidates = isNode(item) ? [item["embedUrl"], item["contentUrl"], item["url"]] : [item]
    for (const candidate of candidates) {
      const link = typeof candidate === "string" ? normaliseVideoLink(candidate) : undefined
      if (link !== undefined) return link
    }
  }
  return ""
}

/** The form's fields from a schema.org Recipe node; `pageUrl` resolves relative images and is the source. */
export const fromSchemaRecipe = (node: Node, pageUrl?: string): ImportedRecipe => {
  const loose: string[] = []
  const sections: Section[] = []
  readInstructions(node["recipeInstructions"], loose, sections)
  const ingredients = listOf(node["recipeIngredient"] ?? node["ingredients"]).flatMap((i) => (typeof i === "string" && /\n/.test(i) ? i.split(/\n+/) : [i]))
  const total = durationText(first(node["totalTime"]))
  const cook = durationText(first(node["cookTime"]))
  const prep = durationText(first(node["prepTime"]))
  const yields = readYield(node["recipeYield"] ?? node["yield"])
  const description = first(node["description"])
  const notes = [
    description,
    prep !== "" && (total !== "" || cook !== "") ? `Preparation: ${prep}${cook !== "" && total !== "" ? `; cooking: ${cook}` : ""}.` : "",
    yields.makes !== undefined ? `Makes ${yields.makes}.` : "",
  ]
  const hassubrecipes = sections.length > 0
  return {
    recipe: {
      name: first(node["name"]).slice(0, NAME_MAX),
      category: first(node["recipeCategory"]).slice(0, 60),
      cooktime: (total || cook || prep).slice(0, 100),
      baketemp: "",
      hassubrecipes,
      subrecipes: sections.slice(0, 20).map((s) => ({ name: s.name.slice(0, NAME_MAX), ingredients: [], method: entries(s.steps) })),
      ingredients: entries(ingredients.map(plainText)),
      method: entries(loose),
      notes: entries(notes),
      source: pageUrl ?? "",
      images: [],
      video: readVideo(node["video"]),
      ...(yields.servings !== undefined ? { servings: yields.servings } : {}),
    },
    imageUrls: readImages(node["image"] ?? node["thumbnailUrl"], pageUrl),
  }
}

/** Whether a read recipe has anything to cook from: a name and ingredients or steps. */
export const hasRecipe = (imported: ImportedRecipe): boolean =>
  imported.recipe.name !== "" &&
  (imported.recipe.ingredients.length > 0 || imported.recipe.method.length > 0 || imported.recipe.subrecipes.some((s) => s.method.length > 0))

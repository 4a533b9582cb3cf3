// The recipe a web page carries: schema.org Recipe in its JSON-LD blocks (alone, in arrays, in `@graph`, or
// nested as a page's mainEntity), else in microdata (itemscope/itemprop, read into the same shape). A page with
// neither gives its readable text, bounded, for the AI provider to read instead.
import { DomUtils, parseDocument } from "htmlparser2"

import { fromSchemaRecipe, hasRecipe, type ImportedRecipe, isRecipeNode } from "./schema-recipe.ts"

type Node = Record<string, unknown>
type Document = ReturnType<typeof parseDocument>
type Element = ReturnType<typeof DomUtils.findAll>[number]

const { findAll, getAttributeValue, hasAttrib, textContent } = DomUtils

/** JSON as pages write it: some leave raw line breaks in strings or wrap the block in a comment. */
const parseJsonLoosely = (text: string): unknown => {
  const trimmed = text
    .trim()
    .replace(/^<!--|-->$/g, "")
    .replace(/^\s*\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>\s*$/g, "")
  try {
    return JSON.parse(trimmed)
  } catch {
    try {
      return JSON.parse(trimmed.replace(/[\u0000-\u001f]+/g, " "))
    } catch {
      return undefined
    }
  }
}

/** Every Recipe node in a JSON-LD value, depth first, not looking inside a recipe found. */
export const recipeNodes = (value: unknown, depth = 0): Node[] => {
  if (depth > 8 || typeof value !== "object" || value === null) return []
  if (Array.isArray(value)) return value.flatMap((v) => recipeNodes(v, depth + 1))
  if (isRecipeNode(value)) return [value]
  return Object.values(value).flatMap((v) => recipeNodes(v, depth + 1))
}

/** Every node with an `@id` in JSON-LD values, by its id (a graph names its image once and points to it). */
const nodesById = (values: readonly unknown[]): Map<string, Node> => {
  const ids = new Map<string, Node>()
  const walk = (value: unknown, depth: number) => {
    if (depth > 8 || typeof value !== "object" || value === null) return
    if (Array.isArray(value)) return value.forEach((v) => walk(v, depth + 1))
    const id = (value as Node)["@id"]
    if (typeof id === "string" && Object.keys(value).length > 1) ids.set(id, value as Node)
    Object.values(value).forEach((v) => walk(v, depth + 1))
  }
  values.forEach((v) => walk(v, 0))
  return ids
}

const REFERENCED = ["image", "video", "recipeInstructions"] as const

/** A recipe with its references (`{"@id": …}` alone) to nodes elsewhere in the page's JSON-LD put in place. */
const withReferences = (recipe: Node, ids: ReadonlyMap<string, Node>): Node => {
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve)
    if (typeof value === "object" && value !== null && Object.keys(value).length === 1) {
      const id = (value as Node)["@id"]
      if (typeof id === "string") return ids.get(id) ?? value
    }
    return value
  }
  return { ...recipe, ...Object.fromEntries(REFERENCED.filter((key) => key in recipe).map((key) => [key, resolve(recipe[key])])) }
}

/** The recipes in JSON-LD values (one per block), references resolved. */
const jsonLdRecipes = (values: readonly unknown[]): Node[] => {
  const ids = nodesById(values)
  return values.flatMap((value) => recipeNodes(value)).map((node) => withReferences(node, ids))
}

/** The best of several candidates: the first one that has something to cook from. */
const best = (candidates: readonly ImportedRecipe[]): ImportedRecipe | undefined => candidates.find(hasRecipe)

/** The recipe in a JSON-LD text (what the owner pastes), or undefined when it has none. */
export const recipeFromJsonLd = (text: string, pageUrl?: string): ImportedRecipe | undefined =>
  best(jsonLdRecipes([parseJsonLoosely(text)]).map((node) => fromSchemaRecipe(node, pageUrl)))

const isElement = (node: unknown): node is Element => typeof node === "object" && node !== null && "attribs" in node

const URL_ATTRIBUTE: Record<string, string> = {
  img: "src",
  audio: "src",
  video: "src",
  source: "src",
  iframe: "src",
  embed: "src",
  a: "href",
  link: "href",
  area: "href",
  object: "data",
}

/** A microdata property's value: by its element, as the microdata spec reads it; a list's items each. */
const propertyValue = (element: Element): unknown => {
  const content = getAttributeValue(element, "content")
  if (content !== undefined) return content
  const urlAttribute = URL_ATTRIBUTE[element.name]
  if (urlAttribute !== undefined) return getAttributeValue(element, urlAttribute) ?? ""
  if (element.name === "time") return getAttributeValue(element, "datetime") ?? textContent(element)
  if (element.name === "data" || element.name === "meter") return getAttributeValue(element, "value") ?? textContent(element)
  const items = findAll((e) => e.name === "li" || e.name === "p", element.children)
  if (items.length > 1) return items.map((e) => textContent(e))
  return textContent(element)
}

/** The properties of one microdata item, nested items read as nodes of their own type. */
const microdataItem = (scope: Element): Node => {
  const item: Node = {}
  const type = getAttributeValue(scope, "itemtype")
  if (type !== undefined) item["@type"] = type.trim().split(/\s+/)
  const add = (name: string, value: unknown) => {
    const had = item[name]
    item[name] = had === undefined ? value : Array.isArray(had) ? [...(had as unknown[]), value] : [had, value]
  }
  const visit = (children: readonly unknown[]) => {
    for (const child of children) {
      if (!isElement(child)) continue
      const names = getAttributeValue(child, "itemprop")?.trim().split(/\s+/)
      const scoped = hasAttrib(child, "itemscope")
      if (names !== undefined) {
        const value = scoped ? microdataItem(child) : propertyValue(child)
        for (const name of names) add(name, value)
      }
      // A nested item's properties are its own; a plain property element may hold more of this item's.
      if (!scoped) visit(child.children)
    }
  }
  visit(scope.children)
  return item
}

const microdataRecipes = (document: Document): Node[] =>
  findAll(
    (e) => hasAttrib(e, "itemscope") && /schema\.org\/Recipe$/i.test((getAttributeValue(e, "itemtype") ?? "").trim().split(/\s+/)[0] ?? ""),
    document.children,
  ).map(microdataItem)

/** The recipe a page's HTML carries as JSON-LD or microdata (and which), or undefined. */
export const recipeFromHtml = (html: string, pageUrl: string): (ImportedRecipe & { readonly via: "json-ld" | "microdata" }) | undefined => {
  const document = parseDocument(html)
  const blocks = findAll((e) => e.name === "script" && (getAttributeValue(e, "type") ?? "").trim().toLowerCase() === "application/ld+json", document.children)
  const fromJsonLd = best(jsonLdRecipes(blocks.map((block) => parseJsonLoosely(textContent(block)))).map((node) => fromSchemaRecipe(node, pageUrl)))
  if (fromJsonLd !== undefined) return { ...fromJsonLd, via: "json-ld" }
  const fromMicrodata = best(microdataRecipes(document).map((node) => fromSchemaRecipe(node, pageUrl)))
  return fromMicrodata === undefined ? undefined : { ...fromMicrodata, via: "microdata" }
}

const NOT_READ = new Set(["script", "style", "noscript", "svg", "template", "iframe", "nav", "header", "footer", "form", "aside", "button", "select"])

/** A page's title and readable text, on as few lines as it takes, at most `max` characters. */
export const readableText = (html: string, max: number): string => {
  const document = parseDocument(html)
  const title = textContent(findAll((e) => e.name === "title", document.children).slice(0, 1)).trim()
  const lines: string[] = []
  const BLOCKS = /^(p|li|h[1-6]|div|section|article|tr|dt|dd|blockquote|pre|main|td|th|br)$/
  const walk = (children: readonly unknown[]) => {
    for (const child of children) {
      if (isElement(child)) {
        if (NOT_READ.has(child.name)) continue
        if (BLOCKS.test(child.name)) lines.push("\n")
        walk(child.children)
      } else if (typeof child === "object" && child !== null && "data" in child && (child as { type?: string }).type === "text")
        lines.push(String((child as { data: string }).data))
    }
  }
  walk(document.children)
  const body = lines
    .join("")
    .split("\n")
    .map((l) => l.replace(/\s+/g, " ").trim())
    .filter((l) => l !== "")
    .join("\n")
  return `${title}\n${body}`.trim().slice(0, max)
}

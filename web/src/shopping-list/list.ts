// A visitor's shopping list as this browser keeps it: the recipes it came from, each with its ingredient lines
// as the recipe page showed them (scaled, plain text), and the lines ticked off. Pure.

/** One recipe on the list: its page, how much of it (the servings control's words) and its lines as shown. */
export interface ListRecipe {
  readonly servername: string
  readonly name: string
  /** "8 servings", "2 batches"; empty when the recipe was added as written. */
  readonly portion: string
  readonly lines: readonly string[]
}

export interface ShoppingList {
  readonly recipes: readonly ListRecipe[]
  /** A ticked line's key, with the words it had when ticked: a line whose amount changed since is to buy again. */
  readonly checked: Readonly<Record<string, string>>
}

/** Where one ingredient line of the list came from: a recipe's servername and the line's place in it. */
export interface LineSource {
  readonly servername: string
  readonly index: number
}

export const EMPTY_LIST: ShoppingList = { recipes: [], checked: {} }

/** How many lines a list may hold: a recipe has at most 20 × 200 of them, a list a few recipes. */
const LINES_MAX = 2000

const isString = (value: unknown): value is string => typeof value === "string"

const asRecipe = (value: unknown): ListRecipe | undefined => {
  if (typeof value !== "object" || value === null) return undefined
  const { servername, name, portion, lines } = value as Record<string, unknown>
  if (!isString(servername) || servername === "" || !isString(name) || !Array.isArray(lines)) return undefined
  const kept = lines.filter(isString).filter((line) => line.trim() !== "")
  return kept.length === 0 ? undefined : { servername, name, portion: isString(portion) ? portion : "", lines: kept }
}

/** The list in stored JSON, keeping what is well formed: storage may hold an older, garbled or edited copy. */
export function decodeList(raw: string | null): ShoppingList {
  if (raw === null) return EMPTY_LIST
  let stored: unknown
  try {
    stored = JSON.parse(raw)
  } catch {
    return EMPTY_LIST
  }
  if (typeof stored !== "object" || stored === null) return EMPTY_LIST
  const { recipes, checked } = stored as Record<string, unknown>
  const seen = new Set<string>()
  const kept = (Array.isArray(recipes) ? recipes : []).map(asRecipe).filter((r): r is ListRecipe => {
    if (r === undefined || seen.has(r.servername)) return false
    seen.add(r.servername)
    return true
  })
  const ticks = typeof checked === "object" && checked !== null && !Array.isArray(checked) ? Object.entries(checked) : []
  return { recipes: kept, checked: Object.fromEntries(ticks.filter((entry): entry is [string, string] => isString(entry[1]))) }
}

export const lineCount = (list: ShoppingList): number => list.recipes.reduce((n, r) => n + r.lines.length, 0)

/**
 * Puts a recipe's lines on the list. A recipe already there is replaced, at the amount now shown: adding it again
 * at another scale means that scale, not twice the shopping. Refused (the list as it was) past the list's size.
 */
export function addRecipe(list: ShoppingList, recipe: ListRecipe): ShoppingList {
  const others = list.recipes.filter((r) => r.servername !== recipe.servername)
  const lines = recipe.lines.map((line) => line.replace(/\s+/g, " ").trim()).filter((line) => line !== "")
  if (lines.length === 0) return list
  const next = { ...list, recipes: [...others, { ...recipe, lines }] }
  return lineCount(next) > LINES_MAX ? list : next
}

export const hasRecipe = (list: ShoppingList, servername: string): boolean => list.recipes.some((r) => r.servername === servername)

/** Takes lines off the list; a recipe left with none is no longer one the list came from. */
export function removeLines(list: ShoppingList, sources: readonly LineSource[]): ShoppingList {
  const gone = new Set(sources.map((s) => `${s.servername}\n${s.index}`))
  const recipes = list.recipes.map((r) => ({ ...r, lines: r.lines.filter((_, i) => !gone.has(`${r.servername}\n${i}`)) })).filter((r) => r.lines.length > 0)
  return { ...list, recipes }
}

export const removeRecipe = (list: ShoppingList, servername: string): ShoppingList => ({
  ...list,
  recipes: list.recipes.filter((r) => r.servername !== servername),
})

/** Ticks a line off (remembering its words) or back on. */
export function setChecked(list: ShoppingList, key: string, text: string, on: boolean): ShoppingList {
  const { [key]: _, ...rest } = list.checked
  return { ...list, checked: on ? { ...rest, [key]: text } : rest }
}

/** Ticks of lines no longer on the list are dropped, so storage does not gather them. */
export const pruneChecked = (list: ShoppingList, lines: readonly { key: string; text: string }[]): ShoppingList => {
  const current = new Map(lines.map((l) => [l.key, l.text]))
  const kept = Object.entries(list.checked).filter(([key, text]) => current.get(key) === text)
  return kept.length === Object.keys(list.checked).length ? list : { ...list, checked: Object.fromEntries(kept) }
}

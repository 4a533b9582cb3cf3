// The list as it is shopped: lines from several recipes for the same ingredient in the same unit are added up
// ("1 cup flour" and "2 cups flour" are "3 cups flour"); everything else is shown as the recipe page wrote it.
// The ingredient and unit are read by parse-ingredient; the amount is written back by the recipe page's own
// scaler (recipes/scale.ts), so a merged amount reads as the page's do (kitchen fractions, grams whole). A line
// is only added up when both readers agree on its amount (ranges add up end by end: "2-3 tbsp" and "1 tbsp" are
// "3-4 tbsp"); a line without an amount ("Salt to taste") is kept as written, the same words from two recipes
// once. Pure.
import { parseIngredient } from "parse-ingredient"

import { formatAmount, parseLeadingAmount, scaleText } from "../recipes/scale.ts"
import type { LineSource, ShoppingList } from "./list.ts"

export interface ShoppingLine {
  /** Stable while the line's ingredient and unit (or its words) stay on the list. */
  readonly key: string
  readonly text: string
  /** The recipes it is for, once each, in the list's order. */
  readonly recipes: readonly { readonly servername: string; readonly name: string }[]
  readonly sources: readonly LineSource[]
  /** Added up from more than one recipe line. */
  readonly combined: boolean
}

/** A word's singular, near enough to compare "eggs" with "egg" and "tomatoes" with "tomato" (never shown). */
export const singular = (word: string): string => {
  if (word.length <= 3) return word
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`
  if (/(?:ch|sh|x|z|ss|o)es$/.test(word)) return word.slice(0, -2)
  if (/[^su]s$/.test(word)) return word.slice(0, -1)
  return word
}

/** A word's plural, for a count added up past one from lines that each said one ("1 egg" twice: "2 eggs"). */
export const plural = (word: string): string => {
  if (/s$/i.test(word)) return word
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`
  if (/(?:ch|sh|x|z)$/i.test(word) || /^(?:tomato|potato)$/i.test(word)) return `${word}es`
  return `${word}s`
}

/** The ingredient's name as compared: case, spacing, plurals and a closing full stop do not tell two apart. */
const sameName = (description: string): string =>
  description
    .toLowerCase()
    .replace(/\.$/, "")
    .split(/\s+/)
    .filter((w) => w !== "")
    .map(singular)
    .join(" ")

/** The thing counted in what follows a bare count ("large onion, diced" → the "onion"), made plural. */
const pluralHead = (rest: string): string => {
  const head = /^([^,(]*?)([\p{L}-]+)(?=[^\p{L}-]*(?:[,(]|$))/u.exec(rest)
  return head ? `${head[1]}${plural(head[2]!)}${rest.slice(head[0].length)}` : rest
}

/** An amount both readers agree on: one number, or a range's two ends. */
interface Amount {
  readonly low: number
  readonly high?: number
}

interface Part {
  readonly line: string
  readonly amount?: Amount
  readonly source: LineSource
}

const same = (a: number, b: number) => Math.abs(a - b) < 1e-9

/**
 * How one line is grouped: by ingredient and unit when both readers read its amount alike; a line without an
 * amount by its words, so "Salt to taste" from two recipes is one line; any other (an amount read two ways) on
 * its own.
 */
function readLine(line: string, own: string): { key: string; amount?: Amount } | undefined {
  const [parsed] = parseIngredient(line, { round: false })
  if (!parsed || parsed.isGroupHeader) return undefined
  const amount = parseLeadingAmount(line)
  const q = parsed.quantity
  if (q === null && amount === undefined) return { key: `t:${line.toLowerCase()}` }
  if (q === null || q <= 0 || amount === undefined || !same(amount.low, q)) return { key: own }
  const q2 = parsed.quantity2
  const high = amount.high
  if (q2 === null ? high !== undefined : high === undefined || !same(high, q2)) return { key: own }
  const key = `q:${parsed.unitOfMeasureID ?? ""}:${sameName(parsed.description)}`
  return { key, amount: high === undefined ? { low: amount.low } : { low: amount.low, high } }
}

/** A range's numbers in the scaled line replaced by the summed ends ("4-6 tbsp butter" → "5-7 tbsp butter"). */
function withRange(text: string, low: number, high: number): string {
  const amount = parseLeadingAmount(text)
  if (amount?.separator === undefined) return text
  const style = amount.unit?.def.style ?? "count"
  const numbersEnd = amount.unit === undefined ? amount.length : text.slice(0, amount.length - amount.unit.text.length).trimEnd().length
  return `${formatAmount(low, style)}${amount.separator}${formatAmount(high, style)}${text.slice(numbersEnd)}`
}

/**
 * Several lines' amounts as one: the base line (one already plural, when the sum is) scaled to the sum. With a
 * range among them, the lows and the highs are added up (a single amount is both), from a range's line.
 */
function addedUp(parts: readonly Part[]): string {
  const low = parts.reduce((sum, p) => sum + p.amount!.low, 0)
  const high = parts.reduce((sum, p) => sum + (p.amount!.high ?? p.amount!.low), 0)
  const ranged = parts.find((p) => p.amount!.high !== undefined)
  if (ranged) return withRange(scaleText(ranged.line, high / ranged.amount!.high!), low, high)
  const base = (low > 1 ? parts.find((p) => p.amount!.low > 1) : undefined) ?? parts[0]!
  const text = scaleText(base.line, low / base.amount!.low)
  const amount = parseLeadingAmount(text)
  if (amount === undefined || amount.unit !== undefined || base.amount!.low > 1 || low <= 1) return text
  return text.slice(0, amount.length) + pluralHead(text.slice(amount.length))
}

/** The list's lines to buy, in the order their ingredients first appear. */
export function shoppingLines(list: ShoppingList): ShoppingLine[] {
  const groups = new Map<string, Part[]>()
  for (const recipe of list.recipes) {
    const seen = new Map<string, number>()
    recipe.lines.forEach((line, index) => {
      // A line kept apart is known by its recipe, its words and which of the same words it is.
      const nth = (seen.get(line) ?? 0) + 1
      seen.set(line, nth)
      const read = readLine(line, `w:${recipe.servername}:${nth}:${line}`)
      if (read === undefined) return
      const part: Part = { line, ...(read.amount !== undefined ? { amount: read.amount } : {}), source: { servername: recipe.servername, index } }
      const group = groups.get(read.key)
      if (group) group.push(part)
      else groups.set(read.key, [part])
    })
  }
  const names = new Map(list.recipes.map((r) => [r.servername, r.name]))
  return [...groups].map(([key, parts]) => {
    const combined = parts.length > 1 && parts[0]!.amount !== undefined
    const servernames = [...new Set(parts.map((p) => p.source.servername))]
    return {
      key,
      text: combined ? addedUp(parts) : parts[0]!.line,
      recipes: servernames.map((servername) => ({ servername, name: names.get(servername) ?? servername })),
      sources: parts.map((p) => p.source),
      combined,
    }
  })
}

// Scaling a recipe's ingredient lines: the leading amount ("1 ½ cups", "2-3 tbsp", "100 g",
// "6 to 8") is read, multiplied and written back in the same unit; the rest of the line is
// left as the owner wrote it. Kitchen measures (cups, spoons, ounces, pounds, plain counts)
// come out as kitchen fractions (1 ½, ⅓); metric ones as decimals (187.5 g). A line that does
// not start with an amount ("Salt to taste", "Juice of half a lemon") is never changed.
// Pure; entries are the stored HTML, so tags before the amount are kept as they are.

const UNICODE_FRACTIONS: Readonly<Record<string, number>> = {
  "½": 1 / 2,
  "⅓": 1 / 3,
  "⅔": 2 / 3,
  "¼": 1 / 4,
  "¾": 3 / 4,
  "⅕": 1 / 5,
  "⅖": 2 / 5,
  "⅗": 3 / 5,
  "⅘": 4 / 5,
  "⅙": 1 / 6,
  "⅚": 5 / 6,
  "⅛": 1 / 8,
  "⅜": 3 / 8,
  "⅝": 5 / 8,
  "⅞": 7 / 8,
}
const VULGAR = Object.keys(UNICODE_FRACTIONS).join("")

/**
 * What an amount is written as once scaled, as the cook measures it: "fraction", kitchen fractions
 * (eighths and thirds); "cups" and "spoons", the measures a set of them has; "count", whole things
 * and halves (eggs, cloves); "decimal", metric (1.25 kg); "fine", small metric units, whole above
 * ten (406 g, not 406.3 g).
 */
export type AmountStyle = "fraction" | "cups" | "spoons" | "count" | "decimal" | "fine"

interface UnitDef {
  /** Spellings, matched whole-word; abbreviations are kept as written. */
  readonly names: readonly string[]
  /** Full-word forms, which follow the amount's number (1 cup, 2 cups). */
  readonly singular?: string
  readonly plural?: string
  readonly style: AmountStyle
  /** Single letters whose case carries meaning (T is a tablespoon, t a teaspoon). */
  readonly caseSensitive?: boolean
  /** A container whose bracketed size is per container ("2 cans (15 oz)"), not the whole amount. */
  readonly container?: boolean
}

const word = (singular: string, plural: string, abbreviations: readonly string[], style: AmountStyle): UnitDef => ({
  names: [singular, plural, ...abbreviations],
  singular,
  plural,
  style,
})

const UNITS: readonly UnitDef[] = [
  word("cup", "cups", ["c"], "cups"),
  word("tablespoon", "tablespoons", ["tbsp", "tbsps", "tbs", "tbl"], "spoons"),
  { names: ["T"], style: "spoons", caseSensitive: true },
  word("teaspoon", "teaspoons", ["tsp", "tsps"], "spoons"),
  { names: ["t"], style: "spoons", caseSensitive: true },
  word("fluid ounce", "fluid ounces", ["fl oz", "fl. oz."], "fraction"),
  word("ounce", "ounces", ["oz"], "fraction"),
  word("pound", "pounds", ["lb", "lbs"], "fraction"),
  word("pint", "pints", ["pt"], "fraction"),
  word("quart", "quarts", ["qt"], "fraction"),
  word("gallon", "gallons", ["gal"], "fraction"),
  word("stick", "sticks", [], "fraction"),
  word("clove", "cloves", [], "count"),
  { ...word("can", "cans", [], "count"), container: true },
  word("pinch", "pinches", [], "fraction"),
  word("dash", "dashes", [], "fraction"),
  word("kilogram", "kilograms", ["kg"], "decimal"),
  word("milligram", "milligrams", ["mg"], "fine"),
  word("gram", "grams", ["g", "gr"], "fine"),
  word("millilitre", "millilitres", ["milliliter", "milliliters", "ml"], "fine"),
  word("centilitre", "centilitres", ["centiliter", "centiliters", "cl"], "fine"),
  word("decilitre", "decilitres", ["deciliter", "deciliters", "dl"], "decimal"),
  word("litre", "litres", ["liter", "liters", "l"], "decimal"),
]

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

// One number: "1 1/2", "1½", "1 ½", "1/2", "½", "1.5", ".5", "1,5" (a decimal comma), "1,000", "12".
const NUMBER = `(?:\\d+\\s+\\d+\\s*[/⁄]\\s*\\d+|\\d+\\s*[${VULGAR}]|\\d+\\s*[/⁄]\\s*\\d+|[${VULGAR}]|\\d{1,3}(?:,\\d{3})+(?!\\d)|\\d+,\\d{1,2}(?!\\d)|\\d*\\.\\d+|\\d+)`
const SEPARATOR = `\\s*(?:-|–|—|to|or)\\s*`
const AMOUNT = new RegExp(`^(${NUMBER})(?:(${SEPARATOR})(${NUMBER}))?(?![\\d/⁄.,])`)
// Longest spellings first, so "fl oz" wins over "fl" and "tbsp" over "t".
const UNIT_NAMES = UNITS.flatMap((unit) => unit.names.map((name) => ({ name, unit }))).sort((a, b) => b.name.length - a.name.length)
const UNIT = new RegExp(`^(\\s*)(${UNIT_NAMES.map((u) => escapeRegExp(u.name)).join("|")})(?![\\p{L}\\d])`, "iu")
// Tags and spaces before the first word, e.g. "<strong>" in "<strong>2 cups</strong> flour".
const LEAD = /^(?:\s|&nbsp;|<[^>]*>)*/

/** The value of one written number, e.g. "1 ½" → 1.5, "3/4" → 0.75. Undefined for something else. */
export function parseNumber(text: string): number | undefined {
  const t = text.trim()
  const mixed = /^(\d+)\s+(\d+)\s*[/⁄]\s*(\d+)$/.exec(t)
  if (mixed) return Number(mixed[3]) === 0 ? undefined : Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3])
  const fraction = /^(\d+)\s*[/⁄]\s*(\d+)$/.exec(t)
  if (fraction) return Number(fraction[2]) === 0 ? undefined : Number(fraction[1]) / Number(fraction[2])
  const vulgar = new RegExp(`^(\\d*)\\s*([${VULGAR}])$`).exec(t)
  if (vulgar) return Number(vulgar[1] || 0) + UNICODE_FRACTIONS[vulgar[2]!]!
  if (/^\d{1,3}(,\d{3})+$/.test(t)) return Number(t.replace(/,/g, ""))
  if (/^\d+,\d{1,2}$/.test(t)) return Number(t.replace(",", "."))
  if (/^(\d+|\d*\.\d+)$/.test(t)) return Number(t)
  return undefined
}

type Nice = readonly (readonly [number, string])[]

// Kitchen fractions an amount is rounded to: eighths and thirds.
const NICE: Nice = [
  [0, ""],
  [1 / 8, "⅛"],
  [1 / 4, "¼"],
  [1 / 3, "⅓"],
  [3 / 8, "⅜"],
  [1 / 2, "½"],
  [5 / 8, "⅝"],
  [2 / 3, "⅔"],
  [3 / 4, "¾"],
  [7 / 8, "⅞"],
  [1, ""],
]
// What a set of measuring cups and of measuring spoons holds; things counted whole or in halves.
const CUPS: Nice = NICE.filter(([v]) => [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1].includes(v))
const SPOONS: Nice = NICE.filter(([v]) => [0, 1 / 8, 1 / 4, 1 / 2, 3 / 4, 1].includes(v))
const HALVES: Nice = NICE.filter(([v]) => [0, 1 / 2, 1].includes(v))
const STEPS: Record<"fraction" | "cups" | "spoons" | "count", Nice> = { fraction: NICE, cups: CUPS, spoons: SPOONS, count: HALVES }

const decimal = (value: number): string => {
  const digits = value >= 1000 ? 0 : value >= 10 ? 1 : 2
  return String(Number(value.toFixed(digits)))
}

/** Grams and millilitres as a kitchen scale or jug reads them: whole from ten up, one decimal below. */
const fine = (value: number): string => (value >= 10 ? String(Math.round(value)) : String(Number(value.toFixed(value >= 0.1 ? 1 : 2))))

/** An amount as a cook reads it: kitchen fractions ("1 ½", "⅓") or a decimal ("187.5"), by the unit's style. */
export function formatAmount(value: number, style: AmountStyle): string {
  if (!Number.isFinite(value) || value < 0) return String(value)
  if (style === "decimal") return decimal(value)
  if (style === "fine") return fine(value)
  const steps = STEPS[style]
  let whole = Math.floor(value)
  const rest = value - whole
  // The nearest step; halfway between two, the larger (a measure rounds up rather than falls short).
  let best = steps[0]!
  for (const candidate of steps) if (Math.abs(candidate[0] - rest) <= Math.abs(best[0] - rest) + 1e-9) best = candidate
  if (best[0] === 1) whole += 1
  if (whole === 0 && best[1] === "") {
    if (value === 0) return "0"
    // Something counted never scales away to nothing: half of one at least.
    if (style === "count") return "½"
    // Less than the smallest step would read as nothing: say it as a decimal rather than "0".
    return decimal(value)
  }
  if (best[1] === "") return String(whole)
  return whole === 0 ? best[1] : `${whole} ${best[1]}`
}

/** The amount found at the start of an ingredient's text. */
export interface LeadingAmount {
  readonly low: number
  readonly high?: number
  /** The words between a range's two ends, as written (" to ", "-"). */
  readonly separator?: string
  /** The unit as written, and what it is. */
  readonly unit?: { readonly text: string; readonly def: UnitDef }
  /** Characters of the text the amount (and its unit) covers. */
  readonly length: number
}

const findUnit = (text: string): { space: string; text: string; def: UnitDef } | undefined => {
  const m = UNIT.exec(text)
  if (!m) return undefined
  const written = m[2]!
  const found = UNIT_NAMES.find(({ name, unit }) => (unit.caseSensitive ? name === written : name.toLowerCase() === written.toLowerCase()))
  return found ? { space: m[1]!, text: written, def: found.unit } : undefined
}

/** Reads the amount at the very start of `text` (plain text, no tags), or undefined when it starts otherwise. */
export function parseLeadingAmount(text: string): LeadingAmount | undefined {
  const m = AMOUNT.exec(text)
  if (!m) return undefined
  const low = parseNumber(m[1]!)
  const high = m[3] === undefined ? undefined : parseNumber(m[3])
  if (low === undefined || (m[3] !== undefined && high === undefined)) return undefined
  const unit = findUnit(text.slice(m[0].length))
  // "1-1/2 cups" is how many American recipes write one and a half, not a range from 1 down to ½.
  const mixed = high !== undefined && m[2]!.trim() === "-" && Number.isInteger(low) && high < 1
  const base = mixed ? { low: low + high } : { low, ...(high !== undefined ? { high, separator: m[2]! } : {}) }
  if (!unit) return { ...base, length: m[0].length }
  return { ...base, unit: { text: unit.text, def: unit.def }, length: m[0].length + unit.space.length + unit.text.length }
}

/** A full-word unit follows its number (1 cup, 2 cups); an abbreviation stays as written. */
const unitFor = (written: string, def: UnitDef, amount: number): string => {
  if (!def.singular || !def.plural) return written
  const lower = written.toLowerCase()
  if (lower !== def.singular && lower !== def.plural) return written
  const chosen = amount > 1 ? def.plural : def.singular
  return written[0] === written[0]!.toUpperCase() ? chosen[0]!.toUpperCase() + chosen.slice(1) : chosen
}

const scaledAmount = (amount: LeadingAmount, factor: number, originalSpace: string): string => {
  // A bare number counts things: "2 eggs", "5 tart apples".
  const style = amount.unit?.def.style ?? "count"
  const low = formatAmount(amount.low * factor, style)
  const high = amount.high === undefined ? undefined : formatAmount(amount.high * factor, style)
  const numbers = high === undefined ? low : `${low}${amount.separator}${high}`
  if (!amount.unit) return numbers
  return `${numbers}${originalSpace}${unitFor(amount.unit.text, amount.unit.def, (amount.high ?? amount.low) * factor)}`
}

/** The space written between the amount and its unit ("100g" stays joined, "2 cups" spaced). */
const spaceBeforeUnit = (text: string, amount: LeadingAmount): string => {
  if (!amount.unit) return ""
  return text.slice(0, amount.length - amount.unit.text.length).match(/\s*$/)![0]
}

/** Scales a plain-text ingredient line by `factor`. */
export function scaleText(text: string, factor: number): string {
  const amount = parseLeadingAmount(text)
  if (!amount || factor === 1) return text
  const rest = text.slice(amount.length)
  // "1 cup (2 sticks) butter": the measure in brackets after a unit is the same amount, so it scales too.
  // After a bare count or a can it is the size of one ("1 (14 oz) can", "1 can (15 oz)"), which does not.
  const bracket = amount.unit && !amount.unit.def.container ? /^(\s*\()([^)]*)(\).*)$/s.exec(rest) : null
  const tail = bracket ? `${bracket[1]}${scaleText(bracket[2]!, factor)}${bracket[3]}` : rest
  return `${scaledAmount(amount, factor, spaceBeforeUnit(text, amount))}${tail}`
}

/** Scales one stored ingredient entry (HTML); tags before the amount are kept, the rest is untouched. */
export function scaleIngredient(html: string, factor: number): string {
  if (factor === 1) return html
  const lead = LEAD.exec(html)![0]
  return lead + scaleText(html.slice(lead.length), factor)
}

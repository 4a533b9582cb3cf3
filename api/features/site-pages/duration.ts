// The owner types cook times freely ("45 minutes", "1 hr 30 min", "1:15", "1½ hours",
// "25-30 min"); schema.org wants an ISO 8601 duration. Anything we cannot read with
// confidence gives undefined, and the JSON-LD leaves cookTime out.

const UNIT_MINUTES: ReadonlyArray<readonly [RegExp, number]> = [
  [/^(d|days?)$/, 24 * 60],
  [/^(h|hrs?|hours?)$/, 60],
  [/^(m|mins?|minutes?)$/, 1],
  [/^(s|secs?|seconds?)$/, 1 / 60],
]

const FRACTIONS: Record<string, number> = { "½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1 / 3, "⅔": 2 / 3 }

/** "1", "1.5", "1 1/2", "1½", "½" → a number. */
const parseAmount = (text: string): number | undefined => {
  const t = text.trim()
  const mixed = /^(\d+)?\s*([½¼¾⅓⅔])$/.exec(t)
  if (mixed) return Number(mixed[1] ?? 0) + FRACTIONS[mixed[2]!]!
  const withFraction = /^(?:(\d+)\s+)?(\d+)\/(\d+)$/.exec(t)
  if (withFraction) return Number(withFraction[1] ?? 0) + Number(withFraction[2]) / Number(withFraction[3])
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : undefined
}

const unitMinutes = (unit: string): number | undefined => UNIT_MINUTES.find(([pattern]) => pattern.test(unit))?.[1]

/** Whole minutes as PT#H#M (or P#DT… for days). */
export const isoDuration = (totalMinutes: number): string => {
  const minutes = Math.round(totalMinutes)
  const days = Math.floor(minutes / (24 * 60))
  const hours = Math.floor((minutes % (24 * 60)) / 60)
  const rest = minutes % 60
  const time = `${hours ? `${hours}H` : ""}${rest || (!hours && !days) ? `${rest}M` : ""}`
  return `P${days ? `${days}D` : ""}${time ? `T${time}` : ""}`
}

/** Minutes in the text, or undefined when it is not a plain duration. */
export const parseMinutes = (text: string): number | undefined => {
  let t = text
    .toLowerCase()
    .replace(/\babout\b|\bapprox(\.|imately)?\b|~|\btotal\b/g, " ")
    .replace(/\s+/g, " ")
    .trim()
  if (t === "") return undefined
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(t)
  if (clock) return Number(clock[1]) * 60 + Number(clock[2])
  // A range ("25-30 min", "1 to 2 hours") reads as its upper end: the time to allow.
  t = t.replace(/[\d.½¼¾⅓⅔/ ]+\s*(?:-|–|to)\s*(?=\d)/g, "")
  const part = /(\d+(?:\.\d+)?(?:\s+\d+\/\d+)?|\d*\s*[½¼¾⅓⅔]|\d+\/\d+)\s*([a-z]+)/g
  let total = 0
  let matched = ""
  for (const m of t.matchAll(part)) {
    const amount = parseAmount(m[1]!)
    const perUnit = unitMinutes(m[2]!)
    if (amount === undefined || perUnit === undefined) return undefined
    total += amount * perUnit
    matched += m[0]
  }
  // Every letter and digit must have been part of an amount and unit ("and", commas and spaces may stay).
  const leftover = t
    .replace(part, " ")
    .replace(/\band\b|,|\+/g, " ")
    .trim()
  if (matched === "" || leftover !== "" || total <= 0) return undefined
  return total
}

export const cookTimeDuration = (text: string): string | undefined => {
  const minutes = parseMinutes(text)
  return minutes === undefined || minutes < 1 || minutes > 60 * 24 * 14 ? undefined : isoDuration(minutes)
}

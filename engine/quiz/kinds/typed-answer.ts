// Type-the-answer questions: a typed answer counts when it matches an accepted variant once what
// the question forgives is set aside: case, accents, and small typos. Spacing and punctuation at
// the ends never count. Typos are bounded by the answer's length: none in figures or very short
// answers (where one slip makes another word), one in a short answer, two in a long one.
import type { TypeAnswerData } from "#schemas/events/quiz.ts"

type Forgiving = Pick<TypeAnswerData, "accepted" | "forgive_case" | "forgive_accents" | "forgive_typos">

/** An answer as compared: spaces collapsed, outer punctuation dropped, and case and accents folded when forgiven. */
export const comparable = (text: string, forgive: { readonly case: boolean; readonly accents: boolean }): string => {
  let out = text.normalize("NFC").trim().replace(/\s+/g, " ")
  out = out.replace(/^[\p{P}\s]+|[\p{P}\s]+$/gu, "")
  if (forgive.accents) out = out.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC")
  if (forgive.case) out = out.toLocaleLowerCase("en")
  return out
}

/**
 * Damerau–Levenshtein distance (optimal string alignment: insertions, deletions, substitutions and
 * swaps of two neighbours each cost one), given up on as `limit + 1` once it must exceed `limit`.
 */
export const typoDistance = (a: string, b: string, limit: number): number => {
  const x = [...a]
  const y = [...b]
  if (Math.abs(x.length - y.length) > limit) return limit + 1
  let beforePrevious: number[] = []
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j)
  for (let i = 1; i <= x.length; i++) {
    const row = [i]
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1
      let best = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, beforePrevious[j - 2]! + 1)
      row[j] = best
    }
    if (Math.min(...row) > limit) return limit + 1
    beforePrevious = previous
    previous = row
  }
  return Math.min(previous[y.length]!, limit + 1)
}

/** Slips forgiven in an answer like `key`: none in figures or under 4 characters, 1 up to 7, 2 from 8. */
export const typoAllowance = (key: string): number => {
  const length = [...key].length
  if (/\p{N}/u.test(key) || length < 4) return 0
  return length < 8 ? 1 : 2
}

/** Whether `given` is one of the accepted answers, forgiving what the question forgives. */
export const acceptsTyped = (q: Forgiving, given: string): boolean => {
  const forgive = { case: q.forgive_case, accents: q.forgive_accents }
  const typed = comparable(given, forgive)
  if (typed === "") return false
  return q.accepted.some((variant) => {
    const key = comparable(variant, forgive)
    if (key === "") return false
    if (typed === key) return true
    if (!q.forgive_typos) return false
    const allowed = typoAllowance(key)
    return allowed > 0 && typoDistance(typed, key, allowed) <= allowed
  })
}

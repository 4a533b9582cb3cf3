// How much of a recipe the cook is making. A recipe that says how many it serves is scaled by
// servings (1 to 100, starting at the recipe's own number); one that does not is scaled by
// batches (½, 1, 2 or 3 of what the recipe makes). Pure.
import { SERVINGS_MAX, SERVINGS_MIN } from "#schemas/recipe-servings.ts"

import { formatAmount } from "./scale.ts"

export const BATCHES = [0.5, 1, 2, 3] as const

export type Portion = { readonly kind: "servings"; readonly base: number; readonly value: number } | { readonly kind: "batch"; readonly value: number }

export const initialPortion = (servings: number | undefined): Portion =>
  servings !== undefined ? { kind: "servings", base: servings, value: servings } : { kind: "batch", value: 1 }

/** What every ingredient amount is multiplied by. */
export const portionFactor = (portion: Portion): number => (portion.kind === "servings" ? portion.value / portion.base : portion.value)

const clampServings = (n: number) => Math.min(SERVINGS_MAX, Math.max(SERVINGS_MIN, Math.round(n)))

/** One more or one less: a serving, or the next batch size. Stays put at either end. */
export const stepPortion = (portion: Portion, by: -1 | 1): Portion => {
  if (portion.kind === "servings") return { ...portion, value: clampServings(portion.value + by) }
  const at = BATCHES.indexOf(portion.value as (typeof BATCHES)[number])
  const next = BATCHES[Math.min(BATCHES.length - 1, Math.max(0, (at === -1 ? 1 : at) + by))]!
  return { ...portion, value: next }
}

export const canStep = (portion: Portion, by: -1 | 1): boolean => stepPortion(portion, by).value !== portion.value

/** A number of servings the cook typed; anything that is not a number keeps the current one. */
export const withServings = (portion: Portion, typed: number): Portion =>
  portion.kind === "servings" && Number.isFinite(typed) ? { ...portion, value: clampServings(typed) } : portion

/** "8 servings", "1 serving", "½ batch", "2 batches". */
export const portionLabel = (portion: Portion): string => {
  if (portion.kind === "servings") return `${portion.value} ${portion.value === 1 ? "serving" : "servings"}`
  return `${formatAmount(portion.value, "fraction")} ${portion.value > 1 ? "batches" : "batch"}`
}

/** A kitchen fraction when the factor is one ("½", "1 ⅓"), else a decimal ("0.43"): never a rounded fraction. */
const factorText = (factor: number): string => {
  const exact = [8, 3].some((parts) => Math.abs(factor * parts - Math.round(factor * parts)) < 1e-9)
  return formatAmount(factor, exact ? "fraction" : "decimal")
}

/** What a printed recipe says of its scaling, in the control's words: "Scaled ×2 (8 servings)"; none at ×1. */
export const scaleNote = (portion: Portion): string | undefined => {
  const factor = portionFactor(portion)
  return factor === 1 ? undefined : `Scaled ×${factorText(factor)} (${portionLabel(portion)})`
}

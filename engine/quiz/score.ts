// Percentages and remarks of docs/product.md §9.
import { type Remark, Remarks } from "./remarks.ts"

const clampCorrect = (correct: number, total: number): number => Math.min(Math.max(correct, 0), total)

/** Percent correct rounded to two decimals; 0 when there are no questions. */
export const percent = (correct: number, total: number): number => {
  if (!(total > 0) || !Number.isFinite(total) || !Number.isFinite(correct)) return 0
  // Scale before dividing so whole-number inputs round from an exact numerator.
  return Math.round((clampCorrect(correct, total) * 10_000) / total) / 100
}

/** Ratio thresholds in whole percent, best first; compared by cross-multiplying so 13/20 is exactly 0.65. */
const THRESHOLDS: readonly (readonly [percentAtLeast: number, remark: Remark])[] = [
  [90, Remarks.excellent],
  [80, Remarks.solid],
  [70, Remarks.mediocre],
  [65, Remarks.barelyPassed],
]

/** The remark shown with a score. A quiz with no questions gets the lowest remark, never "perfect". */
export const remark = (correct: number, total: number): Remark => {
  if (!(total > 0) || !Number.isFinite(total) || !Number.isFinite(correct)) return Remarks.tookIt
  const c = clampCorrect(correct, total)
  if (c === total) return Remarks.perfect
  for (const [atLeast, text] of THRESHOLDS) {
    if (c * 100 >= atLeast * total) return text
  }
  return Remarks.tookIt
}

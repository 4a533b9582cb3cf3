// Slider questions: points by closeness. The exact answer earns a whole point, and the share falls
// in a straight line with the distance to none at the question's margin; a margin of 0 wants the
// exact value. Shares are kept to two decimals, as scores are shown.
import type { SliderData } from "#schemas/events/quiz.ts"

type Slider = Pick<SliderData, "answer" | "margin" | "step">

/** The share of a point for `value`, from 1 (exact) to 0 (at the margin or beyond). */
export const sliderPoints = (q: Slider, value: number): number => {
  const distance = Math.abs(value - q.answer)
  // Within half a step is the answer's own position on the slider.
  if (distance <= q.step / 2 + 1e-9) return 1
  if (!(q.margin > 0) || distance >= q.margin) return 0
  return Math.round((1 - distance / q.margin) * 100) / 100
}

/** Whether `value` is one of the slider's positions: within its bounds and on a step. */
export const isOnSlider = (q: Pick<SliderData, "min" | "max" | "step">, value: number): boolean => {
  if (!Number.isFinite(value) || value < q.min - 1e-9 || value > q.max + 1e-9) return false
  const steps = (value - q.min) / q.step
  return Math.abs(steps - Math.round(steps)) < 1e-6
}

// Index arithmetic for the home carousel and the gallery viewer: both wrap around at either end.

/** `index` brought into 0..length-1, wrapping around; 0 for an empty list. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0
  return ((index % length) + length) % length
}

export const nextIndex = (index: number, length: number) => wrapIndex(index + 1, length)
export const previousIndex = (index: number, length: number) => wrapIndex(index - 1, length)

/** docs/product.md §9: a swipe counts once the finger has travelled 40 px sideways. */
export const SWIPE_THRESHOLD_PX = 40

/** Which way a horizontal drag of `dx` pixels moves: left swipe = next, right swipe = previous. */
export function swipeStep(dx: number, threshold: number = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (dx <= -threshold) return 1
  if (dx >= threshold) return -1
  return 0
}

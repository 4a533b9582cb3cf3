// Whether a round (live, graded or fun) is on screen: the quiz page then gives it the whole
// screen (no account bar, no intro above it; docs/product.md §2.5).
import { signal } from "@preact/signals-react"
import { useEffect } from "react"

export const roundInPlay = signal(false)

/** Marks a round as on screen while `active`, and no longer once the screen showing it goes. */
export function useRoundInPlay(active: boolean): void {
  useEffect(() => {
    roundInPlay.value = active
    return () => {
      roundInPlay.value = false
    }
  }, [active])
}

import type { ReactNode } from "react"

/**
 * What stays in sight while a round is played: the countdown. It sits in the page's flow at the
 * top of the round and sticks to the top of the screen, taking room of its own, so it never
 * lies over an option; round.css keeps scrolled-to and focused elements clear of it.
 */
export function RoundBar({ children }: { children: ReactNode }) {
  return <div className="round-bar">{children}</div>
}

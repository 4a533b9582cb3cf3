// Who may see a quiz's answer key (docs/product.md): an admin always; nobody else while a
// live round is playing the quiz; otherwise a caller after their own submitted attempt at
// it, or anyone once the live round that used it is over. A graded attempt still running
// keeps the key from its player even when another rule would allow it.

export interface AnswerFacts {
  readonly admin: boolean
  /** A live round is playing this quiz now. */
  readonly liveRoundHeld: boolean
  /** A live round played this quiz and is over. */
  readonly liveRoundOver: boolean
  /** The caller's own graded attempt at it is running. */
  readonly gradedRunning: boolean
  /** The caller submitted an attempt at it (graded or fun; a guest's, through the guest cookie). */
  readonly submitted: boolean
}

export type AnswerAccess = { readonly ok: true } | { readonly ok: false; readonly reason: "live_round" | "attempt_running" | "not_submitted" }

export const answerAccess = (facts: AnswerFacts): AnswerAccess => {
  if (facts.admin) return { ok: true }
  if (facts.liveRoundHeld) return { ok: false, reason: "live_round" }
  if (facts.gradedRunning) return { ok: false, reason: "attempt_running" }
  if (facts.submitted || facts.liveRoundOver) return { ok: true }
  return { ok: false, reason: "not_submitted" }
}

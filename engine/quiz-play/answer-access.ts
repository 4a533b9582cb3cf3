// Who may see a quiz's answer key (docs/product.md §4.6), and with it anything worked out
// from the key: a result's per-question right and wrong, or the score of a fun attempt
// (fun attempts repeat, so their scores would give the key away by trial).
// - An admin always.
// - Nobody else while a live round is playing the quiz.
// - Nobody else while any graded attempt at the quiz is running, whoever's it is: a key
//   shown to anyone then could reach the player taking it (a second account, a browser
//   without a token). The caller's own attempt is told apart only for the words.
// - Otherwise a caller after their own submitted attempt at it, or anyone once the live
//   round that used it is over.

export interface AnswerFacts {
  readonly admin: boolean
  /** A live round is playing this quiz now (or it was made for one that has not ended). */
  readonly liveRoundHeld: boolean
  /** A live round played this quiz and is over. */
  readonly liveRoundOver: boolean
  /** The caller's own graded attempt at it is running. */
  readonly gradedRunning: boolean
  /** Someone else's graded attempt at it is running. */
  readonly othersGradedRunning: boolean
  /** The caller submitted an attempt at it (graded or fun; a guest's, through the guest cookie). */
  readonly submitted: boolean
}

export type AnswerRefusal = "live_round" | "attempt_running" | "graded_running" | "not_submitted"

export type AnswerAccess = { readonly ok: true } | { readonly ok: false; readonly reason: AnswerRefusal }

export const answerAccess = (facts: AnswerFacts): AnswerAccess => {
  if (facts.admin) return { ok: true }
  if (facts.liveRoundHeld) return { ok: false, reason: "live_round" }
  if (facts.gradedRunning) return { ok: false, reason: "attempt_running" }
  if (facts.othersGradedRunning) return { ok: false, reason: "graded_running" }
  if (facts.submitted || facts.liveRoundOver) return { ok: true }
  return { ok: false, reason: "not_submitted" }
}

/**
 * Whether a result of the caller's own may show what it was worked out from: a graded
 * result's per-question details, a fun attempt's score and details. The key's rule, for one
 * who has submitted. A graded submission is recorded whatever this says (its clock runs) and
 * answers with its score; a fun one is refused while this says no, so nothing of it is kept.
 */
export const resultAccess = (facts: Omit<AnswerFacts, "submitted">): AnswerAccess => answerAccess({ ...facts, submitted: true })

// The score remarks of docs/product.md §9. The perfect-score line lives in schemas/messages.ts; the rest are kept here.
import * as Messages from "#schemas/messages.ts"

export const Remarks = {
  perfect: Messages.perfectQuiz,
  excellent: "Excellent job!",
  solid: "That's pretty solid.",
  mediocre: "Mediocre.",
  barelyPassed: "You technically passed. Barely.",
  tookIt: "Well, you took the quiz and that's what counts.",
} as const

export type Remark = (typeof Remarks)[keyof typeof Remarks]

/** From worst to best; `remark` never moves down this list as the ratio rises. */
export const REMARKS_IN_ORDER: readonly Remark[] = [Remarks.tookIt, Remarks.barelyPassed, Remarks.mediocre, Remarks.solid, Remarks.excellent, Remarks.perfect]

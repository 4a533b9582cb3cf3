// The score remarks of docs/product.md §9, by name; their words are the catalogue's (schemas/messages.ts, the quiz area).
import * as Messages from "#schemas/messages.ts"

export const Remarks = {
  perfect: Messages.perfectQuiz,
  excellent: Messages.excellentQuiz,
  solid: Messages.solidQuiz,
  mediocre: Messages.mediocreQuiz,
  barelyPassed: Messages.barelyPassedQuiz,
  tookIt: Messages.tookTheQuiz,
} as const

export type Remark = (typeof Remarks)[keyof typeof Remarks]

/** From worst to best; `remark` never moves down this list as the ratio rises. */
export const REMARKS_IN_ORDER: readonly Remark[] = [Remarks.tookIt, Remarks.barelyPassed, Remarks.mediocre, Remarks.solid, Remarks.excellent, Remarks.perfect]

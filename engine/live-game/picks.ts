// How the room answered a question: each option's picks, shown with its answer on the big
// screen. Counted when asked (a reveal's view), once per question's answers: the view is built
// for every update, and a game's answers do not change while its question is revealed.
import type { Map as PersistentMap } from "immutable"

import type { QuestionAnswer } from "./state.ts"

const counted = new WeakMap<object, readonly number[]>()

/** How many picked each of `options`, in their order; an answer no option matches counts for none. */
export const optionPicks = (options: readonly string[], answers: PersistentMap<string, QuestionAnswer>): readonly number[] => {
  const known = counted.get(answers)
  if (known && known.length === options.length) return known
  const at = new Map(options.map((o, i) => [o.trim(), i]))
  const picks = options.map(() => 0)
  for (const answer of answers.values()) {
    const i = at.get(answer.option.trim())
    if (i !== undefined) picks[i]!++
  }
  counted.set(answers, picks)
  return picks
}

// The words the review page puts beside a question play has flagged, and its figures' shares.
import { levelLabel } from "#schemas/quiz-rules.ts"

import type { PlayFlag } from "./types.ts"

/** "62 %"; a dash before anyone answered. */
export const share = (part: number, whole: number): string => (whole === 0 ? "—" : `${Math.round((part / whole) * 100)} %`)

const pct = (fraction: number): string => `${Math.round(fraction * 100)} %`

/** Why the question is on the list, in a sentence, with the figures that put it there. */
export function flagEvidence(flag: PlayFlag, key: string, level: string): string {
  if (flag.kind === "key") {
    return `The key looks wrong: of ${flag.strong_answers} answers from the strongest quarter of players, ${flag.picks} picked “${flag.option}” and ${flag.key_picks} the key “${key}”.`
  }
  const band = `${levelLabel(level)} questions are expected to be answered correctly by ${pct(flag.low)} to ${pct(flag.high)} of players`
  const how = flag.direction === "too_hard" ? "Too hard" : "Too easy"
  return `${how} for its level: ${pct(flag.share)} answered correctly; ${band}.`
}

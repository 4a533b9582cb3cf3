// The words the review page puts beside a question play has flagged, and its figures' shares.
import { ENGLISH_QUIZ, levelName, type QuizWords } from "../../quiz-play/words.ts"
import type { PlayFlag } from "./types.ts"

/** "62 %"; a dash before anyone answered. */
export const share = (part: number, whole: number): string => (whole === 0 ? "—" : `${Math.round((part / whole) * 100)} %`)

const pct = (fraction: number): string => `${Math.round(fraction * 100)} %`

/** Why the question is on the list, in a sentence in the words given (English unless others), with the figures that put it there. */
export function flagEvidence(flag: PlayFlag, key: string, level: string, m: QuizWords = ENGLISH_QUIZ): string {
  if (flag.kind === "key") return m.keyLooksWrong(flag.strong_answers, flag.picks, flag.option, flag.key_picks, key)
  return m.levelOff(flag.direction === "too_hard", pct(flag.share), levelName(m, level), pct(flag.low), pct(flag.high))
}

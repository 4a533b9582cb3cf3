import { optionLook } from "../by-question/optionLooks.ts"
import { useLiveWords } from "../words.ts"
import { barWords, distributionBars } from "./distribution.ts"

/**
 * How the room answered, on the big screen: a bar per option with its shape, letter and count;
 * the answer marked with a check and the words "Correct answer", never by colour alone.
 */
export function Distribution({ options, picks, correctAnswer }: { options: readonly string[]; picks: readonly number[]; correctAnswer: string }) {
  const m = useLiveWords()
  const bars = distributionBars(options, picks, correctAnswer)
  return (
    <ul className="pin-bars" aria-label={m.howRoomAnswered}>
      {bars.map((bar) => {
        const look = optionLook(bar.index)
        return (
          <li key={bar.option} className={`pin-bars__row${bar.correct ? " pin-bars__row--correct" : ""}`} aria-label={barWords(bar, m)}>
            <span className={`pin-bars__key pin-tone--${look.tone}`} aria-hidden="true">
              {look.shape}
            </span>
            <span className="pin-bars__option" aria-hidden="true">
              {bar.option}
              {bar.correct && <span className="pin-bars__mark">{m.correctAnswerMark}</span>}
            </span>
            <span className="pin-bars__track" aria-hidden="true">
              <span className={`pin-bars__fill pin-tone--${look.tone}`} style={{ inlineSize: `${Math.round(bar.length * 100)}%` }} />
            </span>
            <span className="pin-bars__count" aria-hidden="true">
              {bar.picks}
            </span>
          </li>
        )
      })}
    </ul>
  )
}

import { type KeyboardEvent, useRef } from "react"

import { optionLabel } from "#schemas/quiz-rules.ts"

import { moveAmongOptions } from "../by-question/optionKeys.ts"
import { optionLook } from "../by-question/optionLooks.ts"
import { useLiveWords } from "../words.ts"

/**
 * The phone's answer area for a multiple-choice question: one large button per option, each with
 * its colour, shape and letter together. It only takes the answer; the question, the clock and
 * the result are the step's (PlayerQuestion), so another kind of answer can take its place.
 */
export function AnswerPad({
  options,
  chosen,
  disabled,
  onAnswer,
}: {
  options: readonly string[]
  /** The option sent (marked as the player's pick), or null. */
  chosen: string | null
  disabled: boolean
  onAnswer: (option: string) => void
}) {
  const m = useLiveWords()
  const pad = useRef<HTMLUListElement>(null)
  const onKey = (event: KeyboardEvent<HTMLElement>) =>
    moveAmongOptions(event, [...(pad.current?.querySelectorAll<HTMLButtonElement>(".pin-pad__option:not(:disabled)") ?? [])])
  return (
    <ul className="pin-pad" ref={pad} onKeyDown={onKey} aria-label={m.answers} data-count={options.length}>
      {options.map((option, i) => {
        const look = optionLook(i)
        const mine = chosen === option
        return (
          <li key={option} className="pin-pad__slot">
            <button
              type="button"
              className={`pin-pad__option pin-tone--${look.tone}${mine ? " pin-pad__option--mine" : ""}${chosen !== null && !mine ? " pin-pad__option--other" : ""}`}
              data-letter={optionLabel(i)}
              aria-pressed={mine}
              disabled={disabled || chosen !== null}
              onClick={() => onAnswer(option)}
            >
              <span className="pin-pad__shape" aria-hidden="true">
                {look.shape}
              </span>
              <span className="pin-pad__letter" aria-hidden="true">
                {optionLabel(i)}
              </span>
              <span className="pin-pad__text">{option}</span>
              {mine && <span className="pin-pad__yours">{m.yourPick}</span>}
            </button>
          </li>
        )
      })}
    </ul>
  )
}

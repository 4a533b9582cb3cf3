import { useEffect, useId, useRef, useState } from "react"

import { encodeOrderAnswer } from "#schemas/question-kinds.ts"

import { useQuizWords } from "../../words.ts"
import { arrangedOrder, moveItem } from "./kindAnswers.ts"

interface OrderAnswerProps {
  /** The items in the order first shown. */
  items: readonly string[]
  given: string | null
  onAnswer: (answer: string) => void
}

/** A put-in-order question: a numbered list whose items move up and down with buttons, by keyboard or touch. */
export function OrderAnswer({ items: shown, given, onAnswer }: OrderAnswerProps) {
  const m = useQuizWords()
  const items = arrangedOrder(shown, given)
  const hintId = useId()
  const [said, setSaid] = useState("")
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  // The button pressed follows its item, so a player can keep moving it; at either end the other one takes focus.
  const [follow, setFollow] = useState<{ item: string; delta: -1 | 1 } | null>(null)
  useEffect(() => {
    if (follow === null) return
    const same = buttons.current.get(`${follow.item}:${follow.delta}`)
    const other = buttons.current.get(`${follow.item}:${-follow.delta}`)
    ;(same && !same.disabled ? same : other)?.focus()
  }, [follow, given])

  const move = (index: number, delta: -1 | 1) => {
    const item = items[index]!
    const next = moveItem(items, index, delta)
    onAnswer(encodeOrderAnswer(next))
    setSaid(m.movedTo(item, next.indexOf(item) + 1, next.length))
    setFollow({ item, delta })
  }

  return (
    <div className="order-answer">
      <p id={hintId} className="quiz-muted order-answer__hint">
        {m.firstAtTheTop}
        {given === null ? m.notAnsweredUntilMoved : ""}
      </p>
      <ol className="order-answer__list" aria-describedby={hintId}>
        {items.map((item, index) => (
          <li key={item} className="order-answer__item">
            <span className="order-answer__place" aria-hidden="true">
              {index + 1}
            </span>
            <span className="order-answer__text">{item}</span>
            <span className="order-answer__moves">
              {([-1, 1] as const).map((delta) => (
                <button
                  key={delta}
                  type="button"
                  className="order-answer__move"
                  ref={(el) => {
                    if (el) buttons.current.set(`${item}:${delta}`, el)
                    else buttons.current.delete(`${item}:${delta}`)
                  }}
                  aria-label={m.moveItem(item, delta < 0)}
                  disabled={delta < 0 ? index === 0 : index === items.length - 1}
                  onClick={() => move(index, delta)}
                >
                  <span aria-hidden="true">{delta < 0 ? "↑" : "↓"}</span>
                </button>
              ))}
            </span>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
    </div>
  )
}

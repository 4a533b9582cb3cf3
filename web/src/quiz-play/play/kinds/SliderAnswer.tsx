import { useEffect, useId, useState } from "react"

import type { PlayerQuestion } from "../../types.ts"
import { useQuizWords } from "../../words.ts"
import { sliderStart, sliderValue, snapToSlider, withUnit } from "./kindAnswers.ts"

type Slider = NonNullable<PlayerQuestion["slider"]>

/**
 * A number on a slider: the range for a thumb or the arrow keys, a box to type it exactly, and
 * the number picked shown large. Unanswered until moved or typed; the thumb rests at the middle.
 */
export function SliderAnswer({ slider, given, onAnswer }: { slider: Slider; given: string | null; onAnswer: (answer: string) => void }) {
  const m = useQuizWords()
  const { min, max, step, unit } = slider
  const value = sliderValue(given)
  const rangeId = useId()
  const boxId = useId()
  const [typed, setTyped] = useState(value === undefined ? "" : String(value))
  // The box follows the slider; while typing, it keeps what is typed until it is a position.
  useEffect(() => {
    if (value !== undefined) setTyped((text) => (Number(text) === value ? text : String(value)))
  }, [value])

  const pick = (number: number) => onAnswer(String(snapToSlider(number, slider)))
  const onType = (text: string) => {
    setTyped(text)
    const number = Number(text)
    if (text.trim() !== "" && Number.isFinite(number) && snapToSlider(number, slider) === number) onAnswer(String(number))
  }
  const settle = () => {
    if (typed.trim() !== "" && Number.isFinite(Number(typed))) pick(Number(typed))
  }
  const shown = value ?? sliderStart(slider)
  const say = (n: number) => withUnit(n, unit, m.sliderNumber)

  return (
    <div className="slider-answer">
      <output className="slider-answer__value" htmlFor={`${rangeId} ${boxId}`} aria-live="polite">
        {value === undefined ? m.notSetYet : say(value)}
      </output>
      <label htmlFor={rangeId} className="visually-hidden">
        {m.slideToNumber}
      </label>
      <input
        id={rangeId}
        className="slider-answer__range"
        type="range"
        min={min}
        max={max}
        step={step}
        value={shown}
        aria-valuetext={value === undefined ? m.notSetYet : say(value)}
        onChange={(e) => pick(Number(e.target.value))}
      />
      <div className="slider-answer__scale" aria-hidden="true">
        <span>{say(min)}</span>
        <span>{say(max)}</span>
      </div>
      <div className="field slider-answer__box">
        <label htmlFor={boxId}>{m.orTypeIt(say(min), say(max), step)}</label>
        <input
          id={boxId}
          type="number"
          inputMode="decimal"
          min={min}
          max={max}
          step={step}
          value={typed}
          onChange={(e) => onType(e.target.value)}
          onBlur={settle}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault()
              settle()
            }
          }}
        />
      </div>
    </div>
  )
}

import { optionLabel } from "#schemas/quiz-rules.ts"

import type { AnswerKey, PlayerQuestion } from "../../types.ts"

interface ChoiceAnswerProps {
  question: PlayerQuestion
  given: string | null
  answer: AnswerKey[string] | undefined
  onAnswer: (answer: string) => void
}

/** Symbols beside true and false, so the two never differ by colour alone. */
const TRUE_FALSE_MARKS = ["✓", "✗"] as const

/**
 * One option among several as a radio group, so arrow keys move between them: multiple choice
 * (lettered a–e), true/false (two wide buttons), and a poll (whose pick is never right or wrong).
 */
export function ChoiceAnswer({ question, given, answer, onAnswer }: ChoiceAnswerProps) {
  const name = `question-${question.id}`
  const trueFalse = question.kind === "true_false"
  const scored = question.kind !== "poll"
  return (
    <div className={`question__options${trueFalse ? " question__options--two" : ""}`}>
      {question.options.map((option, index) => {
        const mark = trueFalse ? (TRUE_FALSE_MARKS[index] ?? "") : (optionLabel(index) ?? String(index + 1))
        const isCorrect = scored && answer !== undefined && option === answer.correct_answer
        const isGiven = option === given
        const wrong = scored && isGiven && answer !== undefined && !isCorrect
        return (
          <label key={index} className={`option${isCorrect ? " option--correct" : ""}${wrong ? " option--wrong" : ""}`}>
            <input type="radio" name={name} value={option} checked={isGiven} onChange={() => onAnswer(option)} />
            <span className="option__letter" aria-hidden="true">
              {mark}
            </span>
            <span className="option__text">
              {!trueFalse && <span className="visually-hidden">{mark}) </span>}
              {option}
            </span>
          </label>
        )
      })}
    </div>
  )
}

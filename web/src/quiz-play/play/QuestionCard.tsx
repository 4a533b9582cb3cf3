import { optionLabel } from "#schemas/quiz-rules.ts"

import type { AnswerKey, PlayerQuestion } from "../types.ts"
import { ReportForm } from "./ReportForm.tsx"
import { letterOf } from "./reportRules.ts"

interface QuestionCardProps {
  question: PlayerQuestion
  number: number
  given: string | undefined
  /** Set once the answers are shown. */
  answer: AnswerKey[string] | undefined
  locked: boolean
  onAnswer: (answer: string) => void
}

/** One question as a radio group with a legend, so arrow keys move between its options a–e. */
export function QuestionCard({ question, number, given, answer, locked, onAnswer }: QuestionCardProps) {
  const name = `question-${question.id}`
  const givenAnswer = answer ? (answer.given ?? given ?? null) : (given ?? null)
  const correctLetter = answer ? letterOf(question.options, answer.correct_answer) : null
  const right = answer ? (answer.is_correct ?? givenAnswer === answer.correct_answer) : false
  const outcome = answer ? (givenAnswer === null ? "unanswered" : right ? "right" : "wrong") : null

  return (
    <li className={`question card${outcome ? ` question--${outcome}` : ""}`}>
      <fieldset className="question__set" disabled={locked}>
        <legend className="question__text">
          <span className="question__number">{number}.</span> {question.question}
        </legend>
        <div className="question__options">
          {question.options.map((option, index) => {
            const letter = optionLabel(index) ?? String(index + 1)
            const isCorrect = answer !== undefined && option === answer.correct_answer
            const isGiven = option === givenAnswer
            return (
              <label key={index} className={`option${isCorrect ? " option--correct" : ""}${isGiven && answer && !isCorrect ? " option--wrong" : ""}`}>
                <input type="radio" name={name} value={option} checked={isGiven} onChange={() => onAnswer(option)} />
                <span className="option__letter" aria-hidden="true">
                  {letter}
                </span>
                <span className="option__text">
                  <span className="visually-hidden">{letter}) </span>
                  {option}
                </span>
              </label>
            )
          })}
        </div>
      </fieldset>
      {answer && (
        <div className="question__answer" role="note">
          <p>
            <strong className={`verdict verdict--${outcome}`}>{outcome === "right" ? "Right" : outcome === "wrong" ? "Wrong" : "Not answered"}</strong> — the
            correct answer is <strong>{correctLetter ?? "?"}</strong>: {answer.correct_answer}
          </p>
          <p className="question__explanation">{answer.explanation}</p>
        </div>
      )}
      <ReportForm questionId={question.id} number={number} options={question.options} />
    </li>
  )
}

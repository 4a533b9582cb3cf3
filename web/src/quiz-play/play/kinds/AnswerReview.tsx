import { decodeOrderAnswer } from "#schemas/question-kinds.ts"

import { SourceNote } from "../../../quiz-sources/SourceNote.tsx"
import type { AnswerKey, PlayerQuestion } from "../../types.ts"
import { letterOf } from "../reportRules.ts"
import { keyOrder, type Outcome, pointsText, sliderValue, VERDICTS, withUnit } from "./kindAnswers.ts"

interface AnswerReviewProps {
  question: PlayerQuestion
  given: string | null
  answer: AnswerKey[string]
  outcome: Outcome
}

/** An order as people read it, each item with whether it is in its place. */
function GivenOrder({ given, rightOrder }: { given: string; rightOrder: string }) {
  const right = keyOrder(rightOrder)
  const items = decodeOrderAnswer(given) ?? []
  return (
    <>
      <p>Your order:</p>
      <ol className="order-review">
        {items.map((item, index) => {
          const inPlace = right[index] === item
          return (
            <li key={item}>
              {item}{" "}
              <span className={`order-review__mark order-review__mark--${inPlace ? "right" : "wrong"}`}>
                {inPlace ? "✓ in place" : `✗ belongs at ${right.indexOf(item) + 1}`}
              </span>
            </li>
          )
        })}
      </ol>
    </>
  )
}

/** What a question's answer was, after answering: the verdict, the right answer and the player's in that kind's terms, the points, the explanation. */
export function AnswerReview({ question, given, answer, outcome }: AnswerReviewProps) {
  const verdict = <strong className={`verdict verdict--${outcome}`}>{VERDICTS[outcome]}</strong>
  const key = answer.correct_answer
  const unit = question.slider?.unit ?? ""
  const yours = (text: string) =>
    given === null ? null : (
      <p>
        Your answer: <strong>{text}</strong>
      </p>
    )
  const scored = question.kind !== "poll"

  const body = (() => {
    switch (question.kind) {
      case undefined:
        return (
          <p>
            {verdict} — the correct answer is <strong>{letterOf(question.options, key) ?? "?"}</strong>: {key}
          </p>
        )
      case "true_false":
      case "type_answer":
        return (
          <>
            <p>
              {verdict} — the answer is <strong>{key}</strong>
            </p>
            {yours(given ?? "")}
          </>
        )
      case "order":
        return (
          <>
            <p>{verdict} — the right order:</p>
            <ol className="order-review">
              {keyOrder(key).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ol>
            {given !== null && <GivenOrder given={given} rightOrder={key} />}
          </>
        )
      case "slider": {
        const value = sliderValue(given)
        return (
          <>
            <p>
              {verdict} — the answer is <strong>{key}</strong>
            </p>
            {yours(value === undefined ? (given ?? "") : withUnit(value, unit))}
          </>
        )
      }
      case "poll":
        return (
          <>
            <p>{verdict}: a poll asks what you think, and earns no points.</p>
            {given !== null && (
              <p>
                Your pick: <strong>{given}</strong>
              </p>
            )}
          </>
        )
    }
  })()

  return (
    <div className="question__answer" role="note">
      {body}
      {scored && answer.is_correct !== undefined && given !== null && (
        <p className="question__points">Points: {pointsText(answer.points, answer.is_correct)}</p>
      )}
      {answer.explanation !== "" && <p className="question__explanation">{answer.explanation}</p>}
      <SourceNote source={answer.source} />
    </div>
  )
}

import { decodeOrderAnswer } from "#schemas/question-kinds.ts"

import { SourceNote } from "../../../quiz-sources/SourceNote.tsx"
import type { AnswerKey, PlayerQuestion } from "../../types.ts"
import { useQuizWords } from "../../words.ts"
import { letterOf } from "../reportRules.ts"
import { keyOrder, type Outcome, pointsText, sliderKeyText, sliderValue, withUnit } from "./kindAnswers.ts"

interface AnswerReviewProps {
  question: PlayerQuestion
  given: string | null
  answer: AnswerKey[string]
  outcome: Outcome
}

/** An order as people read it, each item with whether it is in its place. */
function GivenOrder({ given, rightOrder }: { given: string; rightOrder: string }) {
  const m = useQuizWords()
  const right = keyOrder(rightOrder)
  const items = decodeOrderAnswer(given) ?? []
  return (
    <>
      <p>{m.yourOrder}</p>
      <ol className="order-review">
        {items.map((item, index) => {
          const inPlace = right[index] === item
          return (
            <li key={item}>
              {item}{" "}
              <span className={`order-review__mark order-review__mark--${inPlace ? "right" : "wrong"}`}>
                {inPlace ? m.inPlace : m.belongsAt(right.indexOf(item) + 1)}
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
  const m = useQuizWords()
  const verdict = <strong className={`verdict verdict--${outcome}`}>{m.verdicts[outcome]}</strong>
  const key = answer.correct_answer
  const unit = question.slider?.unit ?? ""
  const yours = (text: string) =>
    given === null ? null : (
      <p>
        {m.yourAnswerIs} <strong>{text}</strong>
      </p>
    )
  const scored = question.kind !== "poll"

  const body = (() => {
    switch (question.kind) {
      case undefined:
        return (
          <p>
            {verdict} {m.correctAnswerIs} <strong>{letterOf(question.options, key) ?? "?"}</strong>: {key}
          </p>
        )
      case "true_false":
      case "type_answer":
        return (
          <>
            <p>
              {verdict} {m.answerIs} <strong>{key}</strong>
            </p>
            {yours(given ?? "")}
          </>
        )
      case "order":
        return (
          <>
            <p>
              {verdict} {m.rightOrder}
            </p>
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
              {verdict} {m.answerIs} <strong>{sliderKeyText(key, unit, m.sliderNumber)}</strong>
            </p>
            {yours(value === undefined ? (given ?? "") : withUnit(value, unit, m.sliderNumber))}
          </>
        )
      }
      case "poll":
        return (
          <>
            <p>
              {verdict}
              {m.pollNote}
            </p>
            {given !== null && (
              <p>
                {m.yourPick} <strong>{given}</strong>
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
        <p className="question__points">
          {m.points} {pointsText(answer.points, answer.is_correct, m)}
        </p>
      )}
      {answer.explanation !== "" && <p className="question__explanation">{answer.explanation}</p>}
      <SourceNote source={answer.source} />
    </div>
  )
}

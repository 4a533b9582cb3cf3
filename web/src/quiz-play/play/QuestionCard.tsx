import type { AnswerKey, PlayerQuestion } from "../types.ts"
import { useQuizWords } from "../words.ts"
import { AnswerReview } from "./kinds/AnswerReview.tsx"
import { ChoiceAnswer } from "./kinds/ChoiceAnswer.tsx"
import { outcomeOf } from "./kinds/kindAnswers.ts"
import { OrderAnswer } from "./kinds/OrderAnswer.tsx"
import { SliderAnswer } from "./kinds/SliderAnswer.tsx"
import { TypedAnswer } from "./kinds/TypedAnswer.tsx"
import { ReportForm } from "./ReportForm.tsx"

interface QuestionCardProps {
  question: PlayerQuestion
  number: number
  given: string | undefined
  /** Set once the answers are shown. */
  answer: AnswerKey[string] | undefined
  locked: boolean
  onAnswer: (answer: string) => void
}

/** The way a question of its kind is answered. */
function AnswerInput({
  question,
  given,
  answer,
  onAnswer,
}: {
  question: PlayerQuestion
  given: string | null
  answer: AnswerKey[string] | undefined
  onAnswer: (answer: string) => void
}) {
  switch (question.kind) {
    case "type_answer":
      return <TypedAnswer given={given} onAnswer={onAnswer} />
    case "order":
      return <OrderAnswer items={question.options} given={given} onAnswer={onAnswer} />
    case "slider":
      return question.slider ? <SliderAnswer slider={question.slider} given={given} onAnswer={onAnswer} /> : null
    default:
      return <ChoiceAnswer question={question} given={given} answer={answer} onAnswer={onAnswer} />
  }
}

/** One question in a fieldset whose legend is the question, answered the way its kind asks, and reviewed once the answers are shown. */
export function QuestionCard({ question, number, given, answer, locked, onAnswer }: QuestionCardProps) {
  const m = useQuizWords()
  const givenAnswer = answer ? (answer.given ?? given ?? null) : (given ?? null)
  const outcome = answer ? outcomeOf(question.kind, givenAnswer, answer.is_correct ?? givenAnswer === answer.correct_answer, answer.points) : null

  return (
    <li className={`question card${outcome ? ` question--${outcome}` : ""}`}>
      <fieldset className="question__set" disabled={locked}>
        <legend className="question__text">
          <span className="question__number">{number}.</span> {question.question}
          {question.kind && <span className="question__kind"> {m.kindPrompts[question.kind]}</span>}
        </legend>
        <AnswerInput question={question} given={givenAnswer} answer={answer} onAnswer={onAnswer} />
      </fieldset>
      {answer && outcome && <AnswerReview question={question} given={givenAnswer} answer={answer} outcome={outcome} />}
      <ReportForm questionId={question.id} number={number} options={question.options} />
    </li>
  )
}

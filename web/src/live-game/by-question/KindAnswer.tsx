import { type FormEvent, useState } from "react"

import type { LiveGameState } from "#schemas/api/live-game-socket.ts"
import { encodeOrderAnswer } from "#schemas/question-kinds.ts"
import { OrderAnswer } from "#web/quiz-play/play/kinds/OrderAnswer.tsx"
import { SliderAnswer } from "#web/quiz-play/play/kinds/SliderAnswer.tsx"
import { TypedAnswer } from "#web/quiz-play/play/kinds/TypedAnswer.tsx"

import { useLiveWords } from "../words.ts"
import { answerWords } from "./kindWords.ts"

type Question = NonNullable<LiveGameState["byQuestion"]>["question"]

/**
 * A live question that is not picked among options: the solo quiz's form for its kind (type the
 * answer, put in order, a slider) and a large Send button, since a live answer goes at once and
 * cannot be changed. Once sent, the answer as sent.
 */
export function KindAnswer({
  question,
  chosen,
  disabled,
  onAnswer,
}: {
  question: Question
  /** The answer sent, or null. */
  chosen: string | null
  disabled: boolean
  onAnswer: (answer: string) => void
}) {
  const m = useLiveWords()
  const [draft, setDraft] = useState<string | null>(null)
  if (chosen !== null)
    return (
      <p className="live-kind__sent" role="status">
        {m.yourAnswer} <strong>{answerWords(question, chosen, m.sliderNumber)}</strong>
      </p>
    )
  // An order is an answer as shown; a typed answer or a slider only once given.
  const answer = question.kind === "order" ? (draft ?? encodeOrderAnswer(question.options)) : draft?.trim() ? draft.trim() : null
  const send = (event: FormEvent) => {
    event.preventDefault()
    if (answer !== null && !disabled) onAnswer(answer)
  }
  return (
    <form className="live-kind" onSubmit={send} aria-label={m.sendYourAnswer}>
      {question.kind === "type_answer" && <TypedAnswer given={draft} onAnswer={setDraft} />}
      {question.kind === "order" && <OrderAnswer items={question.options} given={draft} onAnswer={setDraft} />}
      {question.kind === "slider" && question.slider && <SliderAnswer slider={question.slider} given={draft} onAnswer={setDraft} />}
      <button type="submit" className="btn btn-primary live-kind__send" disabled={disabled || answer === null}>
        {m.sendAnswer}
      </button>
    </form>
  )
}

import { type FormEvent, useId, useState } from "react"

import { errorMessage } from "#web/http/errors.ts"
import { FormError } from "#web/ui/Field.tsx"
import { notifySuccess } from "#web/ui/notify.ts"

import { useQuizWords } from "../../quiz-play/words.ts"
import { updateQuestion } from "./adminApi.ts"
import { otherKindOf } from "./kindEdit.ts"
import { KindEditForm } from "./KindEditForm.tsx"
import { checkQuestion, draftFrom, type QuestionDraft } from "./questionRules.ts"
import type { QuestionData } from "./types.ts"

const LETTERS = ["a", "b", "c", "d", "e"] as const

/** Correct a question, reported (the report is resolved) or flagged by play, in the shape of its kind. */
export function QuestionEditForm({ question, reportId, onSaved }: { question: QuestionData; reportId: string | null; onSaved: () => void }) {
  const other = otherKindOf(question)
  return other ? (
    <KindEditForm question={other} reportId={reportId} onSaved={onSaved} />
  ) : (
    <ChoiceEditForm question={question} reportId={reportId} onSaved={onSaved} />
  )
}

/** A multiple-choice question: text, options a–e, the correct one, and the explanation. */
function ChoiceEditForm({ question, reportId, onSaved }: { question: QuestionData; reportId: string | null; onSaved: () => void }) {
  const m = useQuizWords()
  const [draft, setDraft] = useState<QuestionDraft>(() => draftFrom(question))
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const id = useId()

  const setOption = (index: number, value: string) =>
    setDraft((d) => {
      const options = d.options.map((o, i) => (i === index ? value : o))
      // Editing the text of the correct option keeps it the correct one.
      const correct = d.options[index] === d.correct_answer && d.correct_answer !== "" ? value : d.correct_answer
      return { ...d, options, correct_answer: correct }
    })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const check = checkQuestion(draft, m)
    if (!check.ok) return setError(check.message)
    setError(null)
    setBusy(true)
    try {
      const answer = await updateQuestion({ id: question.id, ...check.question, report_id: reportId })
      notifySuccess(answer.message || m.questionUpdated)
      onSaved()
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="form question-edit" onSubmit={submit} noValidate aria-label={m.updateQuestion}>
      <div className="field">
        <label htmlFor={`${id}-q`}>{m.questionField}</label>
        <textarea id={`${id}-q`} rows={2} value={draft.question} onChange={(e) => setDraft((d) => ({ ...d, question: e.target.value }))} />
      </div>
      <fieldset className="question-edit__options">
        <legend>{m.optionsPickCorrect}</legend>
        {draft.options.map((option, index) => (
          <div key={index} className="question-edit__option">
            <input
              type="radio"
              name={`${id}-correct`}
              aria-label={m.optionIsCorrect(LETTERS[index] ?? "")}
              checked={option.trim() !== "" && option === draft.correct_answer}
              onChange={() => setDraft((d) => ({ ...d, correct_answer: option }))}
              disabled={option.trim() === ""}
            />
            <label htmlFor={`${id}-o${index}`} className="question-edit__letter">
              {LETTERS[index]}
            </label>
            <input
              id={`${id}-o${index}`}
              type="text"
              value={option}
              onChange={(e) => setOption(index, e.target.value)}
              aria-label={m.optionNamed(LETTERS[index] ?? "")}
            />
          </div>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-ca`}>{m.correctAnswer}</label>
        <input id={`${id}-ca`} type="text" value={draft.correct_answer} onChange={(e) => setDraft((d) => ({ ...d, correct_answer: e.target.value }))} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-ex`}>{m.explanation}</label>
        <textarea id={`${id}-ex`} rows={3} value={draft.explanation} onChange={(e) => setDraft((d) => ({ ...d, explanation: e.target.value }))} />
      </div>
      <FormError message={error} />
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>
          {busy ? m.saving : m.updateQuestion}
        </button>
      </div>
    </form>
  )
}

import { type FormEvent, useId, useState } from "react"

import * as Messages from "#schemas/messages.ts"
import { KIND_NAMES } from "#schemas/question-kinds.ts"
import { errorMessage } from "#web/http/errors.ts"
import { FormError } from "#web/ui/Field.tsx"
import { notifySuccess } from "#web/ui/notify.ts"

import { updateQuestion } from "./adminApi.ts"
import { checkKindDraft, type KindDraft, kindDraftFrom } from "./kindEdit.ts"

type OtherKind = Parameters<typeof kindDraftFrom>[0]

/** The label of each box of a kind's list. */
const boxLabel = (kind: KindDraft["kind"], index: number): string =>
  kind === "type_answer"
    ? `Accepted answer ${index + 1}${index === 0 ? " (shown as the answer)" : ""}`
    : kind === "order"
      ? `Item ${index + 1}${index === 0 ? " (first)" : ""}`
      : `Option ${index + 1}`

const LIST_LEGENDS: Partial<Record<KindDraft["kind"], string>> = {
  type_answer: "Accepted answers (blank boxes are dropped)",
  order: "Items, in the right order (blank boxes are dropped)",
  poll: "Options (blank boxes are dropped)",
}

/** A number box of the slider's. */
function NumberField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="number" inputMode="decimal" step="any" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  )
}

/** Correct a question of a kind other than multiple choice, in that kind's own shape: it stays of its kind. */
export function KindEditForm({ question, reportId, onSaved }: { question: OtherKind; reportId: string | null; onSaved: () => void }) {
  const [draft, setDraft] = useState<KindDraft>(() => kindDraftFrom(question))
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const id = useId()
  const set = <K extends keyof KindDraft>(key: K, value: KindDraft[K]) => setDraft((d) => ({ ...d, [key]: value }))
  const setText = (index: number, value: string) => setDraft((d) => ({ ...d, texts: d.texts.map((t, i) => (i === index ? value : t)) }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const check = checkKindDraft(draft)
    if (!check.ok) return setError(check.message)
    setError(null)
    setBusy(true)
    try {
      const answer = await updateQuestion({ id: question.id, ...check.edit, report_id: reportId })
      notifySuccess(answer.message || Messages.questionUpdated)
      onSaved()
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  const legend = LIST_LEGENDS[draft.kind]
  return (
    <form className="form question-edit" onSubmit={submit} noValidate aria-label="Update question">
      <p className="quiz-muted">A {KIND_NAMES[draft.kind]} question; it stays one.</p>
      <div className="field">
        <label htmlFor={`${id}-q`}>{draft.kind === "true_false" ? "Statement" : "Question"}</label>
        <textarea id={`${id}-q`} rows={2} value={draft.question} onChange={(e) => set("question", e.target.value)} />
      </div>
      {draft.kind === "true_false" && (
        <fieldset className="question-edit__options">
          <legend>The statement is</legend>
          {([true, false] as const).map((value) => (
            <label key={String(value)} className="question-edit__option">
              <input type="radio" name={`${id}-answer`} checked={draft.answer === value} onChange={() => set("answer", value)} />
              {value ? "True" : "False"}
            </label>
          ))}
        </fieldset>
      )}
      {legend !== undefined && (
        <fieldset className="question-edit__options">
          <legend>{legend}</legend>
          {draft.texts.map((text, index) => (
            <div key={index} className="question-edit__option">
              <label htmlFor={`${id}-t${index}`} className="question-edit__letter">
                {index + 1}
              </label>
              <input
                id={`${id}-t${index}`}
                type="text"
                value={text}
                onChange={(e) => setText(index, e.target.value)}
                aria-label={boxLabel(draft.kind, index)}
              />
            </div>
          ))}
        </fieldset>
      )}
      {draft.kind === "type_answer" && (
        <fieldset className="question-edit__options">
          <legend>Forgive</legend>
          {(
            [
              ["forgive_case", "Capital letters"],
              ["forgive_accents", "Accents"],
              ["forgive_typos", "Small typos"],
            ] as const
          ).map(([key, label]) => (
            <label key={key} className="question-edit__option">
              <input type="checkbox" checked={draft[key]} onChange={(e) => set(key, e.target.checked)} />
              {label}
            </label>
          ))}
        </fieldset>
      )}
      {draft.kind === "slider" && (
        <fieldset className="question-edit__options question-edit__slider">
          <legend>Slider</legend>
          <NumberField label="Lowest number" value={draft.min} onChange={(v) => set("min", v)} />
          <NumberField label="Highest number" value={draft.max} onChange={(v) => set("max", v)} />
          <NumberField label="Step" value={draft.step} onChange={(v) => set("step", v)} />
          <NumberField label="Answer" value={draft.value} onChange={(v) => set("value", v)} />
          <NumberField label="Margin (no points this far from the answer)" value={draft.margin} onChange={(v) => set("margin", v)} />
          <div className="field">
            <label htmlFor={`${id}-unit`}>Unit (optional)</label>
            <input id={`${id}-unit`} type="text" value={draft.unit} onChange={(e) => set("unit", e.target.value)} />
          </div>
        </fieldset>
      )}
      <div className="field">
        <label htmlFor={`${id}-ex`}>{draft.kind === "poll" ? "Explanation (optional)" : "Explanation"}</label>
        <textarea id={`${id}-ex`} rows={3} value={draft.explanation} onChange={(e) => set("explanation", e.target.value)} />
      </div>
      <FormError message={error} />
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Saving…" : "Update question"}
        </button>
      </div>
    </form>
  )
}

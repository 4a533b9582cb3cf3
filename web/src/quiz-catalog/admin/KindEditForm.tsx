import { type FormEvent, useId, useState } from "react"

import { errorMessage } from "#web/http/errors.ts"
import { FormError } from "#web/ui/Field.tsx"
import { notifySuccess } from "#web/ui/notify.ts"

import { type QuizWords, useQuizWords } from "../../quiz-play/words.ts"
import { updateQuestion } from "./adminApi.ts"
import { checkKindDraft, type KindDraft, kindDraftFrom } from "./kindEdit.ts"

type OtherKind = Parameters<typeof kindDraftFrom>[0]

/** The label of each box of a kind's list. */
const boxLabel = (m: QuizWords, kind: KindDraft["kind"], index: number): string =>
  kind === "type_answer" ? m.acceptedAnswerBox(index + 1) : kind === "order" ? m.itemBox(index + 1) : m.optionNamed(String(index + 1))

/** The legend of a kind's list, for the kinds made of one. */
const listLegend = (m: QuizWords, kind: KindDraft["kind"]): string | undefined =>
  kind === "type_answer" || kind === "order" || kind === "poll" ? m.listLegends[kind] : undefined

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
  const m = useQuizWords()
  const [draft, setDraft] = useState<KindDraft>(() => kindDraftFrom(question))
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const id = useId()
  const set = <K extends keyof KindDraft>(key: K, value: KindDraft[K]) => setDraft((d) => ({ ...d, [key]: value }))
  const setText = (index: number, value: string) => setDraft((d) => ({ ...d, texts: d.texts.map((t, i) => (i === index ? value : t)) }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const check = checkKindDraft(draft, m)
    if (!check.ok) return setError(check.message)
    setError(null)
    setBusy(true)
    try {
      const answer = await updateQuestion({ id: question.id, ...check.edit, report_id: reportId })
      notifySuccess(answer.message || m.questionUpdated)
      onSaved()
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  const legend = listLegend(m, draft.kind)
  return (
    <form className="form question-edit" onSubmit={submit} noValidate aria-label={m.updateQuestion}>
      <p className="quiz-muted">{m.kindStays(m.kindNames[draft.kind])}</p>
      <div className="field">
        <label htmlFor={`${id}-q`}>{draft.kind === "true_false" ? m.statement : m.questionField}</label>
        <textarea id={`${id}-q`} rows={2} value={draft.question} onChange={(e) => set("question", e.target.value)} />
      </div>
      {draft.kind === "true_false" && (
        <fieldset className="question-edit__options">
          <legend>{m.statementIs}</legend>
          {([true, false] as const).map((value) => (
            <label key={String(value)} className="question-edit__option">
              <input type="radio" name={`${id}-answer`} checked={draft.answer === value} onChange={() => set("answer", value)} />
              {value ? m.trueWord : m.falseWord}
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
                aria-label={boxLabel(m, draft.kind, index)}
              />
            </div>
          ))}
        </fieldset>
      )}
      {draft.kind === "type_answer" && (
        <fieldset className="question-edit__options">
          <legend>{m.forgive}</legend>
          {(
            [
              ["forgive_case", m.forgiveCase],
              ["forgive_accents", m.forgiveAccents],
              ["forgive_typos", m.forgiveTypos],
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
          <legend>{m.slider}</legend>
          <NumberField label={m.lowestNumber} value={draft.min} onChange={(v) => set("min", v)} />
          <NumberField label={m.highestNumber} value={draft.max} onChange={(v) => set("max", v)} />
          <NumberField label={m.step} value={draft.step} onChange={(v) => set("step", v)} />
          <NumberField label={m.answer} value={draft.value} onChange={(v) => set("value", v)} />
          <NumberField label={m.margin} value={draft.margin} onChange={(v) => set("margin", v)} />
          <div className="field">
            <label htmlFor={`${id}-unit`}>{m.unitOptional}</label>
            <input id={`${id}-unit`} type="text" value={draft.unit} onChange={(e) => set("unit", e.target.value)} />
          </div>
        </fieldset>
      )}
      <div className="field">
        <label htmlFor={`${id}-ex`}>{draft.kind === "poll" ? m.explanationOptional : m.explanation}</label>
        <textarea id={`${id}-ex`} rows={3} value={draft.explanation} onChange={(e) => set("explanation", e.target.value)} />
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

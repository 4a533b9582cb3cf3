import { type FormEvent, useId, useState } from "react"

import { optionLabel, QuizLimits } from "#schemas/quiz-rules.ts"
import { useQuizUser } from "#web/accounts/useQuizUser.ts"
import { Field } from "#web/ui/Field.tsx"
import { notifyError, notifySuccess } from "#web/ui/notify.ts"
import { useFocusOnProblem } from "#web/ui/useFocusOnProblem.ts"

import { reportQuestion } from "../gameApi.ts"
import { sayIn, useQuizWords } from "../words.ts"
import { checkReport, reportOptionId, type ReportProblem } from "./reportRules.ts"

/** Report a problem with one question (docs/product.md §2): a disclosure holding name (guests) and explanation. */
export function ReportForm({ questionId, number, options }: { questionId: string; number: number; options: readonly string[] }) {
  const m = useQuizWords()
  const user = useQuizUser()
  const [open, setOpen] = useState(false)
  const [name, setName] = useState("")
  const [report, setReport] = useState("")
  // The option is sent by id, so the admin sees the same option whatever letter a screen gave it.
  const [optionId, setOptionId] = useState("")
  const [problem, setProblem] = useState<ReportProblem | null>(null)
  const [busy, setBusy] = useState(false)
  const { formRef, refused } = useFocusOnProblem()
  const panelId = useId()
  const textId = useId()
  const optionFieldId = useId()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = checkReport({ name, report }, user !== null, m)
    setProblem(found)
    if (found) return refused()
    setBusy(true)
    try {
      const answer = await reportQuestion(questionId, report.trim(), user ? undefined : name.trim(), optionId || undefined)
      notifySuccess(sayIn(m, answer.message))
      setReport("")
      setOptionId("")
      setOpen(false)
    } catch (e) {
      notifyError(e)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="question-report">
      <button type="button" className="quiz-link" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        {m.reportAProblem}
        <span className="visually-hidden">{m.withQuestion(number)}</span>
      </button>
      {open && (
        <form ref={formRef} id={panelId} className="form question-report__form" onSubmit={submit} noValidate aria-label={m.reportAProblemWith(number)}>
          {!user && (
            <Field
              label={m.yourName}
              name="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={QuizLimits.maxReporterNameLength}
              error={problem?.field === "name" ? problem.message : null}
            />
          )}
          <div className="field">
            <label htmlFor={optionFieldId}>{m.whichOption}</label>
            <select id={optionFieldId} name="option" value={optionId} onChange={(e) => setOptionId(e.target.value)}>
              <option value="">{m.theQuestionItself}</option>
              {options.map((option, index) => (
                <option key={index} value={reportOptionId(index)}>
                  {optionLabel(index) ?? index + 1}) {option}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={textId}>{m.whatIsWrong}</label>
            <textarea
              id={textId}
              name="report"
              rows={3}
              value={report}
              onChange={(e) => setReport(e.target.value)}
              maxLength={QuizLimits.maxReportLength}
              aria-invalid={problem?.field === "report" ? true : undefined}
              aria-describedby={problem?.field === "report" ? `${textId}-error` : undefined}
            />
            {problem?.field === "report" && (
              <small id={`${textId}-error`} className="field__error" role="alert">
                {problem.message}
              </small>
            )}
          </div>
          <div className="button-row">
            <button type="submit" className="button button--small" disabled={busy}>
              {m.sendReport}
            </button>
            <button type="button" className="button button--small button--secondary" onClick={() => setOpen(false)}>
              {m.cancel}
            </button>
          </div>
        </form>
      )}
    </div>
  )
}

import { useSignals } from "@preact/signals-react/runtime"
import { useCallback, useEffect, useState } from "react"

import { playerName } from "#schemas/i18n/player-name.ts"
import { optionLabel } from "#schemas/quiz-rules.ts"
import { quiz } from "#web/state/store.ts"
import { ErrorPanel, LoadingPanel } from "#web/ui/Panels.tsx"

import { useQuizWords } from "../../quiz-play/words.ts"
import { loadQuestionFeedback } from "./adminApi.ts"
import { shortDateTime } from "./format.ts"
import { PlayFiguresDetails, PlayFiguresLoader } from "./PlayFigures.tsx"
import { PlayFlaggedList } from "./PlayFlaggedList.tsx"
import { QuestionEditForm } from "./QuestionEditForm.tsx"
import { QuestionHistory } from "./QuestionHistory.tsx"
import { isReportLists, type Report } from "./types.ts"

/** Reported questions and those play flags: the needs-review lists with an update form each, and the last 30 days' reviews. */
export function QuestionFeedbackReview() {
  useSignals()
  const m = useQuizWords()
  const stored = quiz.questionFeedback.value
  const lists = isReportLists(stored) ? stored : null
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<unknown>(null)
  const [version, setVersion] = useState(0)

  const refresh = useCallback(async () => {
    setLoading(true)
    setError(null)
    try {
      await loadQuestionFeedback()
    } catch (e) {
      setError(e)
    } finally {
      setLoading(false)
    }
  }, [])

  useEffect(() => {
    void refresh()
  }, [refresh])

  const saved = () => {
    setVersion((v) => v + 1)
    void refresh()
  }

  return (
    <>
      <section className="card admin-section" aria-labelledby="admin-review-title" aria-busy={loading}>
        <h2 id="admin-review-title">{m.questionsNeedingReview}</h2>
        {error !== null && <ErrorPanel error={error} onRetry={() => void refresh()} />}
        {lists === null && loading && <LoadingPanel label={m.loadingReports} />}
        {lists && lists.unresolved.length === 0 && <p className="quiz-muted">{m.noOpenReports}</p>}
        {lists && lists.unresolved.length > 0 && (
          <ul className="report-list">
            {lists.unresolved.map((report) => (
              <OpenReport key={report.report_id} report={report} version={version} onSaved={saved} />
            ))}
          </ul>
        )}
      </section>
      <PlayFlaggedList version={version} onSaved={saved} />
      <section className="card admin-section" aria-labelledby="admin-resolved-title">
        <h2 id="admin-resolved-title">{m.reviewedLast30Days}</h2>
        {lists && lists.resolved.length === 0 && <p className="quiz-muted">{m.nothingReviewed}</p>}
        {lists && lists.resolved.length > 0 && <ResolvedTable reports={lists.resolved} version={version} />}
      </section>
    </>
  )
}

/** The option a report names, by its text as the reporter saw it, and where it stands in the question now. */
function ReportedOptionLine({ option, question }: { option: { id: string; text: string }; question: Report["question"] }) {
  const m = useQuizWords()
  const now = question ? question.options.indexOf(option.text) : -1
  return (
    <p className="report__option">
      {m.aboutTheOption} <strong>{m.quoted(option.text)}</strong>
      {now >= 0 ? m.optionInFormBelow(optionLabel(now) ?? String(now + 1)) : m.optionSinceChanged}
    </p>
  )
}

function OpenReport({ report, version, onSaved }: { report: Report; version: number; onSaved: () => void }) {
  const m = useQuizWords()
  return (
    <li className="report">
      <header className="report__head">
        <p className="report__topic">{m.reportTopic(report.topic, report.level)}</p>
        <p className="quiz-muted">
          {m.reportedBy} <strong>{playerName(m, report.reported_by)}</strong> · <time dateTime={report.created_at}>{shortDateTime(report.created_at, m)}</time>
        </p>
      </header>
      <blockquote className="report__text">{report.report}</blockquote>
      {report.option && <ReportedOptionLine option={report.option} question={report.question} />}
      {report.question ? (
        <>
          <PlayFiguresLoader questionId={report.question.id} version={version} />
          <QuestionEditForm question={report.question} reportId={report.report_id} onSaved={onSaved} />
          <QuestionHistory questionId={report.question.id} version={version} />
        </>
      ) : (
        <p className="quiz-muted">{m.questionGone}</p>
      )}
    </li>
  )
}

function ResolvedTable({ reports, version }: { reports: readonly Report[]; version: number }) {
  const m = useQuizWords()
  return (
    <div className="table-scroll" role="region" aria-label={m.reportsReviewedTable} tabIndex={0}>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{m.quizColumn}</th>
            <th scope="col">{m.questionColumn}</th>
            <th scope="col">{m.reportColumn}</th>
            <th scope="col">{m.reportedBy}</th>
            <th scope="col">{m.reviewedBy}</th>
            <th scope="col">{m.reviewed}</th>
          </tr>
        </thead>
        <tbody>
          {reports.map((r) => (
            <tr key={r.report_id}>
              <td>{m.reportTopic(r.topic, r.level)}</td>
              <td>{r.question?.question ?? "—"}</td>
              <td>{r.report}</td>
              <td>{playerName(m, r.reported_by)}</td>
              <td>{r.reviewed_by ?? "—"}</td>
              <td>
                {r.reviewed_at ? shortDateTime(r.reviewed_at, m) : "—"}
                {r.question && (
                  <>
                    <PlayFiguresDetails questionId={r.question.id} version={version} />
                    <QuestionHistory questionId={r.question.id} version={version} />
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

import { useCallback, useEffect, useState } from "react"

import { errorMessage } from "#web/http/errors.ts"
import { FormError } from "#web/ui/Field.tsx"
import { notifySuccess } from "#web/ui/notify.ts"
import { ErrorPanel, LoadingPanel } from "#web/ui/Panels.tsx"

import { levelName, useQuizWords } from "../../quiz-play/words.ts"
import { fetchPlayFlagged, keepQuestionAsIs } from "./adminApi.ts"
import { flagEvidence } from "./playEvidence.ts"
import { PlayFigures } from "./PlayFigures.tsx"
import { QuestionEditForm } from "./QuestionEditForm.tsx"
import { QuestionHistory } from "./QuestionHistory.tsx"
import type { FlaggedQuestion } from "./types.ts"

/** The questions play has put on the review list (a key that looks wrong, a level far off), each with its evidence, figures and an update form. */
export function PlayFlaggedList({ version, onSaved }: { version: number; onSaved: () => void }) {
  const m = useQuizWords()
  const [flagged, setFlagged] = useState<FlaggedQuestion[] | null>(null)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<unknown>(null)

  const refresh = useCallback(async () => {
    setLoading(true)
    setError(null)
    try {
      setFlagged(await fetchPlayFlagged())
    } catch (e) {
      setError(e)
    } finally {
      setLoading(false)
    }
  }, [])

  // Again after every save here or in the reports: a corrected question starts its figures afresh.
  useEffect(() => {
    void refresh()
  }, [refresh, version])

  return (
    <section className="card admin-section" aria-labelledby="admin-play-title" aria-busy={loading}>
      <h2 id="admin-play-title">{m.flaggedByPlay}</h2>
      <p className="quiz-muted">{m.flaggedByPlayIntro}</p>
      {error !== null && <ErrorPanel error={error} onRetry={() => void refresh()} />}
      {flagged === null && loading && <LoadingPanel label={m.loadingFlagged} />}
      {flagged && flagged.length === 0 && <p className="quiz-muted">{m.noneFlagged}</p>}
      {flagged && flagged.length > 0 && (
        <ul className="report-list">
          {flagged.map((f) => (
            <li key={f.question.id} className="report">
              <header className="report__head">
                <p className="report__topic">
                  {f.topic} ({levelName(m, f.level)})
                </p>
                <p>{f.question.question}</p>
              </header>
              <ul className="play-evidence">
                {f.flags.map((flag) => (
                  <li key={flag.kind}>{flagEvidence(flag, f.question.correct_answer, f.level, m)}</li>
                ))}
              </ul>
              <PlayFigures figures={f.figures} />
              <QuestionEditForm question={f.question} reportId={null} onSaved={onSaved} />
              <KeepAsIs questionId={f.question.id} onKept={onSaved} />
              <QuestionHistory questionId={f.question.id} version={version} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The admin finds the question right as it is: it leaves the list until twice as many players have answered it. */
function KeepAsIs({ questionId, onKept }: { questionId: string; onKept: () => void }) {
  const m = useQuizWords()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const keep = async () => {
    setBusy(true)
    setError(null)
    try {
      notifySuccess((await keepQuestionAsIs(questionId)).message)
      onKept()
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="play-keep">
      <FormError message={error} />
      <div className="button-row">
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void keep()}>
          {busy ? m.keeping : m.keepAsIs}
        </button>
      </div>
    </div>
  )
}

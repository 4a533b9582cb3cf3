import { useEffect, useState } from "react"

import { ErrorPanel, LoadingPanel } from "#web/ui/Panels.tsx"

import { fetchDroppedQuestions, fetchQuestionHistory } from "./adminApi.ts"
import { shortDateTime } from "./format.ts"
import { changes } from "./questionRules.ts"
import type { DroppedQuestion, HistoryEntry } from "./types.ts"

/** Every edit of one question, oldest first, read from its QuestionUpdated events; and what the check dropped from its quiz. */
export function QuestionHistory({ questionId, version }: { questionId: string; version: number }) {
  const [open, setOpen] = useState(false)
  return (
    <details className="question-history" onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary>History</summary>
      {open && <HistoryList questionId={questionId} version={version} />}
    </details>
  )
}

function HistoryList({ questionId, version }: { questionId: string; version: number }) {
  const [loaded, setLoaded] = useState<{ entries: HistoryEntry[]; dropped: DroppedQuestion[] } | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    setError(null)
    Promise.all([fetchQuestionHistory(questionId), fetchDroppedQuestions(questionId)])
      .then(([entries, dropped]) => live && setLoaded({ entries, dropped }))
      .catch((e) => live && setError(e))
    return () => {
      live = false
    }
  }, [questionId, version, attempt])

  if (error !== null) return <ErrorPanel error={error} onRetry={() => setAttempt((n) => n + 1)} />
  if (loaded === null) return <LoadingPanel label="Loading the history…" />
  return (
    <>
      <Edits entries={loaded.entries} />
      <Dropped dropped={loaded.dropped} />
    </>
  )
}

/** The questions the blind check of the keys kept out of this question's quiz when it was made, with why. */
function Dropped({ dropped }: { dropped: DroppedQuestion[] }) {
  if (dropped.length === 0) return null
  return (
    <div className="question-history__dropped">
      <p className="question-history__who">
        <strong>Dropped when the quiz was made</strong> ({dropped.length}): the check of the answers did not pick their keys.
      </p>
      <ul>
        {dropped.map((d, i) => (
          <li key={`${d.question}-${i}`}>
            <span className="question-history__field">{d.question}</span> {d.reason}
          </li>
        ))}
      </ul>
    </div>
  )
}

function Edits({ entries }: { entries: HistoryEntry[] }) {
  if (entries.length === 0) return <p className="quiz-muted">Not edited yet.</p>
  return (
    <ol className="question-history__list">
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`}>
          <p className="question-history__who">
            <strong>{entry.by}</strong> · <time dateTime={entry.at}>{shortDateTime(entry.at)}</time>
          </p>
          <ul>
            {changes(entry.before, entry.after).map((c) => (
              <li key={c.field}>
                <span className="question-history__field">{c.field}:</span> <del>{c.before || "(empty)"}</del> → <ins>{c.after || "(empty)"}</ins>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  )
}

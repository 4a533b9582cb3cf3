import { useEffect, useState } from "react"

import { ErrorPanel, LoadingPanel } from "#web/ui/Panels.tsx"

import { fetchQuestionHistory } from "./adminApi.ts"
import { shortDateTime } from "./format.ts"
import { changes } from "./questionRules.ts"
import type { HistoryEntry } from "./types.ts"

/** Every edit of one question, oldest first, read from its QuestionUpdated events. */
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
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    setError(null)
    fetchQuestionHistory(questionId)
      .then((h) => live && setEntries(h))
      .catch((e) => live && setError(e))
    return () => {
      live = false
    }
  }, [questionId, version, attempt])

  if (error !== null) return <ErrorPanel error={error} onRetry={() => setAttempt((n) => n + 1)} />
  if (entries === null) return <LoadingPanel label="Loading the history…" />
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

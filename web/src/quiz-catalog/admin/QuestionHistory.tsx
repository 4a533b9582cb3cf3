import { useEffect, useState } from "react"

import { ErrorPanel, LoadingPanel } from "#web/ui/Panels.tsx"

import { sayIn, useQuizWords } from "../../quiz-play/words.ts"
import { fetchDroppedQuestions, fetchQuestionHistory } from "./adminApi.ts"
import { shortDateTime } from "./format.ts"
import { changes } from "./questionRules.ts"
import type { DroppedQuestion, HistoryEntry } from "./types.ts"

/** Every edit of one question, oldest first, read from its QuestionUpdated events; and what the check dropped from its quiz. */
export function QuestionHistory({ questionId, version }: { questionId: string; version: number }) {
  const m = useQuizWords()
  const [open, setOpen] = useState(false)
  return (
    <details className="question-history" onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary>{m.history}</summary>
      {open && <HistoryList questionId={questionId} version={version} />}
    </details>
  )
}

function HistoryList({ questionId, version }: { questionId: string; version: number }) {
  const m = useQuizWords()
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
  if (loaded === null) return <LoadingPanel label={m.loadingHistory} />
  return (
    <>
      <Edits entries={loaded.entries} />
      <Dropped dropped={loaded.dropped} />
    </>
  )
}

/** The questions the blind check of the keys kept out of this question's quiz when it was made, with why. */
function Dropped({ dropped }: { dropped: DroppedQuestion[] }) {
  const m = useQuizWords()
  if (dropped.length === 0) return null
  return (
    <div className="question-history__dropped">
      <p className="question-history__who">
        <strong>{m.droppedWhenMade}</strong>
        {m.droppedWhy(dropped.length)}
      </p>
      <ul>
        {dropped.map((d, i) => (
          <li key={`${d.question}-${i}`}>
            <span className="question-history__field">{d.question}</span> {sayIn(m, d.reason)}
          </li>
        ))}
      </ul>
    </div>
  )
}

function Edits({ entries }: { entries: HistoryEntry[] }) {
  const m = useQuizWords()
  if (entries.length === 0) return <p className="quiz-muted">{m.notEditedYet}</p>
  return (
    <ol className="question-history__list">
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`}>
          <p className="question-history__who">
            <strong>{entry.by}</strong> · <time dateTime={entry.at}>{shortDateTime(entry.at, m)}</time>
          </p>
          <ul>
            {changes(entry.before, entry.after, m).map((c) => (
              <li key={c.field}>
                <span className="question-history__field">{c.field}:</span> <del>{c.before || m.emptyField}</del> → <ins>{c.after || m.emptyField}</ins>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  )
}

import { useEffect, useState } from "react"

import { optionLabel } from "#schemas/quiz-rules.ts"
import { ErrorPanel, LoadingPanel } from "#web/ui/Panels.tsx"

import { fetchQuestionFigures } from "./adminApi.ts"
import { shortDateTime } from "./format.ts"
import { share } from "./playEvidence.ts"
import type { QuestionFigures } from "./types.ts"

/** One question's figures, loaded for it (again after each save, by `version`). */
export function PlayFiguresLoader({ questionId, version }: { questionId: string; version: number }) {
  const [figures, setFigures] = useState<QuestionFigures | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    setError(null)
    fetchQuestionFigures(questionId)
      .then((f) => live && setFigures(f))
      .catch((e) => live && setError(e))
    return () => {
      live = false
    }
  }, [questionId, version, attempt])

  if (error !== null) return <ErrorPanel error={error} onRetry={() => setAttempt((n) => n + 1)} />
  if (figures === null) return <LoadingPanel label="Loading how it fared in play…" />
  return <PlayFigures figures={figures} />
}

/** The figures behind a disclosure, loaded when it is opened (for the rows of the reviewed table). */
export function PlayFiguresDetails({ questionId, version }: { questionId: string; version: number }) {
  const [open, setOpen] = useState(false)
  return (
    <details className="question-history" onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary>In play</summary>
      {open && <PlayFiguresLoader questionId={questionId} version={version} />}
    </details>
  )
}

/** How a question fares in play: answers, share correct, the end quarters and each option's picks. */
export function PlayFigures({ figures }: { figures: QuestionFigures }) {
  const { answered, correct, strongest, weakest, kept } = figures
  if (answered === 0) return <p className="play-figures quiz-muted">In play: not answered yet (since its last correction).</p>
  return (
    <div className="play-figures">
      {kept && (
        <p className="play-figures__summary quiz-muted">
          Kept as it is by <strong>{kept.by}</strong> on <time dateTime={kept.at}>{shortDateTime(kept.at)}</time>, when {kept.answered}{" "}
          {kept.answered === 1 ? "player had" : "players had"} answered it.
        </p>
      )}
      <p className="play-figures__summary">
        In play: answered by <strong>{answered}</strong> {answered === 1 ? "player" : "players"}, <strong>{share(correct, answered)}</strong> correct. Strongest
        quarter: {strongest.correct} of {strongest.answered} correct; weakest quarter: {weakest.correct} of {weakest.answered}.
      </p>
      <div className="table-scroll" role="region" aria-label="Picks of each option" tabIndex={0}>
        <table className="admin-table play-figures__table">
          <caption className="visually-hidden">Picks of each option</caption>
          <thead>
            <tr>
              <th scope="col">Option</th>
              <th scope="col">Picked by</th>
              <th scope="col">Strongest quarter</th>
              <th scope="col">Weakest quarter</th>
            </tr>
          </thead>
          <tbody>
            {figures.options.map((o, index) => (
              <tr key={`${index}-${o.option}`} className={o.is_key ? "play-figures__key" : undefined}>
                <th scope="row">
                  {optionLabel(index) ?? index + 1}. {o.option}
                  {o.is_key && <span className="play-figures__badge"> (key)</span>}
                </th>
                <td>
                  {o.picks} ({share(o.picks, answered)})
                </td>
                <td>{o.strongest}</td>
                <td>{o.weakest}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

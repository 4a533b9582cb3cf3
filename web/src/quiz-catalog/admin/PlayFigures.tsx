import { useEffect, useState } from "react"

import { optionLabel } from "#schemas/quiz-rules.ts"
import { ErrorPanel, LoadingPanel } from "#web/ui/Panels.tsx"

import { useQuizWords } from "../../quiz-play/words.ts"
import { fetchQuestionFigures } from "./adminApi.ts"
import { shortDateTime } from "./format.ts"
import { share } from "./playEvidence.ts"
import type { QuestionFigures } from "./types.ts"

/** One question's figures, loaded for it (again after each save, by `version`). */
export function PlayFiguresLoader({ questionId, version }: { questionId: string; version: number }) {
  const m = useQuizWords()
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
  if (figures === null) return <LoadingPanel label={m.loadingFigures} />
  return <PlayFigures figures={figures} />
}

/** The figures behind a disclosure, loaded when it is opened (for the rows of the reviewed table). */
export function PlayFiguresDetails({ questionId, version }: { questionId: string; version: number }) {
  const m = useQuizWords()
  const [open, setOpen] = useState(false)
  return (
    <details className="question-history" onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary>{m.inPlay}</summary>
      {open && <PlayFiguresLoader questionId={questionId} version={version} />}
    </details>
  )
}

/** How a question fares in play: answers, share correct, the end quarters and each option's picks. */
export function PlayFigures({ figures }: { figures: QuestionFigures }) {
  const m = useQuizWords()
  const { answered, correct, strongest, weakest, kept } = figures
  if (answered === 0) return <p className="play-figures quiz-muted">{m.notAnsweredInPlay}</p>
  return (
    <div className="play-figures">
      {kept && (
        <p className="play-figures__summary quiz-muted">
          {m.keptAsItIsBy} <strong>{kept.by}</strong> {m.keptOn} <time dateTime={kept.at}>{shortDateTime(kept.at, m)}</time>
          {m.keptWhen(kept.answered)}
        </p>
      )}
      <p className="play-figures__summary">
        {m.inPlayAnsweredBy} <strong>{m.count(answered)}</strong> {m.playersComma(answered)} <strong>{share(correct, answered)}</strong>{" "}
        {m.correctByQuarter(strongest.correct, strongest.answered, weakest.correct, weakest.answered)}
      </p>
      <div className="table-scroll" role="region" aria-label={m.picksOfEachOption} tabIndex={0}>
        <table className="admin-table play-figures__table">
          <caption className="visually-hidden">{m.picksOfEachOption}</caption>
          <thead>
            <tr>
              <th scope="col">{m.optionColumn}</th>
              <th scope="col">{m.pickedBy}</th>
              <th scope="col">{m.strongestQuarter}</th>
              <th scope="col">{m.weakestQuarter}</th>
            </tr>
          </thead>
          <tbody>
            {figures.options.map((o, index) => (
              <tr key={`${index}-${o.option}`} className={o.is_key ? "play-figures__key" : undefined}>
                <th scope="row">
                  {optionLabel(index) ?? index + 1}. {o.option}
                  {o.is_key && <span className="play-figures__badge">{m.keyBadge}</span>}
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

import { useSignals } from "@preact/signals-react/runtime"
import { useCallback, useEffect, useState } from "react"

import { levelLabel } from "#schemas/quiz-rules.ts"
import { quiz } from "#web/state/store.ts"
import { ErrorPanel, LoadingPanel } from "#web/ui/Panels.tsx"

import { QuizDownloadButton } from "../../ui/DownloadButton.tsx"
import { CompletedQuizDetail } from "./CompletedQuizDetail.tsx"
import { scoreText, shortDate } from "./format.ts"
import { loadScoreboard } from "./profileApi.ts"
import { type CompletedQuiz, isScoreboard } from "./types.ts"

/** The player's scoreboard: totals, per level, and the completed graded and fun quizzes. */
export function ScoreboardPanel() {
  useSignals()
  const stored = quiz.quizScoreboard.value
  const board = isScoreboard(stored) ? stored : null
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<unknown>(null)
  const [detail, setDetail] = useState<CompletedQuiz | null>(null)

  const refresh = useCallback(async () => {
    setLoading(true)
    setError(null)
    try {
      await loadScoreboard()
    } catch (e) {
      setError(e)
    } finally {
      setLoading(false)
    }
  }, [])

  // The stored board shows at once; a fresh one replaces it when it arrives.
  useEffect(() => {
    void refresh()
  }, [refresh])

  return (
    <section className="card scoreboard" aria-labelledby="scoreboard-title" aria-busy={loading}>
      <h2 id="scoreboard-title">Scoreboard</h2>
      {error !== null && <ErrorPanel error={error} onRetry={() => void refresh()} />}
      {board === null && loading && <LoadingPanel label="Loading your scoreboard…" />}
      {board && (
        <>
          <dl className="scoreboard__totals">
            <div>
              <dt>Correct answers</dt>
              <dd data-testid="total-correct">{board.total_correct}</dd>
            </div>
            <div>
              <dt>Questions answered</dt>
              <dd data-testid="total-questions">{board.total_questions}</dd>
            </div>
            <div>
              <dt>Score</dt>
              <dd data-testid="total-percent">{board.percent_score}%</dd>
            </div>
          </dl>

          <h3>By level</h3>
          {board.score_by_level.length === 0 ? (
            <p className="quiz-muted">Take a graded quiz to see your score by level.</p>
          ) : (
            <div className="table-scroll">
              <table className="scoreboard__table">
                <thead>
                  <tr>
                    <th scope="col">Level</th>
                    <th scope="col">Correct</th>
                    <th scope="col">Questions</th>
                    <th scope="col">Score</th>
                  </tr>
                </thead>
                <tbody>
                  {board.score_by_level.map((l) => (
                    <tr key={l.level}>
                      <th scope="row">{levelLabel(l.level)}</th>
                      <td>{l.total_correct}</td>
                      <td>{l.total_questions}</td>
                      <td>{l.percent_score}%</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}

          <CompletedList title="Graded quizzes" items={board.completed_quizzes.graded} onOpen={setDetail} empty="No graded quizzes yet." />
          <CompletedList title="Taken for fun" items={board.completed_quizzes.fun} onOpen={setDetail} empty="No quizzes taken for fun yet." />
          {board.completed_quizzes.graded.length + board.completed_quizzes.fun.length > 0 && (
            <p className="scoreboard__export">
              <QuizDownloadButton path="/profile/history.csv" fallbackName="quiz-history.csv">
                Download my quiz history (CSV)
              </QuizDownloadButton>
            </p>
          )}
        </>
      )}
      {detail && <CompletedQuizDetail item={detail} onClose={() => setDetail(null)} />}
    </section>
  )
}

function CompletedList({
  title,
  items,
  onOpen,
  empty,
}: {
  title: string
  items: readonly CompletedQuiz[]
  onOpen: (item: CompletedQuiz) => void
  empty: string
}) {
  return (
    <>
      <h3>{title}</h3>
      {items.length === 0 ? (
        <p className="quiz-muted">{empty}</p>
      ) : (
        <ul className="completed-list" aria-label={title}>
          {items.map((item) => (
            <li key={`${item.quiz_id}-${item.date_completed}`} className="completed-list__item">
              <div>
                <p className="completed-list__topic">
                  {item.topic} <span className="quiz-muted">({levelLabel(item.level)})</span>
                </p>
                <p className="quiz-muted">{shortDate(item.date_completed)}</p>
              </div>
              <span className="completed-list__score">{scoreText(item.number_correct, item.number_questions, item.percent_score)}</span>
              <button type="button" className="button button--small button--secondary" onClick={() => onOpen(item)} aria-label={`Details of ${item.topic}`}>
                Details
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

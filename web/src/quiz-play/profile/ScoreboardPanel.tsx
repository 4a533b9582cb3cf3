import { useSignals } from "@preact/signals-react/runtime"
import { useCallback, useEffect, useState } from "react"

import { quiz } from "#web/state/store.ts"
import { ErrorPanel, LoadingPanel } from "#web/ui/Panels.tsx"

import { QuizDownloadButton } from "../../ui/DownloadButton.tsx"
import { levelName, useQuizWords } from "../words.ts"
import { CompletedQuizDetail } from "./CompletedQuizDetail.tsx"
import { scoreText, shortDate } from "./format.ts"
import { loadScoreboard } from "./profileApi.ts"
import { type CompletedQuiz, isScoreboard } from "./types.ts"

/** The player's scoreboard: totals, per level, and the completed graded and fun quizzes. */
export function ScoreboardPanel() {
  useSignals()
  const m = useQuizWords()
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
      <h2 id="scoreboard-title">{m.scoreboard}</h2>
      {error !== null && <ErrorPanel error={error} onRetry={() => void refresh()} />}
      {board === null && loading && <LoadingPanel label={m.loadingScoreboard} />}
      {board && (
        <>
          <dl className="scoreboard__totals">
            <div>
              <dt>{m.correctAnswers}</dt>
              <dd data-testid="total-correct">{board.total_correct}</dd>
            </div>
            <div>
              <dt>{m.questionsAnswered}</dt>
              <dd data-testid="total-questions">{board.total_questions}</dd>
            </div>
            <div>
              <dt>{m.score}</dt>
              <dd data-testid="total-percent">{board.percent_score}%</dd>
            </div>
          </dl>

          <h3>{m.byLevel}</h3>
          {board.score_by_level.length === 0 ? (
            <p className="quiz-muted">{m.takeGradedForLevels}</p>
          ) : (
            <div className="table-scroll">
              <table className="scoreboard__table">
                <thead>
                  <tr>
                    <th scope="col">{m.level}</th>
                    <th scope="col">{m.correct}</th>
                    <th scope="col">{m.questions}</th>
                    <th scope="col">{m.score}</th>
                  </tr>
                </thead>
                <tbody>
                  {board.score_by_level.map((l) => (
                    <tr key={l.level}>
                      <th scope="row">{levelName(m, l.level)}</th>
                      <td>{l.total_correct}</td>
                      <td>{l.total_questions}</td>
                      <td>{l.percent_score}%</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}

          <CompletedList title={m.gradedQuizzes} items={board.completed_quizzes.graded} onOpen={setDetail} empty={m.noGradedQuizzes} />
          <CompletedList title={m.takenForFun} items={board.completed_quizzes.fun} onOpen={setDetail} empty={m.noFunQuizzes} />
          {board.completed_quizzes.graded.length + board.completed_quizzes.fun.length > 0 && (
            <p className="scoreboard__export">
              <QuizDownloadButton path="/profile/history.csv" fallbackName="quiz-history.csv">
                {m.downloadHistory}
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
  const m = useQuizWords()
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
                  {item.topic} <span className="quiz-muted">({levelName(m, item.level)})</span>
                </p>
                <p className="quiz-muted">{shortDate(item.date_completed, m)}</p>
              </div>
              <span className="completed-list__score">{scoreText(item.number_correct, item.number_questions, item.percent_score)}</span>
              <button type="button" className="button button--small button--secondary" onClick={() => onOpen(item)} aria-label={m.detailsOf(item.topic)}>
                {m.details}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

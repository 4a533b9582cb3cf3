import "./sources.css"

import { useCallback, useEffect, useState } from "react"

import type { StaleQuestion } from "#schemas/api/quiz-sources.ts"
import { ErrorPanel, LoadingPanel } from "#web/ui/Panels.tsx"

import { useQuizWords } from "../quiz-play/words.ts"
import { fetchStaleQuestions, regenerateStale } from "./sourceApi.ts"

/** Questions whose recipe or post changed or went, by quiz, each quiz written again in one click. */
export function StaleQuestions() {
  const m = useQuizWords()
  const [list, setList] = useState<StaleQuestion[] | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const [said, setSaid] = useState<{ quizId: string; message: string } | null>(null)
  const [failure, setFailure] = useState<{ quizId: string; error: unknown } | null>(null)

  const load = useCallback(async () => {
    setError(null)
    try {
      setList(await fetchStaleQuestions())
    } catch (e) {
      setError(e)
    }
  }, [])
  useEffect(() => void load(), [load])

  const regenerate = async (quizId: string) => {
    setBusy(quizId)
    setSaid(null)
    setFailure(null)
    try {
      const answer = await regenerateStale(quizId)
      setSaid({ quizId, message: answer.message })
      await load()
    } catch (e) {
      setFailure({ quizId, error: e })
    } finally {
      setBusy(null)
    }
  }

  const quizzes = new Map<string, StaleQuestion[]>()
  for (const q of list ?? []) quizzes.set(q.quiz_id, [...(quizzes.get(q.quiz_id) ?? []), q])

  return (
    <section className="card stale-questions" aria-labelledby="stale-questions-title">
      <h2 id="stale-questions-title">{m.staleQuestions}</h2>
      <p className="quiz-muted">{m.staleQuestionsIntro}</p>
      {list === null && error === null && <LoadingPanel label={m.loadingStaleQuestions} />}
      {error !== null && <ErrorPanel error={error} onRetry={() => void load()} />}
      {said !== null && (
        <p role="status" className="quiz-muted">
          {said.message}
        </p>
      )}
      {list !== null && list.length === 0 && <p className="quiz-muted">{m.noStaleQuestions}</p>}
      {[...quizzes].map(([quizId, questions]) => (
        <article key={quizId} className="stale-questions__quiz">
          <h3>{questions[0]!.quiz_topic}</h3>
          <ul>
            {questions.map((q) => (
              <li key={q.question_id} className="stale-questions__item">
                <p>{q.question}</p>
                <p className="quiz-muted">{m.staleFrom(q.source_label, q.reason === "deleted")}</p>
              </li>
            ))}
          </ul>
          {failure?.quizId === quizId && <ErrorPanel error={failure.error} />}
          <button type="button" className="button button--small" disabled={busy !== null} onClick={() => void regenerate(quizId)}>
            {busy === quizId ? m.regenerating : m.regenerate(questions.length)}
          </button>
        </article>
      ))}
    </section>
  )
}

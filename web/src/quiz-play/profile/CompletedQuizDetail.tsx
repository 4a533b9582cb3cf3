import { useEffect, useState } from "react"

import { Modal } from "#web/ui/Modal.tsx"
import { ErrorPanel, LoadingPanel, NoticePanel } from "#web/ui/Panels.tsx"

import { letterOf } from "../play/reportRules.ts"
import { levelName, sayIn, useQuizWords } from "../words.ts"
import { scoreText } from "./format.ts"
import { fetchCompletionDetail } from "./profileApi.ts"
import type { CompletedQuiz, CompletionDetail } from "./types.ts"

/** One completed quiz, question by question (GET /profile/scoreboard/completed/{id}). */
export function CompletedQuizDetail({ item, onClose }: { item: CompletedQuiz; onClose: () => void }) {
  const m = useQuizWords()
  const [detail, setDetail] = useState<CompletionDetail | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    setError(null)
    fetchCompletionDetail(item.quiz_id)
      .then((d) => live && setDetail(d))
      .catch((e) => live && setError(e))
    return () => {
      live = false
    }
  }, [item.quiz_id, attempt])

  return (
    <Modal title={`${item.topic} (${levelName(m, item.level)})`} open onClose={onClose}>
      {error !== null && <ErrorPanel error={error} onRetry={() => setAttempt((n) => n + 1)} />}
      {detail === null && error === null && <LoadingPanel label={m.loadingYourAnswers} />}
      {detail && (
        <div className="completion-detail">
          <p className="completion-detail__score">
            {scoreText(detail.number_correct, detail.number_questions, detail.percent_score)}
            {detail.remark && <> — {sayIn(m, detail.remark)}</>}
          </p>
          {detail.answers_held && (
            <NoticePanel>
              <p>{sayIn(m, detail.answers_held.message)}</p>
              <button type="button" className="button button--secondary" onClick={() => setAttempt((n) => n + 1)}>
                {m.lookAgain}
              </button>
            </NoticePanel>
          )}
          <ol className="completion-detail__list">
            {detail.questions.map((q, index) => {
              const correctLetter = q.options ? letterOf(q.options, q.correct_answer) : null
              const givenLetter = q.options ? letterOf(q.options, q.given) : null
              return (
                <li key={q.id} className={q.is_correct ? "is-right" : "is-wrong"}>
                  <p className="completion-detail__q">{q.question ?? m.questionNumber(index + 1)}</p>
                  <p>
                    <strong>{q.is_correct ? m.right : m.wrong}</strong>
                    {" — "}
                    {m.yourAnswerWas(q.given === null ? null : `${givenLetter ? `${givenLetter}) ` : ""}${q.given}`)}
                    {!q.is_correct && (
                      <>
                        {m.correctWas} {correctLetter ? `${correctLetter}) ` : ""}
                        {q.correct_answer}
                      </>
                    )}
                  </p>
                  <p className="quiz-muted">{q.explanation}</p>
                </li>
              )
            })}
          </ol>
        </div>
      )}
    </Modal>
  )
}

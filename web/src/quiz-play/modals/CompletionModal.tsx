import { Modal } from "#web/ui/Modal.tsx"

import type { ShownResult } from "../types.ts"
import { sayIn, useQuizWords } from "../words.ts"

interface CompletionModalProps {
  result: ShownResult
  earlier: boolean
  onReview: () => void
  onReset: () => void
  onLeave: () => void
}

/** Score and remark, then review the answers, reset, or go back to the game room. */
export function CompletionModal({ result, earlier, onReview, onReset, onLeave }: CompletionModalProps) {
  const m = useQuizWords()
  return (
    <Modal title={earlier ? m.alreadyTookQuiz : m.quizComplete} open onClose={onReview}>
      <div className="completion">
        <p className="completion__score">
          <span className="completion__count">
            {result.number_correct} / {result.number_questions}
          </span>
          <span className="completion__percent">{result.percent_score}%</span>
        </p>
        <p className="completion__remark">{sayIn(m, result.remark)}</p>
        {result.late && <p className="quiz-muted">{m.answersLate}</p>}
        {!result.graded && <p className="quiz-muted">{m.takenForFunNote}</p>}
        {result.answers_held && <p className="quiz-muted">{m.resultHeldNote}</p>}
        <div className="button-row">
          <button type="button" className="button" onClick={onReview} autoFocus>
            {m.reviewAnswers}
          </button>
          <button type="button" className="button button--secondary" onClick={onReset}>
            {m.reset}
          </button>
          <button type="button" className="button button--sage" onClick={onLeave}>
            {m.backToGameRoom}
          </button>
        </div>
      </div>
    </Modal>
  )
}

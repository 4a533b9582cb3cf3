import * as Messages from "#schemas/messages.ts"
import { Modal } from "#web/ui/Modal.tsx"

import type { ShownResult } from "../types.ts"

interface CompletionModalProps {
  result: ShownResult
  earlier: boolean
  onReview: () => void
  onReset: () => void
  onLeave: () => void
}

/** Score and remark, then review the answers, reset, or go back to the game room. */
export function CompletionModal({ result, earlier, onReview, onReset, onLeave }: CompletionModalProps) {
  return (
    <Modal title={earlier ? "You already took this quiz" : "Quiz complete"} open onClose={onReview}>
      <div className="completion">
        <p className="completion__score">
          <span className="completion__count">
            {result.number_correct} / {result.number_questions}
          </span>
          <span className="completion__percent">{result.percent_score}%</span>
        </p>
        <p className="completion__remark">{result.remark}</p>
        {result.late && <p className="quiz-muted">Your answers arrived after the time was up, so they could not be counted.</p>}
        {!result.graded && <p className="quiz-muted">Taken for fun: saved to your fun list, not your score.</p>}
        {result.answers_held && <p className="quiz-muted">{Messages.resultHeldNote}</p>}
        <div className="button-row">
          <button type="button" className="button" onClick={onReview} autoFocus>
            Review answers
          </button>
          <button type="button" className="button button--secondary" onClick={onReset}>
            Reset
          </button>
          <button type="button" className="button button--sage" onClick={onLeave}>
            Back to the game room
          </button>
        </div>
      </div>
    </Modal>
  )
}

import { formatClock, quizDuration } from "#schemas/quiz-clock.ts"
import { levelLabel, QuizLimits } from "#schemas/quiz-rules.ts"
import { FormError } from "#web/ui/Field.tsx"
import { Modal } from "#web/ui/Modal.tsx"

import type { PlayerQuiz } from "../types.ts"

interface StartModalProps {
  quiz: PlayerQuiz
  signedIn: boolean
  graded: boolean
  /** A group challenge: graded, with no switch to play it for fun. */
  challenged?: boolean
  starting: boolean
  error: string | null
  onToggleGraded: () => void
  onStart: () => void
  onBack: () => void
}

/** Start a quiz: graded (signed-in players, timed, one attempt) or for fun; or go back. */
export function StartModal({ quiz, signedIn, graded, challenged = false, starting, error, onToggleGraded, onStart, onBack }: StartModalProps) {
  return (
    <Modal title="Ready to start?" open onClose={onBack}>
      <div className="start-modal">
        <p className="start-modal__quiz">
          <strong>{quiz.topic}</strong> · {levelLabel(quiz.level)} · {quiz.questions.length} question
          {quiz.questions.length === 1 ? "" : "s"}
        </p>
        {challenged ? (
          <p className="quiz-muted">A group challenge: it is graded, and your score is shown to the group.</p>
        ) : signedIn ? (
          <label className="switch">
            <input type="checkbox" role="switch" checked={graded} onChange={onToggleGraded} disabled={starting} />
            <span className="switch__track" aria-hidden="true" />
            <span>Grade me</span>
          </label>
        ) : (
          <p className="quiz-muted">Guests play for fun. Log in to have your quizzes graded and kept on your scoreboard.</p>
        )}
        <p className="start-modal__rules">
          {graded
            ? `Graded: you have ${formatClock(quizDuration(quiz.questions.length))} (${QuizLimits.secondsPerQuestion} seconds a question) and one attempt. The answers are shown when you finish.`
            : "For fun: no clock and no score on your scoreboard."}
        </p>
        <FormError message={error} />
        <div className="button-row">
          <button type="button" className="button" onClick={onStart} disabled={starting} autoFocus>
            {starting ? "Starting…" : "Start"}
          </button>
          <button type="button" className="button button--secondary" onClick={onBack} disabled={starting}>
            Go back
          </button>
        </div>
      </div>
    </Modal>
  )
}

import { formatClock, quizDuration } from "#schemas/quiz-clock.ts"
import { QuizLimits } from "#schemas/quiz-rules.ts"
import { FormError } from "#web/ui/Field.tsx"
import { Modal } from "#web/ui/Modal.tsx"

import type { PlayerQuiz } from "../types.ts"
import { levelName, useQuizWords } from "../words.ts"

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
  const m = useQuizWords()
  return (
    <Modal title={m.readyToStart} open onClose={onBack}>
      <div className="start-modal">
        <p className="start-modal__quiz">
          <strong>{quiz.topic}</strong> · {levelName(m, quiz.level)} · {m.questionCount(quiz.questions.length)}
        </p>
        {challenged ? (
          <p className="quiz-muted">{m.groupChallengeNote}</p>
        ) : signedIn ? (
          <label className="switch">
            <input type="checkbox" role="switch" checked={graded} onChange={onToggleGraded} disabled={starting} />
            <span className="switch__track" aria-hidden="true" />
            <span>{m.gradeMe}</span>
          </label>
        ) : (
          <p className="quiz-muted">{m.guestsPlayForFun}</p>
        )}
        <p className="start-modal__rules">
          {graded ? m.gradedRules(formatClock(quizDuration(quiz.questions.length)), QuizLimits.secondsPerQuestion) : m.funRules}
        </p>
        <FormError message={error} />
        <div className="button-row">
          <button type="button" className="button" onClick={onStart} disabled={starting} autoFocus>
            {starting ? m.starting : m.start}
          </button>
          <button type="button" className="button button--secondary" onClick={onBack} disabled={starting}>
            {m.goBack}
          </button>
        </div>
      </div>
    </Modal>
  )
}

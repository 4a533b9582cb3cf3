import "./kinds-picker.css"

import { QUESTION_KINDS, type QuestionKind } from "#schemas/question-kinds.ts"

import { useQuizWords } from "../quiz-play/words.ts"

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * A mix of kinds of question, a checkbox per kind: what a generated quiz is made of (at least one), or which
 * quizzes the chooser lists (`legend` says which).
 */
export function KindsPicker({ kinds, onChange, legend }: { kinds: readonly QuestionKind[]; onChange: (kinds: QuestionKind[]) => void; legend?: string }) {
  const m = useQuizWords()
  const toggle = (kind: QuestionKind, on: boolean) => onChange(QUESTION_KINDS.filter((k) => (k === kind ? on : kinds.includes(k))))
  return (
    <fieldset className="kinds-picker">
      <legend>{legend ?? m.kindsOfQuestion}</legend>
      <div className="kinds-picker__options">
        {QUESTION_KINDS.map((kind) => (
          <label key={kind} className="kinds-picker__option">
            <input type="checkbox" name="kinds" value={kind} checked={kinds.includes(kind)} onChange={(e) => toggle(kind, e.target.checked)} />
            <span>
              {capitalised(m.kindNames[kind])} <small className="field__hint">({m.kindHints[kind]})</small>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

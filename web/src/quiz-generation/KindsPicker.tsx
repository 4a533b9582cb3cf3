import { KIND_NAMES, QUESTION_KINDS, type QuestionKind } from "#schemas/question-kinds.ts"

/** What each kind asks of a player, beside its name. */
const KIND_HINTS: Readonly<Record<QuestionKind, string>> = {
  multiple_choice: "one right option",
  true_false: "true or false",
  type_answer: "small typos forgiven",
  order: "put items in order",
  slider: "points by closeness",
  poll: "no right answer, no points",
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * A mix of kinds of question, a checkbox per kind: what a generated quiz is made of (at least one), or which
 * quizzes the chooser lists (`legend` says which).
 */
export function KindsPicker({
  kinds,
  onChange,
  legend = "Kinds of question",
}: {
  kinds: readonly QuestionKind[]
  onChange: (kinds: QuestionKind[]) => void
  legend?: string
}) {
  const toggle = (kind: QuestionKind, on: boolean) => onChange(QUESTION_KINDS.filter((k) => (k === kind ? on : kinds.includes(k))))
  return (
    <fieldset className="kinds-picker">
      <legend>{legend}</legend>
      <div className="kinds-picker__options">
        {QUESTION_KINDS.map((kind) => (
          <label key={kind} className="kinds-picker__option">
            <input type="checkbox" name="kinds" value={kind} checked={kinds.includes(kind)} onChange={(e) => toggle(kind, e.target.checked)} />
            <span>
              {capitalised(KIND_NAMES[kind])} <small className="field__hint">({KIND_HINTS[kind]})</small>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

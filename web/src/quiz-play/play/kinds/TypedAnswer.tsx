import { useId } from "react"

import { QuestionKindLimits } from "#schemas/question-kinds.ts"

/** A type-the-answer question: one line of text, graded on the server with what the question forgives. */
export function TypedAnswer({ given, onAnswer }: { given: string | null; onAnswer: (answer: string) => void }) {
  const id = useId()
  return (
    <div className="field typed-answer">
      <label htmlFor={id}>Your answer</label>
      <input
        id={id}
        type="text"
        value={given ?? ""}
        maxLength={QuestionKindLimits.maxTypedLength}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="done"
        onChange={(e) => onAnswer(e.target.value)}
      />
    </div>
  )
}

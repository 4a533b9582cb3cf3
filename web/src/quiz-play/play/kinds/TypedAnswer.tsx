import { useId } from "react"

import { QuestionKindLimits } from "#schemas/question-kinds.ts"

import { useQuizWords } from "../../words.ts"

/** A type-the-answer question: one line of text, graded on the server with what the question forgives. */
export function TypedAnswer({ given, onAnswer }: { given: string | null; onAnswer: (answer: string) => void }) {
  const m = useQuizWords()
  const id = useId()
  return (
    <div className="field typed-answer">
      <label htmlFor={id}>{m.yourAnswer}</label>
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

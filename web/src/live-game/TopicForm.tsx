import { type FormEvent, useId, useState } from "react"

import { DEFAULT_KINDS, type QuestionKind } from "#schemas/question-kinds.ts"
import { LEVELS, QuizLimits } from "#schemas/quiz-rules.ts"
import { FormError } from "#web/ui/Field.tsx"

import { KindsPicker } from "../quiz-generation/KindsPicker.tsx"
import { submitTopic } from "./liveGame.ts"
import { useLiveWords } from "./words.ts"

/** A topic for a coming round: topic, level, number of questions (5 unless changed) and the mix of kinds, as the generator takes them. */
export function TopicForm() {
  const m = useLiveWords()
  const [topic, setTopic] = useState("")
  const [level, setLevel] = useState<string>("high_school")
  const [number, setNumber] = useState(String(QuizLimits.liveGameQuestions))
  const [kinds, setKinds] = useState<readonly QuestionKind[]>(DEFAULT_KINDS)
  const [busy, setBusy] = useState(false)
  const ids = { topic: useId(), level: useId(), number: useId() }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const answer = await submitTopic(topic, level, Number(number), kinds)
    setBusy(false)
    if (answer.success) setTopic("")
  }

  return (
    <form className="live-topic" onSubmit={onSubmit} aria-label={m.submitATopic}>
      <div className="field live-topic__topic">
        <label htmlFor={ids.topic}>{m.topic}</label>
        <input
          id={ids.topic}
          value={topic}
          maxLength={QuizLimits.maxTopicLength}
          required
          placeholder={m.topicPlaceholder}
          onChange={(e) => setTopic(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.level}>{m.level}</label>
        <select id={ids.level} value={level} onChange={(e) => setLevel(e.target.value)}>
          {LEVELS.map((l) => (
            <option key={l} value={l}>
              {m.levelLabels[l]}
            </option>
          ))}
        </select>
      </div>
      <div className="field live-topic__number">
        <label htmlFor={ids.number}>{m.questions}</label>
        <input
          id={ids.number}
          type="number"
          min={QuizLimits.minQuestions}
          max={QuizLimits.maxQuestions}
          value={number}
          onChange={(e) => setNumber(e.target.value)}
        />
      </div>
      <KindsPicker kinds={kinds} onChange={setKinds} />
      <FormError message={kinds.length === 0 ? m.kindsRequired : null} />
      <button type="submit" className="button button--secondary" disabled={busy || topic.trim() === "" || kinds.length === 0}>
        {busy ? m.submitting : m.submitTopic}
      </button>
    </form>
  )
}

import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react"

import { LEVEL_LABELS, LEVELS, type Quality, QuizLimits } from "#schemas/quiz-rules.ts"
import { useQuizUser } from "#web/accounts/useQuizUser.ts"
import { quiz as quizState } from "#web/state/store.ts"
import { Field, FormError } from "#web/ui/Field.tsx"
import { ErrorPanel, LoadingPanel } from "#web/ui/Panels.tsx"

import { type GenerateParams, generateQuiz } from "../quiz-play/gameApi.ts"
import type { PlayerQuiz } from "../quiz-play/types.ts"
import { generateFromSource, type SourceQuizBody } from "../quiz-sources/sourceApi.ts"
import { checkSourceQuiz, initialSourceValues, type SourceValues } from "../quiz-sources/sourceForm.ts"
import { SourcePicker } from "../quiz-sources/SourcePicker.tsx"
import { debounce } from "./debounce.ts"
import { checkGenerator, type GeneratorValues, initialGeneratorValues } from "./generatorForm.ts"
import { KindsPicker } from "./KindsPicker.tsx"

const DEBOUNCE_MS = 500

/** The topic form (docs/product.md §2, §4, §5): a new quiz from the AI generator. */
export function GeneratorCard({ onQuiz }: { onQuiz: (quiz: PlayerQuiz) => void }) {
  const user = useQuizUser()
  const [values, setValues] = useState<GeneratorValues>(initialGeneratorValues)
  // What the quiz is made from: the topic field, or a recipe, post, text, page or PDF (signed-in players).
  const [source, setSource] = useState<SourceValues>(initialSourceValues)
  const [invalid, setInvalid] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const levelId = useId()
  const onQuizRef = useRef(onQuiz)
  onQuizRef.current = onQuiz

  const run = useMemo(
    () =>
      debounce(
        (params: GenerateParams | SourceQuizBody) =>
          void (async () => {
            try {
              const quiz = "source" in params ? await generateFromSource(params) : await generateQuiz(params)
              const current = quizState.quizUserInfo.peek()
              if (current && typeof quiz.quizzes_remaining === "number") {
                quizState.setCredentials({ ...current, quizzes_remaining: quiz.quizzes_remaining })
              }
              onQuizRef.current(quiz)
            } catch (error) {
              setFailure(error)
            } finally {
              setPending(false)
            }
          })(),
        DEBOUNCE_MS,
      ),
    [],
  )
  useEffect(() => () => run.cancel(), [run])

  const set = (key: keyof GeneratorValues) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const check = user && source.kind !== "topic" ? checkSourceQuiz(source, values, true) : checkGenerator(values, user !== null)
    if (!check.ok) return setInvalid(check.message)
    setInvalid(null)
    setFailure(null)
    setPending(true)
    run(check.params)
  }

  const setModel = (model: Quality) => setValues((v) => ({ ...v, model }))

  return (
    <section className="card quiz-generator" aria-labelledby="quiz-generator-title">
      <h2 id="quiz-generator-title">Generate a quiz</h2>
      <form className="form" onSubmit={submit} noValidate aria-busy={pending}>
        {user && <SourcePicker values={source} onChange={setSource} />}
        {(!user || source.kind === "topic") && (
          <Field
            label="Topic"
            name="topic"
            value={values.topic}
            onChange={set("topic")}
            placeholder="e.g. Backyard chickens"
            maxLength={QuizLimits.maxTopicLength}
          />
        )}
        <div className="quiz-generator__row">
          <div className="field">
            <label htmlFor={levelId}>Level</label>
            <select id={levelId} name="level" value={values.level} onChange={set("level")}>
              <option value="">Choose a level</option>
              {LEVELS.map((level) => (
                <option key={level} value={level}>
                  {LEVEL_LABELS[level]}
                </option>
              ))}
            </select>
          </div>
          <Field
            label="Questions"
            name="number"
            type="number"
            inputMode="numeric"
            min={QuizLimits.minQuestions}
            max={QuizLimits.maxQuestions}
            value={values.number}
            onChange={set("number")}
            hint={`${QuizLimits.minQuestions} to ${QuizLimits.maxQuestions}`}
          />
        </div>
        <KindsPicker kinds={values.kinds} onChange={(kinds) => setValues((v) => ({ ...v, kinds }))} />
        {user && (
          <fieldset className="quiz-generator__model">
            <legend>Quality</legend>
            <div className="segmented">
              {(["basic", "high_quality"] as const).map((model) => (
                <label key={model} className="segmented__option">
                  <input type="radio" name="model" value={model} checked={values.model === model} onChange={() => setModel(model)} />
                  <span>{model === "basic" ? "Basic" : "High-quality"}</span>
                </label>
              ))}
            </div>
            <small className="field__hint">High-quality quizzes use a stronger model. {user.quizzes_remaining} of today's high-quality quizzes left.</small>
          </fieldset>
        )}
        <FormError message={invalid} />
        <div className="button-row">
          <button type="submit" className="button" disabled={pending}>
            {pending ? "Generating…" : "Generate quiz"}
          </button>
        </div>
      </form>
      {pending && <LoadingPanel label="Writing your quiz… this can take a little while." />}
      {failure !== null && !pending && <ErrorPanel error={failure} />}
    </section>
  )
}

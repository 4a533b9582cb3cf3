import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react"

import { LEVELS, type Quality, QuizLimits } from "#schemas/quiz-rules.ts"
import { useQuizUser } from "#web/accounts/useQuizUser.ts"
import { quiz as quizState } from "#web/state/store.ts"
import { Field, FormError } from "#web/ui/Field.tsx"
import { ErrorPanel, LoadingPanel } from "#web/ui/Panels.tsx"

import { type GenerateParams, generateQuiz } from "../quiz-play/gameApi.ts"
import type { PlayerQuiz } from "../quiz-play/types.ts"
import { useQuizWords } from "../quiz-play/words.ts"
import { generateFromSource, type SourceQuizBody } from "../quiz-sources/sourceApi.ts"
import { checkSourceQuiz, initialSourceValues, type SourceValues } from "../quiz-sources/sourceForm.ts"
import { SourcePicker } from "../quiz-sources/SourcePicker.tsx"
import { debounce } from "./debounce.ts"
import { checkGenerator, type GeneratorValues, initialGeneratorValues } from "./generatorForm.ts"
import { KindsPicker } from "./KindsPicker.tsx"

const DEBOUNCE_MS = 500

/** The topic form (docs/product.md §2, §4, §5): a new quiz from the AI generator. */
export function GeneratorCard({ onQuiz }: { onQuiz: (quiz: PlayerQuiz) => void }) {
  const m = useQuizWords()
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
    const check = user && source.kind !== "topic" ? checkSourceQuiz(source, values, true, m) : checkGenerator(values, user !== null, m)
    if (!check.ok) return setInvalid(check.message)
    setInvalid(null)
    setFailure(null)
    setPending(true)
    run(check.params)
  }

  const setModel = (model: Quality) => setValues((v) => ({ ...v, model }))

  return (
    <section className="card quiz-generator" aria-labelledby="quiz-generator-title">
      <h2 id="quiz-generator-title">{m.generateAQuiz}</h2>
      <form className="form" onSubmit={submit} noValidate aria-busy={pending}>
        {user && <SourcePicker values={source} onChange={setSource} />}
        {(!user || source.kind === "topic") && (
          <Field
            label={m.topic}
            name="topic"
            value={values.topic}
            onChange={set("topic")}
            placeholder={m.topicPlaceholder}
            maxLength={QuizLimits.maxTopicLength}
          />
        )}
        <div className="quiz-generator__row">
          <div className="field">
            <label htmlFor={levelId}>{m.level}</label>
            <select id={levelId} name="level" value={values.level} onChange={set("level")}>
              <option value="">{m.chooseALevel}</option>
              {LEVELS.map((level) => (
                <option key={level} value={level}>
                  {m.levelLabels[level]}
                </option>
              ))}
            </select>
          </div>
          <Field
            label={m.questions}
            name="number"
            type="number"
            inputMode="numeric"
            min={QuizLimits.minQuestions}
            max={QuizLimits.maxQuestions}
            value={values.number}
            onChange={set("number")}
            hint={m.questionRange(QuizLimits.minQuestions, QuizLimits.maxQuestions)}
          />
        </div>
        <KindsPicker kinds={values.kinds} onChange={(kinds) => setValues((v) => ({ ...v, kinds }))} />
        {user && (
          <fieldset className="quiz-generator__model">
            <legend>{m.quality}</legend>
            <div className="segmented">
              {(["basic", "high_quality"] as const).map((model) => (
                <label key={model} className="segmented__option">
                  <input type="radio" name="model" value={model} checked={values.model === model} onChange={() => setModel(model)} />
                  <span>{model === "basic" ? m.qualityBasic : m.qualityHigh}</span>
                </label>
              ))}
            </div>
            <small className="field__hint">{m.highQualityLeft(user.quizzes_remaining)}</small>
          </fieldset>
        )}
        <FormError message={invalid} />
        <div className="button-row">
          <button type="submit" className="button" disabled={pending}>
            {pending ? m.generating : m.generateQuiz}
          </button>
        </div>
      </form>
      {pending && <LoadingPanel label={m.writingQuiz} />}
      {failure !== null && !pending && <ErrorPanel error={failure} />}
    </section>
  )
}

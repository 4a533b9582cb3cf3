import "./sources.css"
import "../content/dashboard/forms.css"

import { type FormEvent, useEffect, useId, useRef, useState } from "react"
import { Link, useSearchParams } from "react-router-dom"

import type { GeneratedQuiz } from "#schemas/api/quiz-generation.ts"
import { LEVELS, type Quality, QuizLimits } from "#schemas/quiz-rules.ts"
import { Field, FormError } from "#web/ui/Field.tsx"
import { ErrorPanel, LoadingPanel } from "#web/ui/Panels.tsx"

import { ContentIntro } from "../content/dashboard/ContentIntro.tsx"
import { useFocusHeading } from "../content/ui/useFocusHeading.ts"
import { initialGeneratorValues } from "../quiz-generation/generatorForm.ts"
import { levelName, useQuizWords } from "../quiz-play/words.ts"
import { ownerGenerateFromSource } from "./sourceApi.ts"
import { checkSourceQuiz, type SourceValues, sourceValuesFor } from "./sourceForm.ts"
import { SourcePicker } from "./SourcePicker.tsx"

/**
 * The owner's "Make a quiz" (/dashboard/quiz): a quiz for the quiz game made from one of the
 * homestead's recipes or posts (`?recipe=<id>`, `?post=<id>` choose it, as a recipe's or post's
 * own "Make a quiz" does), a category, pasted text, a web page or a PDF. The quiz made is listed
 * for players to take, and opens in the quiz game from here.
 */
export function DashboardQuizPage() {
  useFocusHeading()
  const m = useQuizWords()
  const [params] = useSearchParams()
  const [source, setSource] = useState<SourceValues>(() => sourceValuesFor({ recipe: params.get("recipe"), post: params.get("post") }))
  const [level, setLevel] = useState("")
  const [number, setNumber] = useState(initialGeneratorValues.number)
  const [model, setModel] = useState<Quality>("basic")
  const [invalid, setInvalid] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const [made, setMade] = useState<GeneratedQuiz | null>(null)
  const levelId = useId()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    const check = checkSourceQuiz(source, { ...initialGeneratorValues, level, number, model }, true, m)
    if (!check.ok) return setInvalid(check.message)
    setInvalid(null)
    setFailure(null)
    setMade(null)
    setPending(true)
    try {
      setMade(await ownerGenerateFromSource(check.params))
    } catch (error) {
      setFailure(error)
    } finally {
      setPending(false)
    }
  }

  return (
    <>
      <ContentIntro title={m.makeAQuiz}>{m.makeAQuizIntro}</ContentIntro>
      <section className="card quiz-source-maker" aria-label={m.whatQuizIsMadeFrom}>
        <form className="form content-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={pending}>
          <SourcePicker values={source} onChange={setSource} withTopic={false} />
          <div className="field">
            <label htmlFor={levelId}>{m.level}</label>
            <select id={levelId} name="level" value={level} onChange={(e) => setLevel(e.target.value)}>
              <option value="">{m.chooseALevel}</option>
              {LEVELS.map((l) => (
                <option key={l} value={l}>
                  {m.levelLabels[l]}
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
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            hint={m.questionRange(QuizLimits.minQuestions, QuizLimits.maxQuestions)}
          />
          <fieldset>
            <legend>{m.quality}</legend>
            <div className="choice-list">
              {(["basic", "high_quality"] as const).map((quality) => (
                <label key={quality} className="choice">
                  <input type="radio" name="model" value={quality} checked={model === quality} onChange={() => setModel(quality)} />
                  {quality === "basic" ? m.qualityBasic : m.qualityHigh}
                </label>
              ))}
            </div>
          </fieldset>
          <FormError message={invalid} />
          <div className="button-row">
            <button type="submit" className="button" disabled={pending}>
              {pending ? m.makingTheQuiz : m.makeTheQuiz}
            </button>
          </div>
        </form>
        {pending && <LoadingPanel label={m.writingTheQuiz} />}
        {failure !== null && !pending && <ErrorPanel error={failure} />}
      </section>
      {made && <MadeQuiz quiz={made} />}
    </>
  )
}

/** The quiz just made: its questions, and the way to it in the quiz game. */
function MadeQuiz({ quiz }: { quiz: GeneratedQuiz }) {
  const m = useQuizWords()
  // The focus moves to it once made, so the news is where the reader is.
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [quiz.id])
  return (
    <section className="card quiz-source-made" aria-labelledby="quiz-source-made-title">
      <h2 id="quiz-source-made-title" tabIndex={-1} ref={heading}>
        {m.quizMade(quiz.topic, levelName(m, quiz.level))}
      </h2>
      <p>{m.questionsListed(quiz.number_questions)}</p>
      <ol className="quiz-source-made__questions">
        {quiz.questions.map((q) => (
          <li key={q.id}>{q.question}</li>
        ))}
      </ol>
      <Link className="button" to="/quizgame" state={{ gradeQuiz: quiz.id }}>
        {m.openInQuizGame}
      </Link>
    </section>
  )
}

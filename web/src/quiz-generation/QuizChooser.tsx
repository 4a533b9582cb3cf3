import { useSignals } from "@preact/signals-react/runtime"
import { useCallback, useEffect, useState } from "react"

import { QUESTION_KINDS, type QuestionKind } from "#schemas/question-kinds.ts"
import { useQuizUser } from "#web/accounts/useQuizUser.ts"
import { quiz as quizState } from "#web/state/store.ts"
import { ErrorPanel, LoadingPanel } from "#web/ui/Panels.tsx"

import { fetchQuizList } from "../quiz-play/gameApi.ts"
import type { QuizSummary } from "../quiz-play/types.ts"
import { levelName, useQuizWords } from "../quiz-play/words.ts"
import { quizzesOfKinds } from "./kindsFilter.ts"
import { KindsPicker } from "./KindsPicker.tsx"
import { ratingDisplay } from "./rating.ts"

/** Earlier quizzes (GET /all, or /open for signed-in players), kept in quizList; expands on demand. */
export function QuizChooser({ onPick, busy }: { onPick: (quizId: string) => void; busy: boolean }) {
  useSignals()
  const m = useQuizWords()
  const user = useQuizUser()
  const [open, setOpen] = useState(false)
  // Whether the kept list was fetched since this opening: before that it may hold a quiz just completed.
  const [fresh, setFresh] = useState(false)
  const [error, setError] = useState<unknown>(null)
  // Which kinds of question the listed quizzes may hold; all at first.
  const [kinds, setKinds] = useState<readonly QuestionKind[]>(QUESTION_KINDS)
  const kept = (quizState.quizList.value ?? null) as QuizSummary[] | null
  const list = fresh ? kept : null

  const load = useCallback(async () => {
    setFresh(false)
    setError(null)
    try {
      quizState.setQuizList(await fetchQuizList(user !== null))
      setFresh(true)
    } catch (e) {
      setError(e)
    }
  }, [user?.id])

  // Fresh on each opening: ratings and the player's open quizzes change as they play.
  useEffect(() => {
    if (open) void load()
  }, [open, load])

  return (
    <section className="card quiz-chooser" aria-labelledby="quiz-chooser-title">
      <div className="quiz-chooser__head">
        <h2 id="quiz-chooser-title">{user ? m.quizzesNotTaken : m.earlierQuizzes}</h2>
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={open}
          aria-controls="quiz-chooser-list"
          onClick={() => {
            setFresh(false)
            setOpen((v) => !v)
          }}
        >
          {open ? m.hideQuizzes : m.chooseAQuiz}
        </button>
      </div>
      {open && (
        <div id="quiz-chooser-list">
          {!fresh && error === null && <LoadingPanel label={m.loadingQuizzes} />}
          {error !== null && <ErrorPanel error={error} onRetry={() => void load()} />}
          {list !== null && list.length === 0 && <p className="quiz-muted">{m.noQuizzesYet}</p>}
          {list !== null && list.length > 0 && <ChooserList quizzes={list} kinds={kinds} onKinds={setKinds} onPick={onPick} busy={busy} />}
        </div>
      )}
    </section>
  )
}

/** The quizzes made of the ticked kinds, with the boxes that tick them. */
function ChooserList({
  quizzes,
  kinds,
  onKinds,
  onPick,
  busy,
}: {
  quizzes: readonly QuizSummary[]
  kinds: readonly QuestionKind[]
  onKinds: (kinds: QuestionKind[]) => void
  onPick: (id: string) => void
  busy: boolean
}) {
  const m = useQuizWords()
  const shown = quizzesOfKinds(quizzes, kinds)
  return (
    <>
      <KindsPicker kinds={kinds} onChange={onKinds} legend={m.chooserKindsLegend} />
      <p className="quiz-muted" role="status">
        {m.chooserShown(shown.length, quizzes.length)}
      </p>
      {shown.length > 0 && (
        <ul className="quiz-cards">
          {shown.map((q) => (
            <QuizCard key={q.id} quiz={q} onPick={onPick} busy={busy} />
          ))}
        </ul>
      )}
    </>
  )
}

function QuizCard({ quiz, onPick, busy }: { quiz: QuizSummary; onPick: (id: string) => void; busy: boolean }) {
  const m = useQuizWords()
  const rating = ratingDisplay(quiz.average_rating, quiz.rating_count, m)
  const level = levelName(m, quiz.level)
  return (
    <li className="quiz-card">
      <span className="quiz-card__level">{level}</span>
      <h3 className="quiz-card__topic">{quiz.topic}</h3>
      <p className="quiz-card__meta">
        {m.questionCount(quiz.number_questions)}
        <span className="quiz-card__stars" role="img" aria-label={rating.label} title={rating.label}>
          {rating.stars}
        </span>
      </p>
      <button
        type="button"
        className="button button--small"
        disabled={busy}
        onClick={() => onPick(quiz.id)}
        aria-label={m.takeThisQuizNamed(quiz.topic, level)}
      >
        {m.takeThisQuiz}
      </button>
    </li>
  )
}

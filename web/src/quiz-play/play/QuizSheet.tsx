import { useEffect, useRef } from "react"

import type { AnswerKey, PlayerQuiz } from "../types.ts"
import { levelName, useQuizWords } from "../words.ts"
import { QuestionCard } from "./QuestionCard.tsx"

interface QuizSheetProps {
  quiz: PlayerQuiz
  answers: Record<string, string>
  answerKey: AnswerKey | null
  locked: boolean
  onAnswer: (questionId: string, answer: string) => void
}

/** The quiz itself: its title (topic and level) and every question. */
export function QuizSheet({ quiz, answers, answerKey, locked, onAnswer }: QuizSheetProps) {
  const m = useQuizWords()
  const titleRef = useRef<HTMLHeadingElement>(null)
  // Keyboard and screen-reader users land on the quiz when it starts.
  useEffect(() => {
    titleRef.current?.focus()
  }, [quiz.id])

  const answered = quiz.questions.filter((q) => answers[q.id] !== undefined).length
  // Once the answers are shown, the total too (a guest's fun quiz has no score screen of its own).
  const graded = answerKey !== null && quiz.questions.every((q) => answerKey[q.id]?.is_correct !== undefined)
  // A poll has no right answer, so it is not among the questions counted right or wrong.
  const scored = quiz.questions.filter((q) => q.kind !== "poll")
  const right = graded ? scored.filter((q) => answerKey[q.id]?.is_correct === true).length : null
  return (
    <section className="quiz-sheet" aria-labelledby="quiz-sheet-title">
      <header className="quiz-sheet__head">
        <h2 id="quiz-sheet-title" ref={titleRef} tabIndex={-1}>
          {quiz.topic} <span className="quiz-sheet__level">({levelName(m, quiz.level)})</span>
        </h2>
        <p className="quiz-muted" aria-live="polite">
          {m.answeredOf(answered, quiz.questions.length)}
          {right !== null && (
            <>
              {" · "}
              <strong>{m.rightOf(right, scored.length)}</strong>
            </>
          )}
        </p>
      </header>
      <ol className="questions">
        {quiz.questions.map((question, index) => (
          <QuestionCard
            key={question.id}
            question={question}
            number={index + 1}
            given={answers[question.id]}
            answer={answerKey?.[question.id]}
            locked={locked}
            onAnswer={(answer) => onAnswer(question.id, answer)}
          />
        ))}
      </ol>
    </section>
  )
}

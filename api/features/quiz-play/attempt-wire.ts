// Attempts as they go over the wire, in one place: a start, a quiz's answer key, a graded
// attempt, and a result's details (all of them, or none with the words saying why and until when).
import { type GivenAnswers, gradeAnswers } from "#engine/quiz/grade.ts"
import { keyText } from "#engine/quiz/kinds/question-kind.ts"
import { percent, remark } from "#engine/quiz/score.ts"
import type { QuizRow } from "#projections/quiz-catalog/quizzes.tables.ts"
import type { GradedQuiz, RevealedAnswers, StartedQuiz } from "#schemas/api/quiz-play.ts"
import * as Messages from "#schemas/messages.ts"
import { toSourceNote } from "#schemas/quiz-source-rules.ts"

import { type AnswerCheck, heldMessage } from "./answer-facts.ts"
import type { GradedAttempt } from "./grade-attempt.ts"
import type { StartedAttempt } from "./start-attempt.ts"

export const toStartedQuiz = (start: StartedAttempt): typeof StartedQuiz.Type => ({
  quiz_id: start.quizId,
  graded: start.graded,
  started_at: start.startedAt,
  deadline: start.deadline,
})

/** The answer key; with a guest's submitted answers, each graded by the server as a player's would be. */
export const toRevealedAnswers = (quiz: QuizRow, submitted?: Readonly<Record<string, string | null | undefined>>): typeof RevealedAnswers.Type => {
  const graded = submitted === undefined ? undefined : gradeAnswers(quiz.questions, submitted as GivenAnswers).perQuestion
  return {
    quiz_id: quiz.id,
    questions: quiz.questions.map((q, i) => {
      const result = graded?.[i]
      return {
        id: q.id,
        correct_answer: keyText(q),
        explanation: q.explanation,
        ...(q.kind === undefined || q.kind === "multiple_choice" ? {} : { kind: q.kind }),
        ...(result === undefined ? {} : { is_correct: result.isCorrect, ...(result.points === undefined ? {} : { points: result.points }) }),
        ...(q.source === undefined ? {} : { source: toSourceNote(q.source) }),
      }
    }),
  }
}

/** A result's details as answered: all of them, or none with the words saying why and until when. */
export const resultDetails = <Q>(
  check: AnswerCheck,
  questions: readonly Q[],
  now: Date,
): { questions: readonly Q[]; answers_held?: { message: string; until: string } } => {
  if (check.access.ok) return { questions }
  const { reason } = check.access
  const message = reason === "graded_running" ? heldMessage(check, now) : reason === "live_round" ? Messages.answersHeldForLiveRound : Messages.answersLocked
  return { questions: [], answers_held: { message, until: (check.heldUntil ?? now).toISOString() } }
}

export const toGradedQuiz = ({ completed, shown, at, sources }: GradedAttempt): typeof GradedQuiz.Type => ({
  message: Messages.quizCompleted,
  quiz_id: completed.quizId,
  graded: completed.graded,
  number_correct: completed.numberCorrect,
  number_questions: completed.numberQuestions,
  percent_score: percent(completed.numberCorrect, completed.numberQuestions),
  remark: remark(completed.numberCorrect, completed.numberQuestions),
  late: completed.late,
  ...resultDetails(
    shown,
    completed.results.map((r) => {
      const source = sources.get(r.id)
      return source === undefined ? r : { ...r, source: toSourceNote(source) }
    }),
    at,
  ),
})

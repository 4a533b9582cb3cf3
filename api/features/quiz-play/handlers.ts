// Quiz play. The server records each start, shows a quiz's answers only to those who may see
// them (api/features/quiz-play/answer-facts.ts: after one's own submitted attempt, after the live round
// that used it, or to admins; never to anyone else while a graded attempt at it runs) and
// grades against the stored quiz whatever the client claims.
import { Effect } from "effect"

import type { App } from "#api/compose.ts"
import { CurrentQuizUser, optionalQuizUser } from "#api/features/accounts/quiz-auth.ts"
import {
  checkAnswerAccess,
  checkResultAccess,
  refuseAnswers,
  refuseFunWhileGraded,
  refuseWhileLiveRound,
  resultDetails,
} from "#api/features/quiz-play/answer-facts.ts"
import { quizClock } from "#api/features/quiz-play/clock.ts"
import { guestSubmitted, rememberGuestSubmission } from "#api/features/quiz-play/guest-answers.ts"
import { AppService, type GroupHandlers } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import { Missing, NotAllowed, WrongState } from "#engine/domain-errors.ts"
import { percent, remark } from "#engine/quiz/score.ts"
import { completeAttempt, startAttempt } from "#engine/quiz-play/commands.ts"
import { findQuiz } from "#projections/quizzes.queries.ts"
import * as Messages from "#schemas/messages.ts"

import type { QuizPlayGroup } from "./group.ts"

const requireQuiz = async (app: App, quizId: string) => {
  const row = await findQuiz(app.database.db, quizId)
  if (!row) throw new Missing(Messages.quizNotFound)
  return row
}

export const quizPlayHandlers = (handlers: GroupHandlers<typeof QuizPlayGroup>) =>
  handlers
    .handle("start", ({ payload }) =>
      Effect.gen(function* () {
        const app = yield* AppService
        const user = yield* CurrentQuizUser
        return yield* attempt(
          async () => {
            const quiz = await requireQuiz(app, payload.quiz_id)
            await refuseWhileLiveRound(app.database.db, quiz)
            const start = await startAttempt(
              { store: app.store, projections: app.projector },
              {
                userId: user.userId,
                quizId: quiz.id,
                graded: payload.graded,
                challenged: payload.challenged,
                numberQuestions: quiz.number_questions,
                now: quizClock.now(),
              },
            )
            return { quiz_id: quiz.id, graded: payload.graded, started_at: start.startedAt, deadline: start.deadline }
          },
          Missing,
          NotAllowed,
          WrongState,
        )
      }),
    )
    .handle("answers", ({ payload }) =>
      Effect.gen(function* () {
        const app = yield* AppService
        const user = yield* optionalQuizUser
        const known = user ? [] : yield* guestSubmitted(app)
        // A guest's fun attempt is submitted here: its answers come with the request.
        const submitting = !user && payload.givenAnswers !== undefined
        const quiz = yield* attempt(
          async () => {
            const quiz = await requireQuiz(app, payload.quiz_id)
            const caller = { user, guestSubmitted: submitting || known.includes(quiz.id) }
            const now = quizClock.now()
            // Refused, a guest's submission is not remembered: nothing of it was shown.
            refuseAnswers(await checkAnswerAccess(app.database.db, quiz, caller, now), now, submitting)
            return quiz
          },
          Missing,
          NotAllowed,
        )
        if (submitting && !known.includes(quiz.id)) yield* rememberGuestSubmission(app, known, quiz.id)
        return {
          quiz_id: quiz.id,
          questions: quiz.questions.map((q) => ({ id: q.id, correct_answer: q.correct_answer, explanation: q.explanation })),
        }
      }),
    )
    .handle("grade", ({ payload }) =>
      Effect.gen(function* () {
        const app = yield* AppService
        const user = yield* CurrentQuizUser
        return yield* attempt(
          async () => {
            if (payload.user_id && payload.user_id !== user.userId) throw new NotAllowed(Messages.gradeOtherUser)
            const quiz = await requireQuiz(app, payload.quiz_id)
            await refuseWhileLiveRound(app.database.db, quiz)
            const now = quizClock.now()
            // A fun attempt may be repeated: its score and key would give the key of a running graded attempt away.
            if (!payload.graded) refuseFunWhileGraded(await checkResultAccess(app.database.db, quiz, user, now), now)
            const completed = await completeAttempt(
              { store: app.store, projections: app.projector },
              {
                userId: user.userId,
                quizId: quiz.id,
                topic: quiz.topic,
                level: quiz.level,
                questions: quiz.questions,
                graded: payload.graded,
                challenged: payload.challenged,
                givenAnswers: payload.givenAnswers as Record<string, string | undefined>,
                now,
              },
            )
            // Recorded either way (a graded attempt's clock runs); its details wait while another's graded attempt runs.
            const shown = await checkResultAccess(app.database.db, quiz, user, now, true)
            return {
              message: Messages.quizCompleted,
              quiz_id: quiz.id,
              graded: completed.graded,
              number_correct: completed.numberCorrect,
              number_questions: completed.numberQuestions,
              percent_score: percent(completed.numberCorrect, completed.numberQuestions),
              remark: remark(completed.numberCorrect, completed.numberQuestions),
              late: completed.late,
              ...resultDetails(shown, completed.results, now),
            }
          },
          NotAllowed,
          Missing,
          WrongState,
        )
      }),
    )

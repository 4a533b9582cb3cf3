// Quiz play. The server records each start (start-attempt.ts), shows a quiz's answers only to
// those who may see them (answers.ts, by the rule of answer-facts.ts) and grades against the
// stored quiz whatever the client claims (grade-attempt.ts); attempt-wire.ts shapes the answers.
// A guest's submitted quizzes are remembered in a signed cookie (guest-answers.ts).
import { Effect } from "effect"
import type { Kysely } from "kysely"

import { CurrentQuizUser, type QuizSessions } from "#api/features/accounts/public.ts"
import type { GroupHandlers } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import type { AppSecrets } from "#api/platform/secrets/secrets.ts"
import type { CommandDeps } from "#engine/command.ts"
import { Missing, NotAllowed, WrongState } from "#engine/domain-errors.ts"
import type { DB } from "#projections/db.ts"

import { revealAnswers } from "./answers.ts"
import { toGradedQuiz, toRevealedAnswers, toStartedQuiz } from "./attempt-wire.ts"
import { gradeAttempt } from "./grade-attempt.ts"
import type { QuizPlayGroup } from "./group.ts"
import { guestSubmitted, rememberGuestSubmission } from "./guest-answers.ts"
import { beginAttempt } from "./start-attempt.ts"

export interface QuizPlayHandlersDeps {
  readonly db: Kysely<DB>
  readonly commands: CommandDeps
  readonly sessions: Pick<QuizSessions, "optionalUser">
  readonly secrets: Pick<AppSecrets, "guestAnswers">
}

export const quizPlayHandlers = (deps: QuizPlayHandlersDeps) => (handlers: GroupHandlers<typeof QuizPlayGroup>) =>
  handlers
    .handle("start", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* CurrentQuizUser
        const start = yield* attempt(
          () => beginAttempt(deps, { userId: user.userId, quizId: payload.quiz_id, graded: payload.graded, challenged: payload.challenged }),
          Missing,
          NotAllowed,
          WrongState,
        )
        return toStartedQuiz(start)
      }),
    )
    .handle("answers", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* deps.sessions.optionalUser
        const known = user ? [] : yield* guestSubmitted(deps.secrets)
        // A guest's fun attempt is submitted here: its answers come with the request.
        const submitting = !user && payload.givenAnswers !== undefined
        const quiz = yield* attempt(() => revealAnswers(deps, { quizId: payload.quiz_id, user, submitting, guestSubmitted: known }), Missing, NotAllowed)
        if (submitting && !known.includes(quiz.id)) yield* rememberGuestSubmission(deps.secrets, known, quiz.id)
        return toRevealedAnswers(quiz, submitting ? payload.givenAnswers : undefined)
      }),
    )
    .handle("grade", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* CurrentQuizUser
        const graded = yield* attempt(
          () =>
            gradeAttempt(deps, {
              user,
              claimedUserId: payload.user_id,
              quizId: payload.quiz_id,
              graded: payload.graded,
              challenged: payload.challenged,
              givenAnswers: payload.givenAnswers,
            }),
          NotAllowed,
          Missing,
          WrongState,
        )
        return toGradedQuiz(graded)
      }),
    )

// Grading against the stored quiz, whatever the client claims. The attempt is recorded either
// way (a graded attempt's clock runs); its details wait while someone else's graded attempt at
// the quiz runs, and a fun attempt (which would show the key) is refused meanwhile.
import type { Kysely } from "kysely"

import type { CommandDeps } from "#engine/command.ts"
import { NotAllowed } from "#engine/domain-errors.ts"
import { completeAttempt } from "#engine/quiz-play/commands.ts"
import type { DB } from "#projections/db.ts"
import type { QuestionSource } from "#schemas/events/quiz.ts"
import * as Messages from "#schemas/messages.ts"

import { type AnswerCaller, type AnswerCheck, checkResultAccess, refuseFunWhileGraded, refuseWhileLiveRound } from "./answer-facts.ts"
import { quizClock } from "./clock.ts"
import { requireQuiz } from "./stored-quiz.ts"

export interface GradeInput {
  readonly user: NonNullable<AnswerCaller["user"]>
  /** The player the client says it grades for: must be the caller, when given. */
  readonly claimedUserId?: string | null | undefined
  readonly quizId: string
  readonly graded: boolean
  readonly challenged: boolean
  readonly givenAnswers: Readonly<Record<string, string | null | undefined>>
}

/** The recorded completion, whether its details may be shown, and the time it was judged by. */
export interface GradedAttempt {
  readonly completed: Awaited<ReturnType<typeof completeAttempt>>
  readonly shown: AnswerCheck
  readonly at: Date
  /** The passage each question made from a source was drawn from, by question id (shown with the results). */
  readonly sources: ReadonlyMap<string, QuestionSource>
}

export const gradeAttempt = async (deps: { readonly db: Kysely<DB>; readonly commands: CommandDeps }, input: GradeInput): Promise<GradedAttempt> => {
  const { user } = input
  if (input.claimedUserId && input.claimedUserId !== user.userId) throw new NotAllowed(Messages.gradeOtherUser)
  const quiz = await requireQuiz(deps.db, input.quizId)
  await refuseWhileLiveRound(deps.db, quiz)
  const now = quizClock.now()
  // A fun attempt may be repeated: its score and key would give the key of a running graded attempt away.
  if (!input.graded) refuseFunWhileGraded(await checkResultAccess(deps.db, quiz, user, now), now)
  const completed = await completeAttempt(deps.commands, {
    userId: user.userId,
    quizId: quiz.id,
    topic: quiz.topic,
    level: quiz.level,
    questions: quiz.questions,
    graded: input.graded,
    challenged: input.challenged,
    givenAnswers: input.givenAnswers as Record<string, string | undefined>,
    now,
  })
  const shown = await checkResultAccess(deps.db, quiz, user, now, true)
  const sources = new Map(quiz.questions.flatMap((q) => (q.source === undefined ? [] : [[q.id, q.source] as const])))
  return { completed, shown, at: now, sources }
}

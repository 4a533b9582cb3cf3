// When a graded submission still counts. The countdown runs on the client, so a submission
// made when it hit zero arrives a little after the deadline (network, a sleeping laptop
// waking up); up to GRACE_MS after the deadline it is graded normally. Later than that the
// attempt is recorded as late with its answers ignored.
import { quizDuration } from "#schemas/quiz-clock.ts"

export const GRACE_MS = 15_000

/** The deadline of a graded attempt started at `startedAt`: 40 s per question. */
export const deadlineOf = (startedAt: Date, numberOfQuestions: number): Date => new Date(startedAt.getTime() + quizDuration(numberOfQuestions))

/** Past the deadline and its grace: answers no longer count. */
export const isLate = (deadline: Date, submittedAt: Date): boolean => submittedAt.getTime() > deadline.getTime() + GRACE_MS

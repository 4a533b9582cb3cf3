// Quiz-play commands as the edge calls them: attempts, ratings and question reports.
import { handleCommand, type ReadYourWrites } from "../command.ts"
import type { EventStore } from "../eventstore/port.ts"
import { attemptAggregate, attemptStream, decideComplete, decideStart, type AttemptState, type CompleteAttempt, type GradedStart, type StartAttempt } from "./attempt.ts"
import { decideRating, ratingAggregate, ratingStream, type RateQuiz } from "./rating.ts"
import { decideReport, decideResolve, reportAggregate, reportStream, type ReportQuestion, type ResolveReport } from "./report.ts"

type Deps = { readonly store: EventStore; readonly projections?: ReadYourWrites }

/** Starts an attempt; a graded one started before comes back unchanged. */
export const startAttempt = async (deps: Deps, command: StartAttempt): Promise<GradedStart> => {
  let seen: AttemptState = attemptAggregate.initial
  const { events } = await handleCommand(deps, attemptStream(command.userId, command.quizId), attemptAggregate, (state) => {
    seen = state
    return decideStart(command, state)
  })
  const started = events[0]
  if (started?.type === "QuizAttemptStarted") return { startedAt: started.startedAt, deadline: started.deadline, challenged: started.challenged }
  // Nothing appended: the graded attempt already running.
  return seen.graded as GradedStart
}

export const completeAttempt = async (deps: Deps, command: CompleteAttempt) => {
  const { events } = await handleCommand(deps, attemptStream(command.userId, command.quizId), attemptAggregate, (state) =>
    decideComplete(command, state),
  )
  const completed = events[0]
  if (completed?.type !== "QuizAttemptCompleted") throw new Error("Grading appended no completion")
  return completed
}

export const rateQuiz = (deps: Deps, command: RateQuiz) =>
  handleCommand(deps, ratingStream(command.quizId, command.userId), ratingAggregate, (state) => decideRating(command, state))

export const reportQuestion = (deps: Deps, command: ReportQuestion) =>
  handleCommand(deps, reportStream(command.reportId), reportAggregate, (state) => decideReport(command, state))

export const resolveReport = (deps: Deps, command: ResolveReport) =>
  handleCommand(deps, reportStream(command.reportId), reportAggregate, (state) => decideResolve(command, state))

// Quiz-play commands as the edge calls them: attempts, ratings and question reports.
import { handleCommand, type ReadYourWrites } from "../command.ts"
import type { EventStore } from "../eventstore/port.ts"
import { attemptDecider, attemptStream, type CompleteAttempt, type GradedStart, type StartAttempt } from "./attempt.ts"
import { type RateQuiz, ratingDecider, ratingStream } from "./rating.ts"
import { reportDecider, type ReportQuestion, reportStream, type ResolveReport } from "./report.ts"

type Deps = { readonly store: EventStore; readonly projections?: ReadYourWrites }

/** Starts an attempt; a graded one started before comes back unchanged. */
export const startAttempt = async (deps: Deps, command: StartAttempt): Promise<GradedStart> => {
  const { events, state } = await handleCommand(deps, attemptStream(command.userId, command.quizId), attemptDecider, { type: "StartAttempt", ...command })
  const started = events[0]
  if (started?.type === "QuizAttemptStarted") return { startedAt: started.startedAt, deadline: started.deadline, challenged: started.challenged }
  // Nothing appended: the graded attempt already running.
  return state.graded as GradedStart
}

export const completeAttempt = async (deps: Deps, command: CompleteAttempt) => {
  const { events } = await handleCommand(deps, attemptStream(command.userId, command.quizId), attemptDecider, { type: "CompleteAttempt", ...command })
  const completed = events[0]
  if (completed?.type !== "QuizAttemptCompleted") throw new Error("Grading appended no completion")
  return completed
}

export const rateQuiz = (deps: Deps, command: Omit<RateQuiz, "type">) =>
  handleCommand(deps, ratingStream(command.quizId, command.userId), ratingDecider, { type: "RateQuiz", ...command })

export const reportQuestion = (deps: Deps, command: ReportQuestion) =>
  handleCommand(deps, reportStream(command.reportId), reportDecider, { type: "ReportQuestion", ...command })

export const resolveReport = (deps: Deps, command: ResolveReport) =>
  handleCommand(deps, reportStream(command.reportId), reportDecider, { type: "ResolveReport", ...command })

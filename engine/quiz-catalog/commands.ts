import { handleCommand, type ReadYourWrites } from "../command.ts"
import type { EventStore } from "../eventstore/port.ts"
import { decideCreateQuiz, decideUpdateQuestion, quizAggregate, quizStream, type CreateQuiz, type UpdateQuestion } from "./quiz.ts"

type Deps = { readonly store: EventStore; readonly projections?: ReadYourWrites }

export const createQuiz = (deps: Deps, command: CreateQuiz) =>
  handleCommand(deps, quizStream(command.quizId), quizAggregate, (state) => decideCreateQuiz(command, state))

export const updateQuestion = (deps: Deps, command: UpdateQuestion) =>
  handleCommand(deps, quizStream(command.quizId), quizAggregate, (state) => decideUpdateQuestion(command, state))

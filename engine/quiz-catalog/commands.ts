import { handleCommand, type ReadYourWrites } from "../command.ts"
import type { EventStore } from "../eventstore/port.ts"
import { type CreateQuiz, type KeepQuestion, type MarkStale, quizDecider, quizStream, type RegenerateQuestions, type UpdateQuestion } from "./quiz.ts"

type Deps = { readonly store: EventStore; readonly projections?: ReadYourWrites }

export const createQuiz = (deps: Deps, command: Omit<CreateQuiz, "type">) =>
  handleCommand(deps, quizStream(command.quizId), quizDecider, { type: "CreateQuiz", ...command })

export const updateQuestion = (deps: Deps, command: Omit<UpdateQuestion, "type">) =>
  handleCommand(deps, quizStream(command.quizId), quizDecider, { type: "UpdateQuestion", ...command })

export const keepQuestion = (deps: Deps, command: Omit<KeepQuestion, "type">) =>
  handleCommand(deps, quizStream(command.quizId), quizDecider, { type: "KeepQuestion", ...command })

export const markQuestionsStale = (deps: Deps, command: Omit<MarkStale, "type">) =>
  handleCommand(deps, quizStream(command.quizId), quizDecider, { type: "MarkStale", ...command })

export const regenerateQuestions = (deps: Deps, command: Omit<RegenerateQuestions, "type">) =>
  handleCommand(deps, quizStream(command.quizId), quizDecider, { type: "RegenerateQuestions", ...command })

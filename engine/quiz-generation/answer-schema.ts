// The shape the model must answer in: a JSON schema sent as the response format (OpenAI
// structured outputs, strict mode: every property required, no extra ones) and the
// Effect Schema that checks what actually came back. Question ids are never asked of
// the model; the server assigns them.
import { Schema } from "effect"

import { QuizLimits } from "#schemas/quiz-rules.ts"

import { kindsQuizJsonSchema } from "./kind-schemas.ts"
import { type GenerationRequest, isMixed, kindsOf } from "./request.ts"

export const GeneratedQuestion = Schema.Struct({
  question: Schema.String,
  options: Schema.Array(Schema.String),
  correct_answer: Schema.String,
  explanation: Schema.String,
})
export type GeneratedQuestion = typeof GeneratedQuestion.Type

export const GeneratedAnswer = Schema.Struct({ questions: Schema.Array(GeneratedQuestion) })
export type GeneratedAnswer = typeof GeneratedAnswer.Type

/** Name of the response format (letters, digits, `_`, `-`; at most 64). */
export const QUIZ_FORMAT_NAME = "homestead_quiz"

/**
 * The JSON schema of the answer. Strict mode accepts only a subset of JSON Schema, so the
 * counts (questions wanted, 2 to 5 options) are said in the prompt and checked afterwards.
 */
const multipleChoiceJsonSchema = (): Record<string, unknown> => ({
  type: "object",
  properties: {
    questions: {
      type: "array",
      description: "The quiz questions, in order.",
      items: {
        type: "object",
        properties: {
          question: { type: "string", description: "The question text." },
          options: {
            type: "array",
            description: `${QuizLimits.minOptions} to ${QuizLimits.maxOptions} distinct answer texts, without letters or numbering.`,
            items: { type: "string" },
          },
          correct_answer: { type: "string", description: "Exactly the text of the one correct option." },
          explanation: { type: "string", description: "One or two sentences saying why that answer is right." },
        },
        required: ["question", "options", "correct_answer", "explanation"],
        additionalProperties: false,
      },
    },
  },
  required: ["questions"],
  additionalProperties: false,
})

/** The JSON schema of the answer to `request`: multiple choice as it always was, or the mix of kinds asked for. */
export const quizJsonSchema = (request?: GenerationRequest): Record<string, unknown> =>
  request !== undefined && isMixed(request) ? kindsQuizJsonSchema(kindsOf(request)) : multipleChoiceJsonSchema()

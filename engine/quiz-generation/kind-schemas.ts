// The shapes the model answers in when a quiz mixes kinds of question (schemas/question-kinds.ts):
// each question names its kind and carries that kind's fields, as a JSON schema for structured
// output (strict mode: every property required, none extra) and the Effect Schema that checks
// what came back. A quiz of multiple choice only is asked for as it always was (answer-schema.ts).
import { Schema } from "effect"

import type { QuestionKind } from "#schemas/question-kinds.ts"
import { QuestionKindLimits } from "#schemas/question-kinds.ts"
import { QuizLimits } from "#schemas/quiz-rules.ts"

const Common = { question: Schema.String, explanation: Schema.String }

export const GeneratedKindQuestion = Schema.Union(
  Schema.Struct({ kind: Schema.Literal("multiple_choice"), ...Common, options: Schema.Array(Schema.String), correct_answer: Schema.String }),
  Schema.Struct({ kind: Schema.Literal("true_false"), ...Common, answer: Schema.Boolean }),
  Schema.Struct({ kind: Schema.Literal("type_answer"), ...Common, accepted_answers: Schema.Array(Schema.String), forgive_typos: Schema.Boolean }),
  Schema.Struct({ kind: Schema.Literal("order"), ...Common, items_in_order: Schema.Array(Schema.String) }),
  Schema.Struct({
    kind: Schema.Literal("slider"),
    ...Common,
    min: Schema.Number,
    max: Schema.Number,
    step: Schema.Number,
    answer: Schema.Number,
    unit: Schema.String,
  }),
  Schema.Struct({ kind: Schema.Literal("poll"), question: Schema.String, options: Schema.Array(Schema.String) }),
)
export type GeneratedKindQuestion = typeof GeneratedKindQuestion.Type

export const GeneratedKindAnswer = Schema.Struct({ questions: Schema.Array(GeneratedKindQuestion) })

const text = (description: string) => ({ type: "string", description })
const texts = (description: string) => ({ type: "array", description, items: { type: "string" } })
const number = (description: string) => ({ type: "number", description })

/** Each kind's fields as the model writes them, with what each means. */
const kindProperties: Record<QuestionKind, Record<string, unknown>> = {
  multiple_choice: {
    options: texts(`${QuizLimits.minOptions} to ${QuizLimits.maxOptions} distinct answer texts, without letters or numbering.`),
    correct_answer: text("Exactly the text of the one correct option."),
  },
  true_false: { answer: { type: "boolean", description: "Whether the statement in question is true." } },
  type_answer: {
    accepted_answers: texts(`1 to ${QuestionKindLimits.maxAccepted} short answers that are all right (spellings, synonyms), the usual one first.`),
    forgive_typos: { type: "boolean", description: "Whether a small typo still counts (false when spelling is the point)." },
  },
  order: { items_in_order: texts(`${QuestionKindLimits.minOrderItems} to ${QuestionKindLimits.maxOrderItems} distinct items, in the right order.`) },
  slider: {
    min: number("The slider's lowest value."),
    max: number("The slider's highest value."),
    step: number("The slider's step; the answer and min are whole steps apart."),
    answer: number("The right value."),
    unit: text('The unit shown after the value ("kg", "days"), or "".'),
  },
  poll: { options: texts(`${QuizLimits.minOptions} to ${QuizLimits.maxOptions} distinct answers, none of them right or wrong.`) },
}

const kindJsonSchema = (kind: QuestionKind): Record<string, unknown> => {
  const properties: Record<string, unknown> = {
    kind: { type: "string", enum: [kind] },
    question: text(kind === "true_false" ? "A statement that is true or false." : "The question text."),
    ...kindProperties[kind],
    ...(kind === "poll" ? {} : { explanation: text("One or two sentences saying why that answer is right.") }),
  }
  return { type: "object", properties, required: Object.keys(properties), additionalProperties: false }
}

/** The JSON schema of a mixed quiz of `kinds`; counts are said in the prompt and checked afterwards. */
export const kindsQuizJsonSchema = (kinds: readonly QuestionKind[]): Record<string, unknown> => ({
  type: "object",
  properties: {
    questions: { type: "array", description: "The quiz questions, in order.", items: { anyOf: kinds.map(kindJsonSchema) } },
  },
  required: ["questions"],
  additionalProperties: false,
})

/** How each kind is explained to the model, with the example of its shape. */
export const kindGuidance: Record<QuestionKind, string> = {
  multiple_choice:
    'multiple_choice: 2 to 5 options, exactly one correct, correct_answer repeating its text exactly; no "all/none of the above". {"kind": "multiple_choice", "question": "...", "options": ["...", "..."], "correct_answer": "...", "explanation": "..."}',
  true_false: 'true_false: a statement that is clearly true or clearly false. {"kind": "true_false", "question": "...", "answer": true, "explanation": "..."}',
  type_answer:
    'type_answer: a question with a short answer of one to three words, every right spelling listed; never write the answer in the question. {"kind": "type_answer", "question": "...", "accepted_answers": ["..."], "forgive_typos": true, "explanation": "..."}',
  order: `order: ${QuestionKindLimits.minOrderItems} to ${QuestionKindLimits.maxOrderItems} items with one clear right order (steps, dates, sizes), listed in that order. {"kind": "order", "question": "...", "items_in_order": ["...", "..."], "explanation": "..."}`,
  slider:
    'slider: a question whose answer is a number, with a range around it that does not give it away. {"kind": "slider", "question": "...", "min": 0, "max": 100, "step": 1, "answer": 42, "unit": "...", "explanation": "..."}',
  poll: 'poll: a question of opinion or habit with no right answer, 2 to 5 options. {"kind": "poll", "question": "...", "options": ["...", "..."]}',
}

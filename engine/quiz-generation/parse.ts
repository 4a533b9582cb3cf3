// Reading the model's answer: JSON, then the expected shape, then the quiz rules
// (engine/quiz/validate.ts). Anything wrong comes back as a list of problems that can be
// shown to the model on a retry; nothing here trusts the answer.
import { Either, ParseResult, Schema } from "effect"

import { defaultSliderMargin, type QuestionKind } from "#schemas/question-kinds.ts"

import type { QuizDraft, QuizQuestion } from "../quiz/types.ts"
import { validateQuiz } from "../quiz/validate.ts"
import { GeneratedAnswer, type GeneratedQuestion } from "./answer-schema.ts"
import { GeneratedKindAnswer, type GeneratedKindQuestion } from "./kind-schemas.ts"
import { type GenerationRequest, isMixed, kindsOf } from "./request.ts"

export type Parsed<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly problems: readonly string[] }

const decodeAnswer = Schema.decodeUnknownEither(GeneratedAnswer)
const decodeKindAnswer = Schema.decodeUnknownEither(GeneratedKindAnswer)

/** Some models wrap JSON in a Markdown code fence even when told not to. */
const FENCED = /^```[a-zA-Z]*\s*\n([\s\S]*?)\n?```\s*$/

const issuesOf = (error: ParseResult.ParseError): string[] =>
  ParseResult.ArrayFormatter.formatErrorSync(error).map(({ path, message }) => (path.length === 0 ? message : `At ${path.map(String).join(".")}: ${message}`))

/** The JSON of the model's answer, or why it is not JSON. */
const answerJson = (text: string): Parsed<unknown> => {
  const trimmed = text.trim()
  if (trimmed === "") return { ok: false, problems: ["The answer was empty."] }
  const body = FENCED.exec(trimmed)?.[1] ?? trimmed
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch (error) {
    return { ok: false, problems: [`The answer is not valid JSON (${error instanceof Error ? error.message : String(error)}).`] }
  }
  // A bare array of questions is the right content in the wrong wrapper: accept it.
  return { ok: true, value: Array.isArray(json) ? { questions: json } : json }
}

/** The questions in the model's answer text, or why it could not be read. */
export const parseGeneratedQuiz = (text: string): Parsed<readonly GeneratedQuestion[]> => {
  const json = answerJson(text)
  if (!json.ok) return json
  const decoded = decodeAnswer(json.value, { errors: "all" })
  if (Either.isLeft(decoded)) return { ok: false, problems: issuesOf(decoded.left) }
  return { ok: true, value: decoded.right.questions }
}

/** A question of a mixed quiz as stored: the server's id, and what the model is not asked (case and accents forgiven, a slider's margin). */
const storedQuestion = (q: GeneratedKindQuestion, id: string): QuizQuestion => {
  switch (q.kind) {
    case "multiple_choice": {
      // Stored as every multiple-choice question is, without a kind.
      const { kind: _kind, ...rest } = q
      return { id, ...rest }
    }
    case "true_false":
      return { id, ...q }
    case "type_answer": {
      const { accepted_answers, ...rest } = q
      return { id, ...rest, accepted: accepted_answers, forgive_case: true, forgive_accents: true }
    }
    case "order": {
      const { items_in_order, ...rest } = q
      return { id, ...rest, items: items_in_order }
    }
    case "slider":
      return { id, ...q, margin: defaultSliderMargin(q.min, q.max) }
    case "poll":
      return { id, ...q, explanation: "" }
  }
}

/** The questions of a mixed quiz in the model's answer text, as stored questions, or why they could not be read. */
export const parseGeneratedKindQuiz = (text: string, kinds: readonly QuestionKind[], newId: () => string): Parsed<readonly QuizQuestion[]> => {
  const json = answerJson(text)
  if (!json.ok) return json
  const decoded = decodeKindAnswer(json.value, { errors: "all" })
  if (Either.isLeft(decoded)) return { ok: false, problems: issuesOf(decoded.left) }
  const questions = decoded.right.questions
  const unasked = questions.flatMap((q, i) =>
    kinds.includes(q.kind) ? [] : [`Question ${i + 1} is of kind ${q.kind}; only ${kinds.join(", ")} were asked for.`],
  )
  if (unasked.length > 0) return { ok: false, problems: unasked }
  return { ok: true, value: questions.map((q) => storedQuestion(q, newId())) }
}

const withIds = (parsed: Parsed<readonly GeneratedQuestion[]>, newId: () => string): Parsed<readonly QuizQuestion[]> =>
  parsed.ok ? { ok: true, value: parsed.value.map((q) => ({ id: newId(), ...q })) } : parsed

/**
 * The model's answer as a quiz draft for `request`, with server-made question ids, or every
 * problem found. The draft has passed `validateQuiz` (so its texts are trimmed and each
 * correct answer is exactly one of its options).
 */
export const checkGeneratedQuiz = (text: string, request: GenerationRequest, newId: () => string): Parsed<QuizDraft> => {
  const parsed = isMixed(request) ? parseGeneratedKindQuiz(text, kindsOf(request), newId) : withIds(parseGeneratedQuiz(text), newId)
  if (!parsed.ok) return parsed
  const draft: QuizDraft = { topic: request.topic, level: request.level, questions: parsed.value }
  const checked = validateQuiz(draft, request.number)
  return checked.ok ? { ok: true, value: checked.quiz } : { ok: false, problems: checked.problems }
}

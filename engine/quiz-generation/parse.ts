// Reading the model's answer: JSON, then the expected shape, then the quiz rules
// (engine/quiz/validate.ts). Anything wrong comes back as a list of problems that can be
// shown to the model on a retry; nothing here trusts the answer.
import { Either, ParseResult, Schema } from "effect"

import type { QuizDraft } from "../quiz/types.ts"
import { validateQuiz } from "../quiz/validate.ts"
import { GeneratedAnswer, type GeneratedQuestion } from "./answer-schema.ts"
import type { GenerationRequest } from "./request.ts"

export type Parsed<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly problems: readonly string[] }

const decodeAnswer = Schema.decodeUnknownEither(GeneratedAnswer)

/** Some models wrap JSON in a Markdown code fence even when told not to. */
const FENCED = /^```[a-zA-Z]*\s*\n([\s\S]*?)\n?```\s*$/

const issuesOf = (error: ParseResult.ParseError): string[] =>
  ParseResult.ArrayFormatter.formatErrorSync(error).map(({ path, message }) => (path.length === 0 ? message : `At ${path.map(String).join(".")}: ${message}`))

/** The questions in the model's answer text, or why it could not be read. */
export const parseGeneratedQuiz = (text: string): Parsed<readonly GeneratedQuestion[]> => {
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
  const decoded = decodeAnswer(Array.isArray(json) ? { questions: json } : json, { errors: "all" })
  if (Either.isLeft(decoded)) return { ok: false, problems: issuesOf(decoded.left) }
  return { ok: true, value: decoded.right.questions }
}

/**
 * The model's answer as a quiz draft for `request`, with server-made question ids, or every
 * problem found. The draft has passed `validateQuiz` (so its texts are trimmed and each
 * correct answer is exactly one of its options).
 */
export const checkGeneratedQuiz = (text: string, request: GenerationRequest, newId: () => string): Parsed<QuizDraft> => {
  const parsed = parseGeneratedQuiz(text)
  if (!parsed.ok) return parsed
  const draft: QuizDraft = {
    topic: request.topic,
    level: request.level,
    questions: parsed.value.map((q) => ({ id: newId(), ...q })),
  }
  const checked = validateQuiz(draft, request.number)
  return checked.ok ? { ok: true, value: checked.quiz } : { ok: false, problems: checked.problems }
}

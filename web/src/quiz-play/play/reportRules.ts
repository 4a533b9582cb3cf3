// The question-report rules of docs/product.md §5: an explanation always, a name unless signed in.
import { optionLabel } from "#schemas/quiz-rules.ts"

import { ENGLISH_QUIZ, type QuizWords } from "../words.ts"

export interface ReportValues {
  name: string
  report: string
}

/** The first problem of a report, and the field it is in. */
export interface ReportProblem {
  readonly field: keyof ReportValues
  readonly message: string
}

export function checkReport(values: ReportValues, signedIn: boolean, m: QuizWords = ENGLISH_QUIZ): ReportProblem | null {
  if (!signedIn && values.name.trim() === "") return { field: "name", message: m.reportNameRequired }
  if (values.report.trim() === "") return { field: "report", message: m.reportExplanationRequired }
  return null
}

/** The option letter (a–e) of an answer text, or null when it is not among the options. */
export function letterOf(options: readonly string[], answer: string | null | undefined): string | null {
  if (answer === null || answer === undefined) return null
  const index = options.indexOf(answer)
  return index >= 0 ? (optionLabel(index) ?? null) : null
}

/** A report's option id: the option's slot (from 0) in the question as the server stored and served it. */
export const reportOptionId = (index: number): string => `o${index}`

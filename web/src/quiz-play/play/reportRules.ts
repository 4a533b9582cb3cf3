// The question-report rules of docs/product.md §5: an explanation always, a name unless signed in.
import * as Messages from "#schemas/messages.ts"
import { optionLabel } from "#schemas/quiz-rules.ts"

export interface ReportValues {
  name: string
  report: string
}

/** The first problem of a report, and the field it is in. */
export interface ReportProblem {
  readonly field: keyof ReportValues
  readonly message: string
}

export function checkReport(values: ReportValues, signedIn: boolean): ReportProblem | null {
  if (!signedIn && values.name.trim() === "") return { field: "name", message: Messages.reportNameRequired }
  if (values.report.trim() === "") return { field: "report", message: Messages.reportExplanationRequired }
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

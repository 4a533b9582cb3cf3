// The question-report rules of docs/product.md §5: an explanation always, a name unless signed in.
import * as Messages from "#schemas/messages.ts"
import { optionLabel } from "#schemas/quiz-rules.ts"

export interface ReportValues {
  name: string
  report: string
}

export function checkReport(values: ReportValues, signedIn: boolean): string | null {
  if (!signedIn && values.name.trim() === "") return Messages.reportNameRequired
  if (values.report.trim() === "") return Messages.reportExplanationRequired
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

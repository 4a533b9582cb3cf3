// A refused request's problems by field, in one message: `Invalid request: "field": problem; "other": problem`
// (docs/product.md §8.5). The server writes it from a schema's issues (api/platform/http/errors.ts), its edge says
// each problem in the request's language (schemas/i18n/catalogues.ts), and the app reads the problems back by
// field for its forms (web/src/http/errors.ts). The prefix and the field names are the API's, in no language.
export const INVALID_REQUEST = "Invalid request: "

export interface Problem {
  /** The field's path (`options.2`); empty for a problem of the whole request. */
  readonly field: string
  readonly problem: string
}

export const invalidRequest = (problems: readonly Problem[]): string =>
  `${INVALID_REQUEST}${[...new Set(problems.map(({ field, problem }) => (field ? `"${field}": ${problem}` : problem)))].join("; ")}`

/** The problems of an invalid-request message, in order; undefined for any other message, or one with a part it cannot read. */
export const problemsOf = (message: string): Problem[] | undefined => {
  if (!message.startsWith(INVALID_REQUEST)) return undefined
  const problems: Problem[] = []
  // Parts are joined by "; " before the next quoted field; a sentence may hold "; " itself.
  for (const part of message.slice(INVALID_REQUEST.length).split(/; (?=")/)) {
    const match = /^"([^"]*)": (.*)$/s.exec(part)
    if (!match) return undefined
    problems.push({ field: match[1]!, problem: match[2]! })
  }
  return problems
}

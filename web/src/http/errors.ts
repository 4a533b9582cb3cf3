// Normalised request failures (docs/product.md §8). Every failed call rejects with exactly one of these.
import * as Messages from "#schemas/frame-messages.ts"
import { problemsOf } from "#schemas/invalid-request.ts"

export type HttpError =
  | { status: "FETCH_ERROR"; error: string }
  | { status: "TIMEOUT_ERROR"; error: string }
  | { status: "PARSING_ERROR"; originalStatus: number; data: string; error: string }
  | { status: number; data: unknown }

export function isHttpError(value: unknown): value is HttpError {
  if (typeof value !== "object" || value === null || !("status" in value)) return false
  const { status } = value as { status: unknown }
  return typeof status === "number" || status === "FETCH_ERROR" || status === "TIMEOUT_ERROR" || status === "PARSING_ERROR"
}

function serverMessage(data: unknown): string | undefined {
  if (typeof data === "object" && data !== null && "message" in data) {
    const { message } = data as { message: unknown }
    if (typeof message === "string" && message.trim() !== "") return message
  }
  return undefined
}

/** The server's `code` field of a non-2xx response (e.g. TOKEN_EXPIRED), if any. */
export function errorCode(error: unknown): string | undefined {
  if (!isHttpError(error) || typeof error.status !== "number") return undefined
  const data = (error as { data: unknown }).data
  if (typeof data === "object" && data !== null && "code" in data) {
    const { code } = data as { code: unknown }
    if (typeof code === "string") return code
  }
  return undefined
}

/** A problem written for people (our own schema messages, in any language): a capitalised sentence with its full stop. */
const isSentence = (text: string) => /^[\p{Lu}"“¿¡].*[.!?]$/su.test(text.trim())

/**
 * The problems of an `Invalid request: "field": problem; …` answer (docs/product.md §8.5) by field, when each field
 * has a sentence written for people (a field that may also be empty, e.g. an optional email, also carries the
 * schema's "Expected null" beside our sentence: the sentence is the one meant); null for any other message, or
 * when a field has only a machine's wording, which is then kept whole.
 */
export function invalidRequestFields(message: string): Record<string, string> | null {
  const problems = problemsOf(message)
  if (!problems) return null
  const fields: Record<string, string | null> = {}
  for (const { field, problem } of problems) {
    if (isSentence(problem)) fields[field] ??= problem.trim()
    else if (!(field in fields)) fields[field] = null
  }
  if (Object.values(fields).some((problem) => problem === null)) return null
  return fields as Record<string, string>
}

/**
 * A server message as a person should read it: an `Invalid request` made only of our own sentences becomes those
 * sentences, without the prefix or the schema's field paths; anything else is kept as it is.
 */
export function plainMessage(message: string): string {
  const fields = invalidRequestFields(message)
  return fields ? [...new Set(Object.values(fields))].join(" ") : message
}

/** The plain problems of a refused request by the request's field name (e.g. `password`), for forms to show beside each field. */
export function errorFields(error: unknown): Record<string, string> {
  if (!isHttpError(error) || typeof error.status !== "number") return {}
  const message = serverMessage((error as { data: unknown }).data)
  return (message && invalidRequestFields(message)) || {}
}

/**
 * A call that never reached the server, in plain words instead of the browser's own ("TypeError: Failed to
 * fetch", "NetworkError when attempting to fetch resource."): offline when the browser knows it is, else the
 * site could not be reached.
 */
function networkFailureMessage(): string {
  return typeof navigator !== "undefined" && navigator.onLine === false ? Messages.networkOffline : Messages.networkUnreachable
}

/**
 * What to show the user: the server's `message` field (in plain words, see plainMessage), otherwise the error
 * text; a network failure in plain words (a call cancelled by its caller keeps its text).
 */
export function errorMessage(error: unknown): string {
  if (isHttpError(error)) {
    if (typeof error.status === "number") {
      const data = (error as { data: unknown }).data
      const message = serverMessage(data)
      if (message) return plainMessage(message)
      return typeof data === "string" && data !== "" ? data : `Request failed (${error.status})`
    }
    const text = (error as { error: string }).error
    return error.status === "FETCH_ERROR" && !text.startsWith("AbortError") ? networkFailureMessage() : text
  }
  if (error instanceof Error) return error.message
  return String(error)
}

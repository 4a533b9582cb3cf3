import type { HttpError } from "./errors.ts"

export type Outcome<T> = { data: T } | { error: HttpError }

/** Turns a received response (status and raw body text) into data or a normalised error. */
export function normaliseResponse<T>(status: number, text: string): Outcome<T> {
  let data: unknown = null
  if (text !== "") {
    try {
      data = JSON.parse(text)
    } catch (e) {
      return { error: { status: "PARSING_ERROR", originalStatus: status, data: text, error: String(e) } }
    }
  }
  if (status >= 200 && status < 300) return { data: data as T }
  return { error: { status, data } }
}

/** Turns a thrown fetch failure into a normalised error; `timedOut` tells our own abort from a network one. */
export function normaliseThrown(thrown: unknown, timedOut: boolean): HttpError {
  if (timedOut) return { status: "TIMEOUT_ERROR", error: "AbortError: The request timed out." }
  return { status: "FETCH_ERROR", error: String(thrown) }
}

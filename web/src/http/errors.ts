// Normalised request failures (docs/product.md §8). Every failed call rejects with exactly one of these.

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

/** What to show the user: the server's `message` field, otherwise the error text. */
export function errorMessage(error: unknown): string {
  if (isHttpError(error)) {
    if (typeof error.status === "number") {
      const data = (error as { data: unknown }).data
      return serverMessage(data) ?? (typeof data === "string" && data !== "" ? data : `Request failed (${error.status})`)
    }
    return (error as { error: string }).error
  }
  if (error instanceof Error) return error.message
  return String(error)
}

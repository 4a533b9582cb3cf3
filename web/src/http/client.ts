import type { HttpError } from "./errors.ts"
import { normaliseResponse, normaliseThrown } from "./normalise.ts"

/** Every call goes to the same origin under this relative base (docs/product.md §7). */
export const API_BASE = "/api"

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE"
  /** Plain objects and arrays are sent as JSON; FormData and strings are sent as they are. */
  body?: unknown
  query?: Record<string, string | number | boolean | undefined>
  headers?: Record<string, string>
  /** Abort after this many milliseconds; no time-out unless asked for. */
  timeoutMs?: number
  signal?: AbortSignal
}

function url(path: string, query: RequestOptions["query"]): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value))
  }
  const qs = params.toString()
  return `${API_BASE}${path}${qs ? `?${qs}` : ""}`
}

function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined
  if (body instanceof FormData || typeof body === "string" || body instanceof Blob) return body
  headers["Content-Type"] = "application/json"
  return JSON.stringify(body)
}

/**
 * The language the page is shown in (its `lang`, which the app keeps to the language it shows), for the server's
 * answers: a page opened with `?lang=es` and no remembered choice is answered in it too, whatever the browser's own
 * languages say. Read from the page rather than the app's state, so the home page's script carries no more for it.
 */
const shownLanguage = (): Record<string, string> =>
  typeof document === "undefined" || !document.documentElement.lang ? {} : { "Accept-Language": document.documentElement.lang }

/** Resolves with the parsed body of a 2xx response; rejects with a normalised {@link HttpError}. */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json", ...shownLanguage(), ...options.headers }
  const body = encodeBody(options.body, headers)
  const controller = new AbortController()
  let timedOut = false
  const timer =
    options.timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true
          controller.abort()
        }, options.timeoutMs)
  const onOuterAbort = () => controller.abort()
  options.signal?.addEventListener("abort", onOuterAbort)

  try {
    let response: Response
    try {
      response = await fetch(url(path, options.query), {
        method: options.method ?? (body === undefined ? "GET" : "POST"),
        headers,
        body,
        credentials: "same-origin",
        signal: controller.signal,
      })
    } catch (thrown) {
      throw normaliseThrown(thrown, timedOut)
    }
    let text: string
    try {
      text = await response.text()
    } catch (thrown) {
      throw normaliseThrown(thrown, timedOut)
    }
    const outcome = normaliseResponse<T>(response.status, text)
    if ("error" in outcome) throw outcome.error satisfies HttpError
    return outcome.data
  } finally {
    if (timer !== undefined) clearTimeout(timer)
    options.signal?.removeEventListener("abort", onOuterAbort)
  }
}

/** A file the server offers for download: its bytes and the name it suggests. */
export interface Download {
  readonly blob: Blob
  readonly filename: string
}

/** GETs a download (for routes that need a header the browser cannot add to a plain link). */
export async function requestDownload(path: string, headers: Record<string, string>, fallbackName: string): Promise<Download> {
  let response: Response
  try {
    response = await fetch(url(path, undefined), { headers: { ...shownLanguage(), ...headers }, credentials: "same-origin" })
  } catch (thrown) {
    throw normaliseThrown(thrown, false)
  }
  if (!response.ok) {
    const outcome = normaliseResponse(response.status, await response.text().catch(() => ""))
    throw "error" in outcome ? outcome.error : normaliseThrown(new Error(`HTTP ${response.status}`), false)
  }
  const named = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1]
  return { blob: await response.blob(), filename: named ?? fallbackName }
}

/** Hands a downloaded file to the browser's save flow. */
export function saveDownload({ blob, filename }: Download): void {
  const href = URL.createObjectURL(blob)
  const link = document.createElement("a")
  link.href = href
  link.download = filename
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // The click has started the save; the address is no longer needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}

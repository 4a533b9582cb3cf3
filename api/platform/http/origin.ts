// Request facts the session code needs: did it come over HTTPS (so the cookie gets
// `Secure`), and does it come from another site (so an unsafe request is refused even
// though the browser attached our cookie). The server puts the scheme and host the client
// asked for into the request's URL, through trusted proxies only (api/platform/http/proxy-trust.ts),
// so forwarding headers are never read here.
import type { HttpServerRequest } from "@effect/platform"

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"])

const first = (value: string | undefined): string | undefined => value?.split(",")[0]?.trim().toLowerCase() || undefined

export const isHttps = (request: HttpServerRequest.HttpServerRequest): boolean => request.originalUrl.toLowerCase().startsWith("https:")

/** The host the client asked for, from the request's URL; undefined when the URL has none. */
const ownHost = (request: HttpServerRequest.HttpServerRequest): string | undefined => {
  try {
    return new URL(request.originalUrl).host.toLowerCase()
  } catch {
    return first(request.headers["host"])
  }
}

export const isUnsafeMethod = (request: HttpServerRequest.HttpServerRequest): boolean => UNSAFE_METHODS.has(request.method.toUpperCase())

/**
 * True when the browser says the request was made by a page of another site: its Origin
 * names a different host than the one it was sent to (or is "null"), or, without an
 * Origin, Fetch Metadata says cross-site. Requests without either (curl, scripts) pass.
 */
export const isForeignOrigin = (request: HttpServerRequest.HttpServerRequest): boolean => {
  const origin = request.headers["origin"]
  if (origin === undefined || origin === "") return request.headers["sec-fetch-site"] === "cross-site"
  let originHost: string
  try {
    originHost = new URL(origin).host.toLowerCase()
  } catch {
    return true
  }
  return ownHost(request) !== originHost
}

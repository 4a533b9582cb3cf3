// The site's own address for absolute links in answers (exports, mailed links).
import type { HttpServerRequest } from "@effect/platform"

/** The site's address for absolute links: PUBLIC_URL, else the scheme and host the request was made to. */
export const siteOrigin = (publicUrl: string | undefined, request: HttpServerRequest.HttpServerRequest): string => {
  if (publicUrl !== undefined) return publicUrl
  try {
    return new URL(request.originalUrl).origin
  } catch {
    return `http://${request.headers["host"] ?? "localhost"}`
  }
}

// A download: the body with its type, a file name for the browser's save dialog, never cached.
import { HttpServerResponse, type HttpServerRequest } from "@effect/platform"

export const download = (body: string, contentType: string, filename: string): HttpServerResponse.HttpServerResponse =>
  HttpServerResponse.text(body, {
    contentType,
    headers: { "content-disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "-")}"`, "cache-control": "no-store" },
  })

/** Today as YYYY-MM-DD, for file names. */
export const today = (): string => new Date().toISOString().slice(0, 10)

/** The site's address for absolute links: PUBLIC_URL, else the scheme and host the request was made to. */
export const siteOrigin = (publicUrl: string | undefined, request: HttpServerRequest.HttpServerRequest): string => {
  if (publicUrl !== undefined) return publicUrl
  try {
    return new URL(request.originalUrl).origin
  } catch {
    return `http://${request.headers["host"] ?? "localhost"}`
  }
}

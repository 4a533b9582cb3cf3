// A download: the body with its type, a file name for the browser's save dialog, never cached.
import { HttpServerResponse } from "@effect/platform"

export const download = (body: string | Uint8Array, contentType: string, filename: string): HttpServerResponse.HttpServerResponse => {
  const options = {
    contentType,
    headers: { "content-disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "-")}"`, "cache-control": "no-store" },
  }
  return typeof body === "string" ? HttpServerResponse.text(body, options) : HttpServerResponse.uint8Array(body, options)
}

/** Today as YYYY-MM-DD, for file names. */
export const today = (): string => new Date().toISOString().slice(0, 10)

// GET/HEAD /media/<id>/<variant>.webp from the media storage. Files never change for an
// id, so they are cached for a year as immutable; anything but that exact shape is a 404
// before the storage is touched (no decoding, so no way out of the media folder).
import type { HttpRequest, HttpResponse } from "@trufflesuite/uws-js-unofficial"
import { parseMediaPath } from "../../engine/media/media-id.ts"
import { statusLine } from "../server/web-bridge.ts"
import type { MediaStorage } from "./storage.ts"

export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable"

const notFound = (res: HttpResponse, head: boolean) => {
  const body = "Not found\n"
  res.cork(() => {
    res.writeStatus(statusLine(404)).writeHeader("content-type", "text/plain; charset=utf-8").writeHeader("cache-control", "no-store")
    if (head) res.endWithoutBody(body.length)
    else res.end(body)
  })
}

export interface MediaHandlerOptions {
  /** Tracks the file read so a shutdown waits for it. */
  readonly track: () => () => void
}

export const makeMediaHandler =
  (storage: MediaStorage, options: MediaHandlerOptions) =>
  (res: HttpResponse, req: HttpRequest): void => {
    const head = req.getMethod() === "head"
    const parsed = parseMediaPath(req.getUrl())
    if (!parsed) return notFound(res, head)
    const ifNoneMatch = req.getHeader("if-none-match")

    let aborted = false
    const done = options.track()
    res.onAborted(() => {
      aborted = true
      done()
    })
    storage
      .get(parsed.mediaId, parsed.variant)
      .then(
        (file) => {
          if (aborted) return
          if (!file) return notFound(res, head)
          const notModified = ifNoneMatch !== "" && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === file.etag)
          res.cork(() => {
            res.writeStatus(statusLine(notModified ? 304 : 200)).writeHeader("etag", file.etag).writeHeader("cache-control", MEDIA_CACHE_CONTROL)
            if (notModified) return void res.endWithoutBody(0)
            res.writeHeader("content-type", "image/webp").writeHeader("x-content-type-options", "nosniff")
            if (head) res.endWithoutBody(file.body.length)
            else res.end(file.body)
          })
        },
        (error: unknown) => {
          console.error(`Reading media ${parsed.mediaId}/${parsed.variant} failed:`, error)
          if (aborted) return
          res.cork(() => res.writeStatus(statusLine(500)).writeHeader("content-type", "text/plain; charset=utf-8").end("Internal server error\n"))
        },
      )
      .finally(done)
  }

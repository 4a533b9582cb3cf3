// GET/HEAD /media/<id>/<variant>.webp from the media storage. Files never change for an
// id, so they are cached for a year as immutable; anything but that exact shape is a 404
// before the storage is touched (no decoding, so no way out of the media folder).
import type { ProxyTrust } from "#api/platform/http/proxy-trust.ts"
import { requestIsHttps } from "#api/platform/http/request-is-https.ts"
import { OTHER_HEADERS, writeSecurityHeaders } from "#api/platform/http/security-headers.ts"
import { statusLine } from "#api/platform/http/web-bridge.ts"
import type { Logger } from "#api/platform/log/logger.ts"
import type { TransportRequest as HttpRequest, TransportResponse as HttpResponse } from "#api/platform/transport/port.ts"
import { parseMediaPath } from "#engine/media/media-id.ts"

import type { MediaStorage } from "./storage.ts"

export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable"

const notFound = (res: HttpResponse, head: boolean, https: boolean) => {
  const body = "Not found\n"
  res.cork(() => {
    res.writeStatus(statusLine(404)).writeHeader("content-type", "text/plain; charset=utf-8").writeHeader("cache-control", "no-store")
    writeSecurityHeaders(res, OTHER_HEADERS, https)
    if (head) res.endWithoutBody(body.length)
    else res.end(body)
  })
}

export interface MediaHandlerOptions {
  /** Tracks the file read so a shutdown waits for it. */
  readonly track: () => () => void
  readonly log: Pick<Logger, "error">
  /** Which proxies may say the visitor came over https (HSTS). */
  readonly trust: ProxyTrust
}

export const makeMediaHandler =
  (storage: MediaStorage, options: MediaHandlerOptions) =>
  (res: HttpResponse, req: HttpRequest): void => {
    const head = req.getMethod() === "head"
    const https = requestIsHttps(options.trust, req, res)
    const parsed = parseMediaPath(req.getUrl())
    if (!parsed) return notFound(res, head, https)
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
          if (!file) return notFound(res, head, https)
          const notModified = ifNoneMatch !== "" && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === file.etag)
          res.cork(() => {
            res
              .writeStatus(statusLine(notModified ? 304 : 200))
              .writeHeader("etag", file.etag)
              .writeHeader("cache-control", MEDIA_CACHE_CONTROL)
            writeSecurityHeaders(res, OTHER_HEADERS, https)
            if (notModified) return void res.endWithoutBody(0)
            res.writeHeader("content-type", "image/webp")
            if (head) res.endWithoutBody(file.body.length)
            else res.end(file.body)
          })
        },
        (error: unknown) => {
          options.log.error({ err: error, mediaId: parsed.mediaId, variant: parsed.variant }, "Reading a media file failed")
          if (aborted) return
          res.cork(() => {
            res.writeStatus(statusLine(500)).writeHeader("content-type", "text/plain; charset=utf-8")
            writeSecurityHeaders(res, OTHER_HEADERS, https)
            res.end("Internal server error\n")
          })
        },
      )
      .finally(done)
  }

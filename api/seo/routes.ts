// GET/HEAD /rss.xml, /sitemap.xml and /robots.txt, answered from SeoPages with ETags and 304s.
import { isStoreUnavailable } from "#engine/store-unavailable.ts"

import type { Logger } from "../log/logger.ts"
import type { ProxyTrust } from "../server/proxy-trust.ts"
import { requestIsHttps } from "../server/request-is-https.ts"
import { OTHER_HEADERS, writeSecurityHeaders } from "../server/security-headers.ts"
import { writeFile } from "../server/serve-static.ts"
import type { TransportRequest as HttpRequest, TransportResponse as HttpResponse } from "../server/transport/port.ts"
import { statusLine } from "../server/web-bridge.ts"
import type { SeoDocument, SeoPages } from "./pages.ts"

export const makeSeoDocumentHandler =
  (pages: SeoPages, kind: SeoDocument, options: { readonly track: () => () => void; readonly trust: ProxyTrust; readonly log: Pick<Logger, "error"> }) =>
  (res: HttpResponse, req: HttpRequest): void => {
    const head = req.getMethod() === "head"
    const https = requestIsHttps(options.trust, req, res)
    const acceptEncoding = req.getHeader("accept-encoding")
    const ifNoneMatch = req.getHeader("if-none-match")
    const document = pages.document(kind)
    if (!(document instanceof Promise)) return writeFile(res, document, acceptEncoding, ifNoneMatch, head, https)
    let aborted = false
    const done = options.track()
    res.onAborted(() => {
      aborted = true
      done()
    })
    document
      .then(
        (file) => {
          if (!aborted) writeFile(res, file, acceptEncoding, ifNoneMatch, head, https)
        },
        (error: unknown) => {
          if (!isStoreUnavailable(error))
            options.log.error({ err: error }, `Could not make /${kind === "rss" ? "rss.xml" : kind === "sitemap" ? "sitemap.xml" : "robots.txt"}`)
          if (aborted) return
          res.cork(() => {
            res.writeStatus(statusLine(503)).writeHeader("content-type", "text/plain; charset=utf-8")
            writeSecurityHeaders(res, OTHER_HEADERS, https)
            res.end("Try again in a moment\n")
          })
        },
      )
      .finally(done)
  }

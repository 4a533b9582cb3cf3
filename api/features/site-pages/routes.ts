// GET/HEAD /rss.xml (and /rss.xml?lang=es), /sitemap.xml and /robots.txt, answered from SeoPages with ETags and 304s.
import type { ProxyTrust } from "#api/platform/http/proxy-trust.ts"
import { requestIsHttps } from "#api/platform/http/request-is-https.ts"
import { OTHER_HEADERS, writeSecurityHeaders } from "#api/platform/http/security-headers.ts"
import { writeFile } from "#api/platform/http/serve-static.ts"
import { statusLine } from "#api/platform/http/web-bridge.ts"
import type { Logger } from "#api/platform/log/logger.ts"
import type { TransportRequest as HttpRequest, TransportResponse as HttpResponse } from "#api/platform/transport/port.ts"
import { isStoreUnavailable } from "#engine/store-unavailable.ts"
import { DEFAULT_LANGUAGE, languageOfQuery } from "#schemas/i18n/language.ts"

import type { SeoDocument, SeoPages } from "./pages.ts"

export const makeSeoDocumentHandler =
  (pages: SeoPages, kind: SeoDocument, options: { readonly track: () => () => void; readonly trust: ProxyTrust; readonly log: Pick<Logger, "error"> }) =>
  (res: HttpResponse, req: HttpRequest): void => {
    const head = req.getMethod() === "head"
    const https = requestIsHttps(options.trust, req, res)
    const acceptEncoding = req.getHeader("accept-encoding")
    const ifNoneMatch = req.getHeader("if-none-match")
    // A feed's language is its address's alone (feeds.ts): one address, one answer, whoever reads it.
    const document = pages.document(kind, languageOfQuery(req.getQuery()) ?? DEFAULT_LANGUAGE)
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

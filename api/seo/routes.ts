// GET/HEAD /rss.xml, /sitemap.xml and /robots.txt, answered from SeoPages with ETags and 304s.
import type { HttpRequest, HttpResponse } from "@trufflesuite/uws-js-unofficial"
import { writeFile } from "../server/serve-static.ts"
import { statusLine } from "../server/web-bridge.ts"
import type { SeoDocument, SeoPages } from "./pages.ts"

export const makeSeoDocumentHandler =
  (pages: SeoPages, kind: SeoDocument, options: { readonly track: () => () => void }) =>
  (res: HttpResponse, req: HttpRequest): void => {
    const head = req.getMethod() === "head"
    const acceptEncoding = req.getHeader("accept-encoding")
    const ifNoneMatch = req.getHeader("if-none-match")
    const document = pages.document(kind, { host: req.getHeader("host"), forwardedProto: req.getHeader("x-forwarded-proto") })
    if (!(document instanceof Promise)) return writeFile(res, document, acceptEncoding, ifNoneMatch, head)
    let aborted = false
    const done = options.track()
    res.onAborted(() => {
      aborted = true
      done()
    })
    document
      .then(
        (file) => {
          if (!aborted) writeFile(res, file, acceptEncoding, ifNoneMatch, head)
        },
        (error: unknown) => {
          console.error(`Could not make /${kind === "rss" ? "rss.xml" : kind === "sitemap" ? "sitemap.xml" : "robots.txt"}:`, error)
          if (!aborted) res.cork(() => res.writeStatus(statusLine(503)).writeHeader("content-type", "text/plain; charset=utf-8").end("Try again in a moment\n"))
        },
      )
      .finally(done)
  }

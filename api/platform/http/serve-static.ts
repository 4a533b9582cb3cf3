// Answers GET/HEAD for everything outside /api and /socket.io from the in-memory site.
import { pickLanguage } from "#schemas/i18n/language.ts"

import type { Logger } from "../log/logger.ts"
import type { TransportRequest as HttpRequest, TransportResponse as HttpResponse } from "../transport/port.ts"
import type { ProxyTrust } from "./proxy-trust.ts"
import { requestIsHttps } from "./request-is-https.ts"
import { htmlHeaderSetFor, OTHER_HEADERS, writeSecurityHeaders } from "./security-headers.ts"
import {
  chooseEncoding,
  compressRendered,
  fileKey,
  getHtmlRenderer,
  type HtmlRenderer,
  NO_CACHE,
  type RenderedPage,
  type StaticFile,
  type StaticSite,
} from "./static-site.ts"
import { statusLine } from "./web-bridge.ts"

const NOT_BUILT = "The web app has not been built yet.\nRun `npm run build` (or `npm start`, which builds it first), then reload this page.\n"

const text = (res: HttpResponse, status: number, body: string, head: boolean, https: boolean) => {
  res.cork(() => {
    res.writeStatus(statusLine(status)).writeHeader("content-type", "text/plain; charset=utf-8").writeHeader("cache-control", NO_CACHE)
    writeSecurityHeaders(res, OTHER_HEADERS, https)
    if (head) res.endWithoutBody(Buffer.byteLength(body))
    else res.end(body)
  })
}

/** A page follows the language asked for (the address, the cookie, Accept-Language) as well as the encoding. */
const PAGE_VARY = "Accept-Encoding, Accept-Language, Cookie"

/** Sends one variant of `file` (the best the client accepts), or 304 when If-None-Match names it. */
export const writeFile = (
  res: HttpResponse,
  file: StaticFile,
  acceptEncoding: string,
  ifNoneMatch: string,
  head: boolean,
  https: boolean,
  status = 200,
  vary = "Accept-Encoding",
) => {
  const encoding = chooseEncoding(acceptEncoding, file)
  const variant = encoding === "identity" ? file.identity : file[encoding]!
  const compressible = file.br !== undefined || file.gzip !== undefined
  const notModified = ifNoneMatch !== "" && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === variant.etag)
  res.cork(() => {
    res.writeStatus(statusLine(notModified ? 304 : status))
    res.writeHeader("etag", variant.etag).writeHeader("cache-control", file.cacheControl)
    writeSecurityHeaders(res, file.security, https)
    if (compressible) res.writeHeader("vary", vary)
    if (notModified) return void res.endWithoutBody(0)
    res.writeHeader("content-type", file.type)
    if (encoding !== "identity") res.writeHeader("content-encoding", encoding)
    if (head) res.endWithoutBody(variant.body.length)
    else res.end(variant.body)
  })
}

export interface StaticHandlerOptions {
  /** Tracks async work (a renderer) so a shutdown waits for it. */
  readonly track: () => () => void
  /** Which proxies may tell us the scheme and host the client asked for. */
  readonly trust: ProxyTrust
  readonly log: Pick<Logger, "error">
  /** This server's renderer for client routes; one installed with setHtmlRenderer takes precedence. */
  readonly render?: HtmlRenderer
}

const isRenderedPage = (value: string | RenderedPage): value is RenderedPage => typeof value !== "string"

export const makeStaticHandler = (site: StaticSite | undefined, options: StaticHandlerOptions) => {
  const indexHtml = site?.index.identity.body.toString("utf8") ?? ""
  return (res: HttpResponse, req: HttpRequest): void => {
    const head = req.getMethod() === "head"
    const https = requestIsHttps(options.trust, req, res)
    const url = req.getUrl()
    if (url === "/socket.io" || url.startsWith("/socket.io/")) return text(res, 404, "Not found\n", head, https)
    if (!site) return text(res, 503, NOT_BUILT, head, https)

    const acceptEncoding = req.getHeader("accept-encoding")
    const ifNoneMatch = req.getHeader("if-none-match")
    const key = fileKey(url)
    const file = key === undefined ? undefined : site.files.get(key)
    const renderer = getHtmlRenderer() ?? options.render
    // index.html asked for by name is the built shell itself (the offline worker keeps it to boot the app from); "/" is a page.
    if (file && (file !== site.index || !renderer || url === "/index.html")) return writeFile(res, file, acceptEncoding, ifNoneMatch, head, https)
    // A missing hashed asset must not turn into HTML (the browser would report a MIME error instead of a 404).
    if (key === undefined || key.startsWith("/assets/")) return text(res, 404, "Not found\n", head, https)
    if (!renderer) return writeFile(res, site.index, acceptEncoding, ifNoneMatch, head, https)

    const query = req.getQuery()
    const path = query ? `${url}?${query}` : url
    const language = pickLanguage({ query, cookie: req.getHeader("cookie"), acceptLanguage: req.getHeader("accept-language") })
    let rendered: ReturnType<HtmlRenderer>
    try {
      rendered = renderer(path, indexHtml, language)
    } catch (error) {
      options.log.error({ err: error, path }, "The HTML renderer failed; serving the plain page")
      return writeFile(res, site.index, acceptEncoding, "", head, https)
    }
    // A page the renderer had ready goes out now, without the async bookkeeping.
    if (!(rendered instanceof Promise) && isRenderedPage(rendered))
      return writeFile(res, rendered.file, acceptEncoding, ifNoneMatch, head, https, rendered.status, PAGE_VARY)
    let aborted = false
    const done = options.track()
    res.onAborted(() => {
      aborted = true
      done()
    })
    Promise.resolve(rendered)
      .then(
        (html) => {
          if (aborted) return
          if (isRenderedPage(html)) return writeFile(res, html.file, acceptEncoding, ifNoneMatch, head, https, html.status, PAGE_VARY)
          const encoding = chooseEncoding(acceptEncoding, { br: site.index.br, gzip: site.index.gzip })
          const body = compressRendered(html, encoding)
          res.cork(() => {
            res.writeStatus("200 OK").writeHeader("content-type", site.index.type).writeHeader("cache-control", NO_CACHE).writeHeader("vary", PAGE_VARY)
            writeSecurityHeaders(res, htmlHeaderSetFor(html), https)
            if (encoding !== "identity") res.writeHeader("content-encoding", encoding)
            if (head) res.endWithoutBody(body.length)
            else res.end(body)
          })
        },
        (error: unknown) => {
          options.log.error({ err: error, path }, "The HTML renderer failed; serving the plain page")
          if (!aborted) writeFile(res, site.index, acceptEncoding, "", head, https)
        },
      )
      .finally(done)
  }
}

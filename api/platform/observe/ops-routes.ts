// Routes for operators and API clients, outside the Effect API:
//   GET /metrics             Prometheus text; 404 unless METRICS_TOKEN is set, then only
//                            with `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise)
//   GET /api/openapi.json    the HTTP API's OpenAPI document, generated from the same
//                            schemas that decode the requests
//   GET /api/docs            a browsable reference of it (Scalar, served from here: no CDN)
import { timingSafeEqual } from "node:crypto"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { pathToFileURL } from "node:url"

import { type OpenApi } from "@effect/platform"

import type { ProxyTrust } from "../http/proxy-trust.ts"
import { requestIsHttps } from "../http/request-is-https.ts"
import { OTHER_HEADERS, writeSecurityHeaders } from "../http/security-headers.ts"
import { writeFile } from "../http/serve-static.ts"
import { NO_CACHE, type StaticFile, staticFileOf } from "../http/static-site.ts"
import { statusLine } from "../http/web-bridge.ts"
import type { RouteHandler, TransportResponse } from "../transport/port.ts"
import type { Metrics } from "./metrics.ts"

const plain = (res: TransportResponse, https: boolean, status: number, body: string, extra: Record<string, string> = {}) => {
  const headers = { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...extra }
  res.cork(() => {
    res.writeStatus(statusLine(status))
    for (const [key, value] of Object.entries(headers)) res.writeHeader(key, value)
    writeSecurityHeaders(res, OTHER_HEADERS, https)
    res.end(body)
  })
}

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

export const makeMetricsRoute =
  (metrics: Metrics | undefined, token: string | undefined, trust: ProxyTrust): RouteHandler =>
  (res, req) => {
    const https = requestIsHttps(trust, req, res)
    if (!metrics || token === undefined) return plain(res, https, 404, "Not found\n")
    const sent = /^Bearer\s+(.+)$/i.exec(req.getHeader("authorization"))?.[1]?.trim() ?? ""
    if (!sameSecret(sent, token)) return plain(res, https, 401, "Unauthorized\n", { "www-authenticate": 'Bearer realm="metrics"' })
    let aborted = false
    res.onAborted(() => (aborted = true))
    metrics.registry.metrics().then(
      (text) => {
        if (!aborted) plain(res, https, 200, text, { "content-type": metrics.registry.contentType })
      },
      (error: unknown) => {
        if (!aborted) plain(res, https, 500, `Could not collect the metrics: ${error instanceof Error ? error.message : String(error)}\n`)
      },
    )
  }

/**
 * What the docs page may load: its own script (which compiles code at run time, so eval and
 * WebAssembly compilation are allowed on this one page), its own styles (set inline by the
 * viewer), our JSON. Nothing from elsewhere.
 */
const DOCS_CSP =
  "default-src 'none'; script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'"

const docsPage = (title: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
</head>
<body>
<script id="api-reference" type="application/json" data-url="/api/openapi.json" data-configuration='{"withDefaultFonts":false,"hideClientButton":true}'></script>
<script src="/api/docs/scalar.js"></script>
</body>
</html>
`

/** Each document is made on its first request and kept. */
const lazyFile = (make: () => Promise<StaticFile>) => {
  let file: Promise<StaticFile> | undefined
  return () => (file ??= make())
}

const fileRoute =
  (get: () => Promise<StaticFile>, trust: ProxyTrust): RouteHandler =>
  (res, req) => {
    const head = req.getMethod() === "head"
    const acceptEncoding = req.getHeader("accept-encoding")
    const ifNoneMatch = req.getHeader("if-none-match")
    const https = requestIsHttps(trust, req, res)
    let aborted = false
    res.onAborted(() => (aborted = true))
    get().then(
      (file) => {
        if (!aborted) writeFile(res, file, acceptEncoding, ifNoneMatch, head, https)
      },
      (error: unknown) => {
        if (!aborted) plain(res, https, 500, `Could not make this document: ${error instanceof Error ? error.message : String(error)}\n`)
      },
    )
  }

/** The docs page's headers: the site's, with the viewer's own policy instead of the site's. */
const docsSecurity = {
  plain: [...OTHER_HEADERS.plain, ["content-security-policy", DOCS_CSP] as const],
  https: [...OTHER_HEADERS.https, ["content-security-policy", DOCS_CSP] as const],
}

export interface ApiDocsRoutes {
  readonly openApi: RouteHandler
  readonly docs: RouteHandler
  readonly docsScript: RouteHandler
}

/** `openApi` is the API's document, made on first use (`OpenApi.fromApi(HomesteadApi)`). */
export const makeApiDocsRoutes = (openApi: () => OpenApi.OpenAPISpec, title: string, trust: ProxyTrust): ApiDocsRoutes => {
  const spec = lazyFile(() => staticFileOf(Buffer.from(JSON.stringify(openApi())), "application/json", NO_CACHE))
  const page = lazyFile(async () => ({ ...(await staticFileOf(Buffer.from(docsPage(title)), "text/html; charset=utf-8", NO_CACHE)), security: docsSecurity }))
  // The viewer's script ships inside @effect/platform (about 3 MB; read only when asked for).
  // It is not one of the package's exports, so it is read by path.
  const script = lazyFile(async () => {
    const root = dirname(createRequire(import.meta.url).resolve("@effect/platform/package.json"))
    const { javascript } = (await import(pathToFileURL(join(root, "dist", "esm", "internal", "httpApiScalar.js")).href)) as { javascript: string }
    return staticFileOf(Buffer.from(javascript), "text/javascript; charset=utf-8", "public, max-age=86400")
  })
  return { openApi: fileRoute(spec, trust), docs: fileRoute(page, trust), docsScript: fileRoute(script, trust) }
}

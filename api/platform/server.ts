// One HTTP server on one port: /api through the Effect HttpApi, socket.io at /socket.io,
// and the built SPA for everything else, on uWebSockets.js where a native build loads and on
// node:http elsewhere (./transport). `close()` is the graceful stop: stop accepting, let
// requests in flight finish (10 s at most), then close the rest.
import { fileURLToPath } from "node:url"

import { HttpApi, OpenApi } from "@effect/platform"

import { type App, createApp } from "#api/compose.ts"
import { makeApiHandler } from "#api/compose-http.ts"
import { HomesteadApi } from "#api/compose-http.ts"
import { mediaBodyLimits } from "#api/features/media/body-limits.ts"
import { makeMediaHandler } from "#api/features/media/serve.ts"
import { loadAppRenderer, serverEntryOf } from "#api/features/site-pages/app-render.ts"
import { SeoPages } from "#api/features/site-pages/pages.ts"
import { readFirstScript, readRouteAssets } from "#api/features/site-pages/route-assets.ts"
import { makeSeoDocumentHandler } from "#api/features/site-pages/routes.ts"

import type { Config } from "./config.ts"
import { ContentFastReads } from "./fast-reads/fast-reads.ts"
import { InFlight } from "./http/in-flight.ts"
import { watchLoopStalls } from "./http/loop-stalls.ts"
import { requestIsHttps } from "./http/request-is-https.ts"
import { OTHER_HEADERS, writeSecurityHeaders } from "./http/security-headers.ts"
import { makeStaticHandler } from "./http/serve-static.ts"
import { loadStaticSite } from "./http/static-site.ts"
import { bridgeToWeb, writeJson } from "./http/web-bridge.ts"
import type { Logger } from "./log/logger.ts"
import { accessLog } from "./observe/access-log.ts"
import { observed } from "./observe/observed-route.ts"
import { makeApiDocsRoutes, makeMetricsRoute } from "./observe/ops-routes.ts"
import { RouteTable } from "./observe/route-table.ts"
import type { Route, RouteHandler, TransportRequest, TransportResponse } from "./transport/port.ts"
import { chooseTransport } from "./transport/select.ts"

export const MiB = 1 << 20

/** JSON bodies; a route that takes uploads registers a larger limit in `bodyLimits`. */
export const DEFAULT_BODY_LIMIT = MiB

/** Bytes that may wait to be written to one socket. */
const SOCKET_MAX_BACKPRESSURE = 1024 * 1024

/** Per-path body limits, longest matching prefix wins: a route that takes uploads is listed here. */
const bodyLimits: readonly { readonly prefix: string; readonly bytes: number; readonly message?: string }[] = [...mediaBodyLimits]

const bodyLimitFor = (path: string): { readonly bytes: number; readonly message?: string } => {
  let best: (typeof bodyLimits)[number] | undefined
  for (const limit of bodyLimits) if (path.startsWith(limit.prefix) && (!best || limit.prefix.length > best.prefix.length)) best = limit
  return best ?? { bytes: DEFAULT_BODY_LIMIT }
}

export const DEFAULT_STATIC_DIR = fileURLToPath(new URL("../../dist/web", import.meta.url))

const DRAIN_TIMEOUT_MS = 10_000

export interface ServerOptions {
  /** Overrides config.port; 0 picks a free port. */
  readonly port?: number
  /** The built SPA; default dist/web. */
  readonly staticDir?: string
  /** Where the server logs; by default a logger made from the configuration (standard output). */
  readonly log?: Logger
}

export interface RunningServer {
  readonly port: number
  /** "uws" or "node", and the start line's words for it. */
  readonly transport: { readonly name: "uws" | "node"; readonly description: string }
  readonly url: string
  readonly app: App
  /** Graceful stop; safe to call more than once. */
  close(): Promise<void>
}

export const startServer = async (config: Config, options: ServerOptions = {}): Promise<RunningServer> => {
  const app = await createApp(config, { log: options.log })
  const api = makeApiHandler(app)
  try {
    const staticDir = options.staticDir ?? DEFAULT_STATIC_DIR
    const site = await loadStaticSite(staticDir)
    if (!site) app.log.warn(`No built web app in ${staticDir}; pages answer 503 until \`npm run build\` runs.`)
    // Build the API's layers now, so a broken layer stops the start instead of the first request.
    await api.handler(new Request("http://localhost/api/.warmup"))

    // Public content reads answered before the Effect bridge (see fast-reads.ts).
    const fastReads = new ContentFastReads({ db: app.database.db, projector: app.projector, log: app.log, trust: config.trustProxy })
    await fastReads.warm()
    const renderApp = site ? await loadAppRenderer(serverEntryOf(staticDir)) : undefined
    if (site && !renderApp) app.log.warn(`No server renderer beside ${staticDir}; pages are served unrendered until \`npm run build\` runs.`)
    // Page tags, the feed and the sitemap, from the same read models (see api/features/site-pages/pages.ts).
    const seo = new SeoPages({
      db: app.database.db,
      projector: app.projector,
      siteName: config.siteName,
      origin: app.services.siteOrigin,
      routeAssets: site ? readRouteAssets(site.files) : undefined,
      firstScript: readFirstScript(site?.manifest),
      renderApp,
    })
    await seo.warm()

    const inFlight = new InFlight()
    let accepting = true
    const apiRoute = (res: TransportResponse, req: TransportRequest) => {
      if (!accepting) return writeJson(res, requestIsHttps(config.trustProxy, req, res), 503, { message: "The server is shutting down" }, true)
      if (fastReads.serve(res, req)) return
      const limit = bodyLimitFor(req.getUrl())
      bridgeToWeb(res, req, api.handler, {
        bodyLimit: limit.bytes,
        tooLargeMessage: limit.message,
        onDone: inFlight.begin(),
        closing: () => !accepting,
        trust: config.trustProxy,
        log: app.log,
      })
    }
    const staticRoute = makeStaticHandler(site, { track: () => inFlight.begin(), render: seo.render, trust: config.trustProxy, log: app.log })
    const seoRoute = (kind: "rss" | "sitemap" | "robots") =>
      makeSeoDocumentHandler(seo, kind, { track: () => inFlight.begin(), trust: config.trustProxy, log: app.log })
    // A robots.txt shipped with the web app wins over the generated one.
    const robotsRoute = site?.files.has("/robots.txt") ? staticRoute : seoRoute("robots")
    const mediaRoute = makeMediaHandler(app.services.media, { track: () => inFlight.begin(), log: app.log, trust: config.trustProxy })
    const methodNotAllowed: RouteHandler = (res, req) => {
      const https = requestIsHttps(config.trustProxy, req, res)
      res.cork(() => {
        res.writeStatus("405 Method Not Allowed").writeHeader("allow", "GET, HEAD").writeHeader("content-type", "text/plain; charset=utf-8")
        writeSecurityHeaders(res, OTHER_HEADERS, https)
        res.end("Method not allowed\n")
      })
    }
    const apiDocs = makeApiDocsRoutes(() => OpenApi.fromApi(HomesteadApi), `${config.siteName} API`, config.trustProxy)
    const apiTemplates = new RouteTable()
    HttpApi.reflect(HomesteadApi, { onGroup: () => {}, onEndpoint: ({ endpoint }) => void apiTemplates.add(endpoint.path) })

    // Every route is observed: a request id, an access-log line and request metrics, named
    // by a template (see api/observe). The access line's fields are fixed and hold no secret
    // (paths carry no query), so its lines are built without pino's redaction (see access-log.ts).
    const access = accessLog(app.log.child({ component: "http" }))
    const observer = { access, metrics: app.metrics }
    const named = (label: string | ((path: string) => string), handler: RouteHandler) =>
      observed(typeof label === "string" ? () => label : label, handler, observer)
    const getOrHead = (pattern: string, label: string | ((path: string) => string), handler: RouteHandler): Route[] => {
      const route = named(label, handler)
      return [
        { method: "get", pattern, handler: route },
        { method: "head", pattern, handler: route },
      ]
    }
    const apiLabel = (path: string) => apiTemplates.match(path) ?? "/api/(no such endpoint)"
    const routes: Route[] = [
      { method: "any", pattern: "/api", handler: named(apiLabel, apiRoute) },
      { method: "any", pattern: "/api/*", handler: named(apiLabel, apiRoute) },
      ...getOrHead("/api/openapi.json", "/api/openapi.json", apiDocs.openApi),
      ...getOrHead("/api/docs", "/api/docs", apiDocs.docs),
      ...getOrHead("/api/docs/scalar.js", "/api/docs/scalar.js", apiDocs.docsScript),
      ...getOrHead("/metrics", "/metrics", makeMetricsRoute(app.metrics, config.metricsToken, config.trustProxy)),
      ...getOrHead("/media/*", "/media/:id/:variant", mediaRoute),
      ...getOrHead("/rss.xml", "/rss.xml", seoRoute("rss")),
      ...getOrHead("/sitemap.xml", "/sitemap.xml", seoRoute("sitemap")),
      ...getOrHead("/robots.txt", "/robots.txt", robotsRoute),
      ...getOrHead("/*", (path) => (path.startsWith("/assets/") ? "/assets/*" : "page"), staticRoute),
      { method: "any", pattern: "/*", handler: named("(method not allowed)", methodNotAllowed) },
    ]
    const { transport, description } = chooseTransport(config.httpTransport, routes, { socketMaxBackpressure: SOCKET_MAX_BACKPRESSURE })
    transport.attachSockets(app.io)

    const port = await transport.listen(options.port ?? config.port)
    app.services.siteOrigin.listening(port)
    const stalls = watchLoopStalls((ms) => app.log.warn({ stalledMs: Math.round(ms) }, `The server was unresponsive for ${Math.round(ms)} ms`))

    let closing: Promise<void> | undefined
    const close = () =>
      (closing ??= (async () => {
        accepting = false
        stalls.close()
        transport.stopListening()
        if (!(await inFlight.drained(DRAIN_TIMEOUT_MS))) app.log.warn(`Stopped waiting for ${inFlight.count} request(s) after ${DRAIN_TIMEOUT_MS / 1000} s`)
        // uWS sends responses written outside its own callbacks on its next loop turn.
        await new Promise((resolve) => setImmediate(resolve))
        fastReads.close()
        seo.close()
        access.flush()
        await app.close() // closes socket.io first, then the projector, the store and the database
        await api.dispose()
        transport.closeConnections()
      })())

    return { port, url: `http://localhost:${port}`, transport: { name: transport.name, description }, app, close }
  } catch (error) {
    await api.dispose().catch(() => undefined)
    await app.close()
    throw error
  }
}

// One uWebSockets.js app on one port: /api through the Effect HttpApi, socket.io at
// /socket.io, and the built SPA for everything else. `close()` is the graceful stop:
// stop accepting, let requests in flight finish (10 s at most), then close the rest.
import uws, { type HttpRequest, type HttpResponse, type TemplatedApp, type us_listen_socket } from "@trufflesuite/uws-js-unofficial"
import { fileURLToPath } from "node:url"
import { createApp, type App } from "../app.ts"
import type { Config } from "../config.ts"
import { makeApiHandler } from "../http/api.ts"
import { ContentFastReads } from "../http/content/fast-reads/fast-reads.ts"
import { mediaStorageFor } from "../media/app-storage.ts"
import { mediaBodyLimits } from "../media/body-limits.ts"
import { makeMediaHandler } from "../media/serve.ts"
import { SeoPages } from "../seo/pages.ts"
import { readRouteAssets } from "../seo/route-assets.ts"
import { makeSeoDocumentHandler } from "../seo/routes.ts"
import { watchLoopStalls } from "./loop-stalls.ts"
import { InFlight } from "./in-flight.ts"
import { makeStaticHandler } from "./serve-static.ts"
import { loadStaticSite } from "./static-site.ts"
import { bridgeToWeb, writeJson } from "./web-bridge.ts"

export const MiB = 1 << 20

/** JSON bodies; a route that takes uploads registers a larger limit in `bodyLimits`. */
export const DEFAULT_BODY_LIMIT = MiB

/** Bytes that may wait to be written to one socket. */
const SOCKET_MAX_BACKPRESSURE = 1024 * 1024

/**
 * Per-path body limits, longest matching prefix wins. A feature that accepts uploads
 * adds one at import time: `bodyLimits.push({ prefix: "/api/photos/upload", bytes: 20 * MiB })`.
 */
export const bodyLimits: { readonly prefix: string; readonly bytes: number; readonly message?: string }[] = [...mediaBodyLimits]

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
}

export interface RunningServer {
  readonly port: number
  readonly url: string
  readonly app: App
  /** Graceful stop; safe to call more than once. */
  close(): Promise<void>
}

const listen = (server: TemplatedApp, port: number): Promise<us_listen_socket> =>
  new Promise((resolve, reject) => {
    server.listen(port, (socket) => (socket ? resolve(socket) : reject(new Error(`Cannot listen on port ${port} (is it in use?)`))))
  })

export const startServer = async (config: Config, options: ServerOptions = {}): Promise<RunningServer> => {
  const app = await createApp(config)
  const api = makeApiHandler(app)
  try {
    const staticDir = options.staticDir ?? DEFAULT_STATIC_DIR
    const site = await loadStaticSite(staticDir)
    if (!site) console.warn(`No built web app in ${staticDir}; pages answer 503 until \`npm run build\` runs.`)
    // Build the API's layers now, so a broken layer stops the start instead of the first request.
    await api.handler(new Request("http://localhost/api/.warmup"))

    // Public content reads answered before the Effect bridge (see fast-reads.ts).
    const fastReads = new ContentFastReads({ db: app.database.db, projector: app.projector })
    await fastReads.warm()
    // Page tags, the feed and the sitemap, from the same read models (see api/seo/pages.ts).
    const seo = new SeoPages({
      db: app.database.db,
      projector: app.projector,
      siteName: config.siteName,
      publicUrl: config.publicUrl,
      routeAssets: site ? readRouteAssets(site.files) : undefined,
    })
    await seo.warm()

    const inFlight = new InFlight()
    const server = uws.App()
    // uWebSockets.js skips sends and publishes to a socket with more than this waiting for it
    // (its default is 64 KB), heartbeats included: a phone on a slow network catching up on
    // a few live-game updates must not be cut off for it.
    // (socket.io hands these options on to its engine, whose attach takes maxBackpressure; its own type does not list it.)
    app.io.attachApp(server, { maxBackpressure: SOCKET_MAX_BACKPRESSURE } as Parameters<typeof app.io.attachApp>[1])

    let accepting = true
    const apiRoute = (res: HttpResponse, req: HttpRequest) => {
      if (!accepting) return writeJson(res, 503, { message: "The server is shutting down" }, true)
      if (fastReads.serve(res, req)) return
      const limit = bodyLimitFor(req.getUrl())
      bridgeToWeb(res, req, api.handler, { bodyLimit: limit.bytes, tooLargeMessage: limit.message, onDone: inFlight.begin(), closing: () => !accepting })
    }
    const staticRoute = makeStaticHandler(site, { track: () => inFlight.begin(), render: seo.render })
    const seoRoute = (kind: "rss" | "sitemap" | "robots") => makeSeoDocumentHandler(seo, kind, { track: () => inFlight.begin() })
    // A robots.txt shipped with the web app wins over the generated one.
    const robotsRoute = site?.files.has("/robots.txt") ? staticRoute : seoRoute("robots")
    const mediaRoute = makeMediaHandler(mediaStorageFor(app), { track: () => inFlight.begin() })
    server
      .any("/api", apiRoute)
      .any("/api/*", apiRoute)
      .get("/media/*", mediaRoute)
      .head("/media/*", mediaRoute)
      .get("/rss.xml", seoRoute("rss"))
      .head("/rss.xml", seoRoute("rss"))
      .get("/sitemap.xml", seoRoute("sitemap"))
      .head("/sitemap.xml", seoRoute("sitemap"))
      .get("/robots.txt", robotsRoute)
      .head("/robots.txt", robotsRoute)
      .get("/*", staticRoute)
      .head("/*", staticRoute)
      .any("/*", (res) => {
        res.cork(() => res.writeStatus("405 Method Not Allowed").writeHeader("allow", "GET, HEAD").end("Method not allowed\n"))
      })

    const listenSocket = await listen(server, options.port ?? config.port)
    const stalls = watchLoopStalls()
    const port = uws.us_socket_local_port(listenSocket as never)

    let closing: Promise<void> | undefined
    const close = () =>
      (closing ??= (async () => {
        accepting = false
        stalls.close()
        uws.us_listen_socket_close(listenSocket)
        if (!(await inFlight.drained(DRAIN_TIMEOUT_MS))) console.warn(`Stopped waiting for ${inFlight.count} request(s) after ${DRAIN_TIMEOUT_MS / 1000} s`)
        // uWS sends responses written outside its own callbacks on its next loop turn.
        await new Promise((resolve) => setImmediate(resolve))
        fastReads.close()
        seo.close()
        await app.close() // closes socket.io first, then the projector, the store and the database
        await api.dispose()
        // Drops idle keep-alive connections so the process can exit (not in the typings of this build).
        ;(server as unknown as { close?: () => void }).close?.()
      })())

    return { port, url: `http://localhost:${port}`, app, close }
  } catch (error) {
    await api.dispose().catch(() => undefined)
    await app.close()
    throw error
  }
}

// One HTTP server on one port, on uWebSockets.js where a native build loads and on node:http
// elsewhere (./transport), with socket.io attached. The composition root gives it the routes;
// every route is observed (a request id, an access-log line and request metrics, named by a
// template: see ./observe), and a method no route takes gets 405. `close()` is the graceful
// stop: stop accepting, let requests in flight finish (10 s at most), close what the
// composition root opened, then the connections.
import { InFlight } from "./http/in-flight.ts"
import { watchLoopStalls } from "./http/loop-stalls.ts"
import type { ProxyTrust } from "./http/proxy-trust.ts"
import { requestIsHttps } from "./http/request-is-https.ts"
import { OTHER_HEADERS, writeSecurityHeaders } from "./http/security-headers.ts"
import type { Logger } from "./log/logger.ts"
import { accessLog } from "./observe/access-log.ts"
import type { Metrics } from "./observe/metrics.ts"
import { observed } from "./observe/observed-route.ts"
import type { QuizServer } from "./sockets/io.ts"
import type { Route, RouteHandler } from "./transport/port.ts"
import { chooseTransport, type TransportChoice } from "./transport/select.ts"

/** Bytes that may wait to be written to one socket. */
const SOCKET_MAX_BACKPRESSURE = 1024 * 1024

const DRAIN_TIMEOUT_MS = 10_000

/** What the routes are made with: tracking for the graceful stop, and observed route entries. */
export interface RouteKit {
  /** A request began; the function returned ends it (routes that answer after an await). */
  readonly track: () => () => void
  /** False once the server is stopping. */
  readonly accepting: () => boolean
  /** `method` of `pattern`, observed under `label` (a template, or one made from the path). */
  readonly route: (method: Route["method"], pattern: string, label: string | ((path: string) => string), handler: RouteHandler) => Route
  /** GET and HEAD of `pattern`, observed under `label`. */
  readonly getOrHead: (pattern: string, label: string | ((path: string) => string), handler: RouteHandler) => Route[]
}

export interface HttpServerOptions {
  readonly transport: TransportChoice
  readonly port: number
  readonly trust: ProxyTrust
  readonly log: Logger
  readonly metrics: Metrics | undefined
  readonly io: QuizServer
  readonly routes: (kit: RouteKit) => readonly Route[]
  /** Once requests in flight are done (or waited for long enough), before the connections close. */
  readonly closing: () => Promise<void>
}

export interface HttpServer {
  readonly port: number
  /** "uws" or "node", and the start line's words for it. */
  readonly transport: { readonly name: "uws" | "node"; readonly description: string }
  readonly url: string
  /** Graceful stop; safe to call more than once. */
  close(): Promise<void>
}

export const startHttpServer = async (options: HttpServerOptions): Promise<HttpServer> => {
  const { log, trust } = options
  const inFlight = new InFlight()
  let accepting = true
  // The access line's fields are fixed and hold no secret (paths carry no query), so its lines
  // are built without pino's redaction (see observe/access-log.ts).
  const access = accessLog(log.child({ component: "http" }))
  const observer = { access, metrics: options.metrics }
  const route: RouteKit["route"] = (method, pattern, label, handler) => ({
    method,
    pattern,
    handler: observed(typeof label === "string" ? () => label : label, handler, observer),
  })
  const kit: RouteKit = {
    track: () => inFlight.begin(),
    accepting: () => accepting,
    route,
    getOrHead: (pattern, label, handler) => {
      const get = route("get", pattern, label, handler)
      return [get, { ...get, method: "head" }]
    },
  }
  const methodNotAllowed: RouteHandler = (res, req) => {
    const https = requestIsHttps(trust, req, res)
    res.cork(() => {
      res.writeStatus("405 Method Not Allowed").writeHeader("allow", "GET, HEAD").writeHeader("content-type", "text/plain; charset=utf-8")
      writeSecurityHeaders(res, OTHER_HEADERS, https)
      res.end("Method not allowed\n")
    })
  }
  const routes = [...options.routes(kit), route("any", "/*", "(method not allowed)", methodNotAllowed)]
  const { transport, description } = chooseTransport(options.transport, routes, { socketMaxBackpressure: SOCKET_MAX_BACKPRESSURE })
  transport.attachSockets(options.io)

  const port = await transport.listen(options.port)
  const stalls = watchLoopStalls((ms) => log.warn({ stalledMs: Math.round(ms) }, `The server was unresponsive for ${Math.round(ms)} ms`))

  let closing: Promise<void> | undefined
  const close = () =>
    (closing ??= (async () => {
      accepting = false
      stalls.close()
      transport.stopListening()
      if (!(await inFlight.drained(DRAIN_TIMEOUT_MS))) log.warn(`Stopped waiting for ${inFlight.count} request(s) after ${DRAIN_TIMEOUT_MS / 1000} s`)
      // uWS sends responses written outside its own callbacks on its next loop turn.
      await new Promise((resolve) => setImmediate(resolve))
      access.flush()
      await options.closing()
      transport.closeConnections()
    })())

  return { port, url: `http://localhost:${port}`, transport: { name: transport.name, description }, close }
}

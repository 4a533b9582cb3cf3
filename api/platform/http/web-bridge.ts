// uWebSockets.js ⇄ WHATWG fetch: turns a uWS request into a `Request`, runs a web
// handler (the Effect HttpApi), and writes the `Response` back (event streams piece by piece).
// uWS rules this follows: read everything from `req` before the first await (it is
// invalid afterwards); register onAborted before any async work and never touch `res`
// after it fired; copy each body chunk (its buffer is reused); cork the writes.
import { STATUS_CODES } from "node:http"

import * as Messages from "#schemas/messages.ts"

import type { Logger } from "../log/logger.ts"
import { requestIdOf } from "../observe/observed-route.ts"
import type { TransportRequest as HttpRequest, TransportResponse as HttpResponse } from "../transport/port.ts"
import { inLanguageOf } from "./answer-language.ts"
import { PEER_HEADER } from "./handlers.ts"
import { NO_PROXY, type ProxyTrust } from "./proxy-trust.ts"
import { clientOf } from "./request-client.ts"
import { requestIsHttps } from "./request-is-https.ts"
import { HTML_HEADERS, OTHER_HEADERS, SECURITY_HEADER_NAMES, writeSecurityHeaders } from "./security-headers.ts"

export type WebHandler = (request: Request) => Promise<Response>

export const statusLine = (status: number): string => `${status} ${STATUS_CODES[status] ?? "Status"}`

// uWS writes these itself (or they describe the hop, not the message).
const SKIPPED_RESPONSE_HEADERS = new Set(["content-length", "transfer-encoding", "connection", "set-cookie"])

/** Writes a small JSON `{message}` answer; `close` drops the connection (e.g. an unread body). */
export const writeJson = (res: HttpResponse, https: boolean, status: number, body: unknown, close = false): void => {
  res.cork(() => {
    res.writeStatus(statusLine(status)).writeHeader("content-type", "application/json")
    writeSecurityHeaders(res, OTHER_HEADERS, https)
    res.end(JSON.stringify(body), close)
  })
}

export interface BridgeOptions {
  /** Largest request body accepted for this path, in bytes. */
  readonly bodyLimit: number
  /** What a 413 says instead of the generic words (e.g. an upload path's own limit). */
  readonly tooLargeMessage?: string | undefined
  /** Called when the exchange ends, however it ends. */
  readonly onDone?: () => void
  /** True while shutting down: answer with Connection: close so the client does not reuse the socket. */
  readonly closing?: () => boolean
  /** Which proxies may tell us the client's address, scheme and host (default: none). */
  readonly trust?: ProxyTrust
  /** Where failures of the bridge itself are logged (default: standard error). */
  readonly log?: Pick<Logger, "error">
}

export const bridgeToWeb = (res: HttpResponse, req: HttpRequest, handler: WebHandler, options: BridgeOptions): void => {
  const method = req.getCaseSensitiveMethod().toUpperCase()
  const https = requestIsHttps(options.trust ?? NO_PROXY, req, res)
  const query = req.getQuery()
  const headers = new Headers()
  req.forEach((key, value) => {
    if (key !== PEER_HEADER) headers.append(key, value)
  })
  // The handler sees the client as trusted proxies describe it: its address in PEER_HEADER,
  // and the scheme and host it asked for in the URL (forwarding headers are read nowhere else).
  const client = clientOf(options.trust ?? NO_PROXY, res, req)
  headers.set(PEER_HEADER, client.address)
  // The id the access log and the answer carry, so the handler's own log lines can name it.
  const requestId = requestIdOf(res)
  if (requestId !== undefined) headers.set("x-request-id", requestId)
  const log = options.log ?? { error: (fields: object, message: string) => console.error(message, fields) }
  const url = requestUrl(client.https ? "https" : "http", client.host, req.getUrl(), query)

  const controller = new AbortController()
  let finished = false
  const finish = () => {
    if (finished) return
    finished = true
    options.onDone?.()
  }
  res.onAborted(() => {
    controller.abort()
    finish()
  })
  const answerEarly = (status: number, message: string) => {
    if (finished) return
    writeJson(res, https, status, { message: inLanguageOf(headers, message) }, true)
    finish()
  }

  const declared = Number(headers.get("content-length") ?? "0")
  if (declared > options.bodyLimit) return answerEarly(413, options.tooLargeMessage ?? tooLarge(options.bodyLimit))

  const writeHead = (response: Response) => {
    res.writeStatus(statusLine(response.status))
    // Ours, whatever a handler set.
    writeSecurityHeaders(res, isHtml(response) ? HTML_HEADERS : OTHER_HEADERS, https)
    response.headers.forEach((value, key) => {
      if (!SKIPPED_RESPONSE_HEADERS.has(key) && !SECURITY_HEADER_NAMES.has(key)) res.writeHeader(key, value)
    })
    for (const cookie of response.headers.getSetCookie()) res.writeHeader("set-cookie", cookie)
  }

  /** Resolves when uWS has sent what it buffered, or the client went away. */
  const writable = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        controller.signal.removeEventListener("abort", done)
        resolve()
      }
      res.onWritable(() => {
        done()
        return true
      })
      controller.signal.addEventListener("abort", done, { once: true })
    })

  // Each piece is written as it comes, waiting while the client is slower than the source.
  const streamBody = async (response: Response, body: ReadableStream<Uint8Array>) => {
    const reader = body.getReader()
    const stop = () => void reader.cancel().catch(() => undefined)
    if (finished) return stop()
    controller.signal.addEventListener("abort", stop, { once: true })
    res.cork(() => writeHead(response))
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (finished) return
        if (done) break
        let drained = true
        res.cork(() => {
          drained = res.write(value)
        })
        if (!drained) await writable()
      }
      if (finished) return
      res.cork(() => res.end(undefined, options.closing?.() ?? false))
      finish()
    } catch (error) {
      // The status line is gone; dropping the connection is the only way to say it failed.
      if (finished) return
      log.error({ err: error, reqId: requestId }, "The API's event stream failed")
      res.close()
      finish()
    }
  }

  const run = (body: Uint8Array<ArrayBuffer> | undefined) => {
    handler(new Request(url, { method, headers, body: body && body.length > 0 ? body : null, signal: controller.signal }))
      .then(async (response) => {
        if (method !== "HEAD" && response.body !== null && isStreamed(response)) return streamBody(response, response.body)
        const payload = method === "HEAD" || response.body === null ? undefined : new Uint8Array(await response.arrayBuffer())
        if (finished) return
        res.cork(() => {
          writeHead(response)
          const close = options.closing?.() ?? false
          if (payload === undefined) res.endWithoutBody(undefined, close)
          else res.end(payload, close)
        })
        finish()
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return finish()
        log.error({ err: error, reqId: requestId }, "The API handler failed")
        answerEarly(500, Messages.internalError)
      })
  }

  if (method === "GET" || method === "HEAD") return run(undefined)

  const chunks: Uint8Array[] = []
  let received = 0
  res.onData((chunk, isLast) => {
    if (finished) return
    received += chunk.byteLength
    if (received > options.bodyLimit) return answerEarly(413, options.tooLargeMessage ?? tooLarge(options.bodyLimit))
    chunks.push(new Uint8Array(chunk.slice(0)))
    if (isLast) run(concat(chunks, received))
  })
}

const isHtml = (response: Response) => response.headers.get("content-type")?.startsWith("text/html") ?? false

/** Bodies written as they are produced (server-sent events, backup archives); the rest are sent whole. */
const STREAMED_TYPES = ["text/event-stream", "application/gzip"]
const isStreamed = (response: Response) => {
  const type = response.headers.get("content-type") ?? ""
  return STREAMED_TYPES.some((streamed) => type.startsWith(streamed))
}

const concat = (chunks: readonly Uint8Array[], length: number): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(length)
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.length
  }
  return out
}

const tooLarge = (limit: number) => Messages.requestTooLarge(formatBytes(limit))

const formatBytes = (n: number) => (n >= 1 << 20 ? `${+(n / (1 << 20)).toFixed(1)} MiB` : n >= 1024 ? `${+(n / 1024).toFixed(1)} KiB` : `${n} bytes`)

const requestUrl = (scheme: "http" | "https", host: string, path: string, query: string): string => {
  const suffix = `${path}${query ? `?${query}` : ""}`
  try {
    return new URL(`${scheme}://${host || "localhost"}${suffix}`).href
  } catch {
    // A malformed Host header must not break routing; the path is what matters.
    return new URL(`${scheme}://localhost${suffix}`).href
  }
}

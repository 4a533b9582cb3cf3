// The node:http transport, for every Node.js and C library: the same routes as on uWS,
// behind the same request and response shape (port.ts), with socket.io on its own engine.
import { createServer, type IncomingMessage, type Server, type ServerResponse, STATUS_CODES } from "node:http"
import type { Socket as NetSocket } from "node:net"

import type { Server as SocketServer } from "socket.io"

import { OTHER_HEADERS, writeSecurityHeaders } from "../http/security-headers.ts"
import type { Body, Route, Transport, TransportRequest, TransportResponse } from "./port.ts"
import { makeRouter } from "./routing.ts"

const toBuffer = (body: Body): Buffer =>
  typeof body === "string" ? Buffer.from(body) : body instanceof ArrayBuffer ? Buffer.from(body) : Buffer.from(body.buffer, body.byteOffset, body.byteLength)

class NodeRequest implements TransportRequest {
  readonly #req: IncomingMessage
  readonly #path: string
  readonly #query: string

  constructor(req: IncomingMessage) {
    this.#req = req
    let target = req.url ?? "/"
    // An absolute-form target (sent to proxies) is read for its path.
    if (!target.startsWith("/")) {
      try {
        const url = new URL(target)
        target = `${url.pathname}${url.search}`
      } catch {
        target = "/"
      }
    }
    const q = target.indexOf("?")
    this.#path = q < 0 ? target : target.slice(0, q)
    this.#query = q < 0 ? "" : target.slice(q + 1)
  }

  getMethod(): string {
    return (this.#req.method ?? "GET").toLowerCase()
  }
  getCaseSensitiveMethod(): string {
    return this.#req.method ?? "GET"
  }
  getUrl(): string {
    return this.#path
  }
  getQuery(): string {
    return this.#query
  }
  getHeader(lowerCaseKey: string): string {
    const value = this.#req.headers[lowerCaseKey]
    return value === undefined ? "" : Array.isArray(value) ? value.join(", ") : value
  }
  forEach(callback: (key: string, value: string) => void): void {
    const raw = this.#req.rawHeaders
    for (let i = 0; i + 1 < raw.length; i += 2) callback(raw[i]!.toLowerCase(), raw[i + 1]!)
  }
}

class NodeResponse implements TransportResponse {
  readonly #req: IncomingMessage
  readonly #res: ServerResponse
  #status = 200
  #statusMessage: string | undefined
  readonly #headers: string[] = []
  #ended = false

  constructor(req: IncomingMessage, res: ServerResponse) {
    this.#req = req
    this.#res = res
  }

  cork(callback: () => void): TransportResponse {
    // node:http already sends a head and a whole body in one write.
    callback()
    return this
  }
  writeStatus(status: string): TransportResponse {
    const space = status.indexOf(" ")
    this.#status = Number(space < 0 ? status : status.slice(0, space))
    this.#statusMessage = space < 0 ? STATUS_CODES[this.#status] : status.slice(space + 1)
    return this
  }
  writeHeader(key: string, value: string): TransportResponse {
    this.#headers.push(key, value)
    return this
  }
  #writeHead(contentLength: number | undefined, close: boolean) {
    if (this.#res.headersSent) return
    if (contentLength !== undefined) this.#headers.push("content-length", String(contentLength))
    if (close) this.#headers.push("connection", "close")
    this.#res.writeHead(this.#status, this.#statusMessage, this.#headers)
  }
  write(chunk: Body): boolean {
    this.#writeHead(undefined, false)
    return this.#res.write(toBuffer(chunk))
  }
  end(body?: Body, closeConnection = false): TransportResponse {
    this.#ended = true
    const buffer = body === undefined ? undefined : toBuffer(body)
    this.#writeHead(this.#res.headersSent ? undefined : (buffer?.length ?? 0), closeConnection)
    if (closeConnection) this.#res.once("finish", () => this.#res.socket?.end())
    this.#res.end(buffer)
    return this
  }
  endWithoutBody(reportedContentLength?: number, closeConnection = false): TransportResponse {
    this.#ended = true
    // A HEAD answer announces the length a GET would have; a 304 or 204 announces none.
    const length = this.#status === 304 || this.#status === 204 ? undefined : this.#req.method === "HEAD" ? reportedContentLength : 0
    this.#writeHead(length, closeConnection)
    this.#res.end()
    return this
  }
  onAborted(handler: () => void): TransportResponse {
    this.#res.once("close", () => {
      if (!this.#ended || !this.#res.writableFinished) handler()
    })
    return this
  }
  onData(handler: (chunk: ArrayBuffer, isLast: boolean) => void): TransportResponse {
    this.#req.on("data", (chunk: Buffer) => handler(chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.byteLength) as ArrayBuffer, false))
    this.#req.on("end", () => handler(new ArrayBuffer(0), true))
    return this
  }
  onWritable(handler: (offset: number) => boolean): TransportResponse {
    const drained = () => {
      if (handler(this.#res.socket?.bytesWritten ?? 0)) this.#res.off("drain", drained)
    }
    this.#res.on("drain", drained)
    return this
  }
  close(): TransportResponse {
    this.#ended = true
    this.#res.socket?.destroy()
    return this
  }
  getRemoteAddressAsText(): ArrayBuffer {
    const buffer = Buffer.from(this.#req.socket.remoteAddress ?? "")
    return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer
  }
}

/** A path no route takes (the server's own routes leave none, but a transport answers for itself). */
const notFound = (res: TransportResponse, https: boolean) => {
  res.writeStatus("404 Not Found").writeHeader("content-type", "text/plain; charset=utf-8")
  writeSecurityHeaders(res, OTHER_HEADERS, https)
  res.end("Not found\n")
}

/** A request too malformed to route: no request to ask about https, so the plain set. */
const BAD_REQUEST = `HTTP/1.1 400 Bad Request\r\n${OTHER_HEADERS.plain.map(([name, value]) => `${name}: ${value}\r\n`).join("")}connection: close\r\ncontent-length: 0\r\n\r\n`

export const nodeTransport = (routes: readonly Route[]): Transport => {
  const router = makeRouter(routes)
  const connections = new Set<NetSocket>()
  const server: Server = createServer({ keepAliveTimeout: 10_000 }, (req, res) => {
    const request = new NodeRequest(req)
    const response = new NodeResponse(req, res)
    const handler = router.match(request.getMethod(), request.getUrl())
    // Every path has a route in the server's table; this is for a table without a catch-all.
    if (!handler) return notFound(response, false)
    handler(response, request)
  })
  server.on("connection", (socket: NetSocket) => {
    connections.add(socket)
    socket.once("close", () => connections.delete(socket))
  })
  // A malformed request gets a plain 400 instead of a dropped socket.
  server.on("clientError", (error: NodeJS.ErrnoException, socket: NetSocket) => {
    if (error.code === "ECONNRESET" || !socket.writable) return void socket.destroy()
    socket.end(BAD_REQUEST)
  })

  return {
    name: "node",
    attachSockets(io: SocketServer) {
      // socket.io takes /socket.io requests (and upgrades) before the routes see them.
      io.attach(server)
    },
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        const failed = (error: Error) => reject(new Error(`Cannot listen on port ${port} (${error.message})`))
        server.once("error", failed)
        server.listen({ port, host }, () => {
          server.off("error", failed)
          const address = server.address()
          resolve(typeof address === "object" && address ? address.port : port)
        })
      }),
    stopListening() {
      // Open connections go on being served; idle keep-alive ones are closed.
      if (server.listening) server.close()
    },
    closeConnections() {
      server.closeIdleConnections()
      for (const socket of connections) socket.destroy()
    },
  }
}

// The transport port: what the server's routes need of an HTTP server, so one set of routes
// runs on uWebSockets.js where a native build loads and on node:http everywhere else.
//
// The request and response shapes are the subset of uWebSockets.js's own `HttpRequest` and
// `HttpResponse` that the routes use, so on uWS the adapter hands its objects straight
// through (the hot public reads pay nothing for the port), and node:http implements the
// same few methods. uWS's rules hold on every transport: read everything from the request
// before the first await, register onAborted before async work, and never touch a response
// after it was aborted or ended.
import type { Server as SocketServer } from "socket.io"

export type Body = string | ArrayBuffer | Uint8Array

export interface TransportRequest {
  /** Lower-case method ("get", "post", …). */
  getMethod(): string
  getCaseSensitiveMethod(): string
  /** The path, without the query string, as sent (not percent-decoded). */
  getUrl(): string
  /** The query string without its "?"; "" when there is none. */
  getQuery(): string
  /** A header by its lower-case name; "" when absent. */
  getHeader(lowerCaseKey: string): string
  /** Every header (lower-case names), repeated ones once each. */
  forEach(callback: (key: string, value: string) => void): void
}

export interface TransportResponse {
  /** Groups writes into one send (uWS); runs the callback at once elsewhere. */
  cork(callback: () => void): TransportResponse
  /** "200 OK"; must come before any header. */
  writeStatus(status: string): TransportResponse
  writeHeader(key: string, value: string): TransportResponse
  /** Writes a piece of a streamed body; false when the client is not keeping up (wait for onWritable). */
  write(chunk: Body): boolean
  end(body?: Body, closeConnection?: boolean): TransportResponse
  /** Ends a HEAD or 304 answer, announcing `reportedContentLength` without sending a body. */
  endWithoutBody(reportedContentLength?: number, closeConnection?: boolean): TransportResponse
  /** The client went away before the answer ended; the response must not be touched after. */
  onAborted(handler: () => void): TransportResponse
  /** The request body, piece by piece (each chunk is only valid during the call). */
  onData(handler: (chunk: ArrayBuffer, isLast: boolean) => void): TransportResponse
  /** The client has taken what was waiting; return true to keep the handler. */
  onWritable(handler: (offset: number) => boolean): TransportResponse
  /** Drops the connection at once. */
  close(): TransportResponse
  /** The peer's address as text (uWS writes IPv6 out in full; see peer-address.ts). */
  getRemoteAddressAsText(): ArrayBuffer
}

export type RouteHandler = (res: TransportResponse, req: TransportRequest) => void

export type RouteMethod = "any" | "get" | "head"

/**
 * One route: `pattern` is an exact path or a prefix ending in "/*". As in uWS, an exact path
 * wins over a wildcard, a longer wildcard over a shorter one, and a method's own route over "any".
 */
export interface Route {
  readonly method: RouteMethod
  readonly pattern: string
  readonly handler: RouteHandler
}

export type TransportName = "uws" | "node"

export interface TransportOptions {
  /** Bytes that may wait to be written to one socket before sends are skipped (uWS only). */
  readonly socketMaxBackpressure: number
}

export interface Transport {
  readonly name: TransportName
  /** socket.io on the same port, at /socket.io (call before listen). */
  attachSockets(io: SocketServer): void
  /** Starts listening; resolves with the port bound (0 picks a free one). */
  listen(port: number, host?: string): Promise<number>
  /** Stops accepting connections; open ones keep being served. */
  stopListening(): void
  /** Drops idle keep-alive connections so the process can exit. */
  closeConnections(): void
}

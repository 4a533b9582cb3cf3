// Wraps a route so every request gets an id (X-Request-Id), one access-log line when it ends
// (method, route template, status, duration, id) and its place in the request metrics. The
// wrapper stands in for the transport's response and hands every call through.
import { performance } from "node:perf_hooks"

import type { Body, RouteHandler, TransportRequest, TransportResponse } from "../transport/port.ts"
import type { AccessLog } from "./access-log.ts"
import type { Metrics } from "./metrics.ts"
import { requestIdFrom } from "./request-id.ts"

export interface RequestObserver {
  readonly access: AccessLog
  readonly metrics: Metrics | undefined
}

/** The status logged for a client that went away before its answer ended (nginx's word for it). */
export const CLIENT_CLOSED = 499

class ObservedResponse implements TransportResponse {
  readonly requestId: string
  #status = 200
  #done = false

  constructor(
    private readonly inner: TransportResponse,
    requestId: string,
    private readonly finished: (status: number) => void,
  ) {
    this.requestId = requestId
  }

  #finish(status: number) {
    if (this.#done) return
    this.#done = true
    this.finished(status)
  }

  cork(callback: () => void): TransportResponse {
    this.inner.cork(callback)
    return this
  }
  writeStatus(status: string): TransportResponse {
    this.#status = Number.parseInt(status, 10) || 200
    this.inner.writeStatus(status).writeHeader("x-request-id", this.requestId)
    return this
  }
  writeHeader(key: string, value: string): TransportResponse {
    this.inner.writeHeader(key, value)
    return this
  }
  write(chunk: Body): boolean {
    return this.inner.write(chunk)
  }
  end(body?: Body, closeConnection?: boolean): TransportResponse {
    this.inner.end(body, closeConnection)
    this.#finish(this.#status)
    return this
  }
  endWithoutBody(reportedContentLength?: number, closeConnection?: boolean): TransportResponse {
    this.inner.endWithoutBody(reportedContentLength, closeConnection)
    this.#finish(this.#status)
    return this
  }
  onAborted(handler: () => void): TransportResponse {
    this.inner.onAborted(() => {
      this.#finish(CLIENT_CLOSED)
      handler()
    })
    return this
  }
  onData(handler: (chunk: ArrayBuffer, isLast: boolean) => void): TransportResponse {
    this.inner.onData(handler)
    return this
  }
  onWritable(handler: (offset: number) => boolean): TransportResponse {
    this.inner.onWritable(handler)
    return this
  }
  close(): TransportResponse {
    this.inner.close()
    this.#finish(this.#status)
    return this
  }
  getRemoteAddressAsText(): ArrayBuffer {
    return this.inner.getRemoteAddressAsText()
  }
}

/** The id of a request, when its response came through `observed`. */
export const requestIdOf = (res: TransportResponse): string | undefined => (res instanceof ObservedResponse ? res.requestId : undefined)

/**
 * `route` names the request in logs and metrics: a template, never the path itself when the
 * path holds ids (a metric label per id would grow without bound).
 */
export const observed =
  (route: (path: string) => string, handler: RouteHandler, observer: RequestObserver): RouteHandler =>
  (res: TransportResponse, req: TransportRequest) => {
    const started = performance.now()
    const method = req.getCaseSensitiveMethod().toUpperCase()
    const path = req.getUrl()
    const id = requestIdFrom(req.getHeader("x-request-id"))
    handler(
      new ObservedResponse(res, id, (status) => {
        const seconds = (performance.now() - started) / 1000
        const label = route(path)
        observer.metrics?.request(method, label, status, seconds)
        if (observer.access.enabled()) observer.access.write({ reqId: id, method, route: label, path, status, ms: Math.round(seconds * 10_000) / 10 })
      }),
      req,
    )
  }

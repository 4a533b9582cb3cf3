// The uWebSockets.js transport: a native build for this Node.js and C library, or nothing.
// Tried in order: the upstream republish (Node 20/22/24/25, glibc ≥ 2.38), then the Node 20
// fork's binary itself. The fork's package entry falls back to a JavaScript imitation when its
// binary does not load (which throws "Not implemented" at the first request), so it is never
// imported: its binary is loaded by path.
import { createRequire } from "node:module"

import type { Server as SocketServer } from "socket.io"

import type { Route, RouteHandler, Transport, TransportOptions } from "./port.ts"

/** What this project uses of a uWS module (the same in both builds). */
interface UwsApp {
  any(pattern: string, handler: Route["handler"]): UwsApp
  get(pattern: string, handler: Route["handler"]): UwsApp
  head(pattern: string, handler: Route["handler"]): UwsApp
  listen(port: number, callback: (socket: unknown) => void): UwsApp
  listen(host: string, port: number, callback: (socket: unknown) => void): UwsApp
  close?(): void
}
interface UwsModule {
  App(): UwsApp
  us_listen_socket_close(socket: unknown): void
  us_socket_local_port(socket: unknown): number
}

const require = createRequire(import.meta.url)

const CANDIDATES: readonly { readonly name: string; readonly load: () => UwsModule }[] = [
  { name: "@btc-vision/uwebsockets.js", load: () => require("@btc-vision/uwebsockets.js") as UwsModule },
  {
    name: "@trufflesuite/uws-js-unofficial",
    load: () => require(`@trufflesuite/uws-js-unofficial/binaries/uws_${process.platform}_${process.arch}_${process.versions.modules}.node`) as UwsModule,
  },
]

export type UwsLoad = { readonly ok: true; readonly module: UwsModule; readonly from: string } | { readonly ok: false; readonly reasons: readonly string[] }

let loaded: UwsLoad | undefined

/** Loads the first native uWS build that works here (once per process). */
export const loadUws = (): UwsLoad => {
  if (loaded) return loaded
  const reasons: string[] = []
  for (const candidate of CANDIDATES) {
    try {
      const module = candidate.load()
      if (typeof module.App !== "function") throw new Error("no App() in this build")
      return (loaded = { ok: true, module, from: candidate.name })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      // The first line says it (a missing GLIBC version, an unknown module version).
      reasons.push(
        `${candidate.name}: ${
          message
            .split("\n")
            .find((line) => line.trim() !== "")
            ?.trim() ?? message
        }`,
      )
    }
  }
  return (loaded = { ok: false, reasons })
}

/**
 * A HEAD answer announces the length a GET would have. Some uWS builds (the Node 20 fork's
 * among them) take any argument given to `endWithoutBody` but 0, even `undefined`, as a body
 * still to come: the response never ends, and a handler that returns then aborts the whole
 * process. So on HEAD requests a length goes out as a header and the response ends with no
 * argument (or with 0 to close the connection, which then announces no length: only while
 * shutting down).
 */
const endingHeadAnswers =
  (handler: RouteHandler): RouteHandler =>
  (res, req) => {
    if (req.getMethod() === "head") {
      const endWithoutBody = res.endWithoutBody
      res.endWithoutBody = (length?: number, closeConnection = false) => {
        if (closeConnection || length === 0) return endWithoutBody.call(res, 0, closeConnection)
        if (length !== undefined) res.writeHeader("content-length", String(length))
        return endWithoutBody.call(res)
      }
    }
    handler(res, req)
  }

export const uwsTransport = (module: UwsModule, routes: readonly Route[], options: TransportOptions): Transport => {
  const app = module.App()
  // GET routes never see a HEAD request, so their hot path is left as it is.
  for (const route of routes) app[route.method](route.pattern, route.method === "get" ? route.handler : endingHeadAnswers(route.handler))
  let listenSocket: unknown
  return {
    name: "uws",
    attachSockets(io: SocketServer) {
      // uWS skips sends (heartbeats included) to a socket with more than this waiting; its
      // default of 64 KB would cut off a phone on a slow network catching up on a few updates.
      // (socket.io hands these options to its engine, whose attach takes maxBackpressure.)
      io.attachApp(app, { maxBackpressure: options.socketMaxBackpressure } as Parameters<SocketServer["attachApp"]>[1])
    },
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        const bound = (socket: unknown) => {
          if (!socket) return reject(new Error(`Cannot listen on port ${port} (is it in use?)`))
          listenSocket = socket
          resolve(module.us_socket_local_port(socket))
        }
        if (host === undefined) app.listen(port, bound)
        else app.listen(host, port, bound)
      }),
    stopListening() {
      if (listenSocket) module.us_listen_socket_close(listenSocket)
      listenSocket = undefined
    },
    closeConnections() {
      // Drops idle keep-alive connections (not in every build's typings).
      app.close?.()
    },
  }
}

// Which transport serves: HTTP_TRANSPORT=uws|node forces one (uws refuses to start when no
// native build loads); by default uWebSockets.js where it loads, node:http elsewhere.
import { nodeTransport } from "./node.ts"
import type { Route, Transport, TransportName, TransportOptions } from "./port.ts"
import { loadUws, uwsTransport } from "./uws.ts"

export type TransportChoice = TransportName | "auto"

export interface ChosenTransport {
  readonly transport: Transport
  /** For the start line: which transport, and why when it is not uWS. */
  readonly description: string
}

export const chooseTransport = (choice: TransportChoice, routes: readonly Route[], options: TransportOptions): ChosenTransport => {
  if (choice === "node") return { transport: nodeTransport(routes), description: "node:http (HTTP_TRANSPORT=node)" }
  const uws = loadUws()
  if (uws.ok) return { transport: uwsTransport(uws.module, routes, options), description: `uWebSockets.js (${uws.from})` }
  if (choice === "uws") {
    throw new Error(`HTTP_TRANSPORT=uws, but no uWebSockets.js build loads on Node.js ${process.versions.node} here: ${uws.reasons.join("; ")}`)
  }
  return { transport: nodeTransport(routes), description: `node:http (no uWebSockets.js build for Node.js ${process.versions.node} and this C library)` }
}

// The HTTP transports that run on this Node.js (uWebSockets.js only where a native build
// loads), for tests that check the same behaviour on each.
import { nodeTransport } from "#api/platform/transport/node.ts"
import type { Route, Transport, TransportName } from "#api/platform/transport/port.ts"
import { loadUws, uwsTransport } from "#api/platform/transport/uws.ts"

/** The transports that load here: "node" always, "uws" where a native build does. */
export const availableTransports = (): TransportName[] => (loadUws().ok ? ["uws", "node"] : ["node"])

/** Serves `routes` on `name` at a free loopback port. */
export const serveRoutes = async (name: TransportName, routes: readonly Route[]): Promise<{ transport: Transport; base: string; close(): void }> => {
  const uws = loadUws()
  const transport = name === "uws" && uws.ok ? uwsTransport(uws.module, routes, { socketMaxBackpressure: 1 << 20 }) : nodeTransport(routes)
  if (transport.name !== name) throw new Error(`the ${name} transport does not load here`)
  const port = await transport.listen(0)
  return {
    transport,
    base: `http://127.0.0.1:${port}`,
    close() {
      transport.stopListening()
      transport.closeConnections()
    },
  }
}

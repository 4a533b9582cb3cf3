// The server's renderer of the public pages (built by `vite build --ssr` into dist/ssr and called by
// api/features/site-pages/pages.ts): the same components and routes as the browser's app, rendered from the API's
// in-memory answers. The browser hydrates the result (main.tsx) from the same cache (serverState.ts).
import { dehydrate } from "@tanstack/react-query"
import { StrictMode } from "react"
import { prerenderToNodeStream } from "react-dom/static"
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from "react-router-dom"

import { routes } from "./app/routes.tsx"
import { serverRendered } from "./app/serverRendered.ts"
import type { ServerState } from "./app/serverState.ts"
import { newQueryClient, RenderQueryClient } from "./content/queryClient.ts"
import { answeringFrom } from "./http/client.ts"
import { siteName } from "./state/site.ts"

export interface RenderOptions {
  readonly siteName: string
  /** The API's answer to a public GET ("/api/posts", …), as its JSON value; undefined for a 404. */
  readonly answer: (apiUrl: string) => unknown
}

export interface RenderedApp {
  /** The markup that goes inside #root. */
  readonly html: string
  /** What the browser's first render starts from (serverState.ts). */
  readonly state: ServerState
}

/** The route's page, or undefined when the route is not rendered ahead or one of its reads has no answer. */
export async function renderPage(url: string, options: RenderOptions): Promise<RenderedApp | undefined> {
  const location = new URL(url, "http://localhost")
  const route = serverRendered.map((r) => ({ r, match: matchPath(r.path, location.pathname) })).find(({ match }) => match !== null)
  if (!route?.match) return undefined

  const client = newQueryClient()
  for (const read of route.r.reads(route.match.params)) {
    const queryFn = read.queryFn
    if (typeof queryFn !== "function") continue
    try {
      client.setQueryData(read.queryKey, await answeringFrom(options.answer, () => queryFn({} as never)))
    } catch {
      // Not found (an unknown recipe): the browser renders its own answer to that.
      return undefined
    }
  }

  // One site name per server, so setting the shared signal cannot mix renders up.
  siteName.value = options.siteName
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(location))
  if (context instanceof Response) return undefined
  const router = createStaticRouter(handler.dataRoutes, context)
  // prerender waits for the lazily loaded page, where renderToString would give its loading fallback.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <RenderQueryClient.Provider value={client}>
        {/* hydrate={false}: no inline script (the CSP allows none); the browser's router needs no loader data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </RenderQueryClient.Provider>
    </StrictMode>,
    // Every boundary inline, whatever its size: a large one would otherwise be sent after its fallback and
    // moved into place by an inline script, which the CSP refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array))
  return { html: Buffer.concat(chunks).toString("utf8"), state: { siteName: options.siteName, queries: dehydrate(client) } }
}

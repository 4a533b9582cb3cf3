// The server's renderer of the public pages (built by `vite build --ssr` into dist/ssr and called by
// api/features/site-pages/pages.ts): the same components and routes as the browser's app, rendered from the
// answers to the page's public reads, which the server reads from the content's snapshots and hands over as
// data. The browser hydrates the result (main.tsx) from the same cache (serverState.ts).
import { dehydrate } from "@tanstack/react-query"
import { StrictMode } from "react"
import { prerenderToNodeStream } from "react-dom/static"
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom"

import type { RenderedApp as ServerRendered, RenderPage } from "#schemas/server-state.ts"

import { routes } from "./app/routes.tsx"
import type { ServerState } from "./app/serverState.ts"
import { cacheEntryOf } from "./content/queries.ts"
import { newQueryClient, RenderQueryClient } from "./content/queryClient.ts"
import { catalogueOf } from "./i18n/active.ts"
import { LanguageContext } from "./i18n/language.ts"
import { siteName } from "./state/site.ts"

export type { RenderOptions } from "#schemas/server-state.ts"

export interface RenderedApp extends ServerRendered {
  /** What the browser's first render starts from (serverState.ts). */
  readonly state: ServerState
}

/**
 * The page at `url` from the answers to its route's reads (the server picks the route and its reads from
 * schemas/site-routes.ts), or undefined when one of them has no answer it can render.
 */
export const renderPage = (async (url, options): Promise<RenderedApp | undefined> => {
  const location = new URL(url, "http://localhost")
  const client = newQueryClient()
  for (const datum of options.data) {
    const entry = cacheEntryOf(datum)
    if (!entry) return undefined
    client.setQueryData(entry.queryKey, entry.value)
  }

  // One site name per server, so setting the shared signal cannot mix renders up.
  siteName.value = options.siteName
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(location))
  if (context instanceof Response) return undefined
  const router = createStaticRouter(handler.dataRoutes, context)
  const catalogue = await catalogueOf(options.language)
  // prerender waits for the lazily loaded page, where renderToString would give its loading fallback.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      {/* The request's language, through context: renders of other languages may run meanwhile. */}
      <LanguageContext.Provider value={{ language: options.language, catalogue }}>
        <RenderQueryClient.Provider value={client}>
          {/* hydrate={false}: no inline script (the CSP allows none); the browser's router needs no loader data. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </RenderQueryClient.Provider>
      </LanguageContext.Provider>
    </StrictMode>,
    // Every boundary inline, whatever its size: a large one would otherwise be sent after its fallback and
    // moved into place by an inline script, which the CSP refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array))
  return { html: Buffer.concat(chunks).toString("utf8"), state: { siteName: options.siteName, language: options.language, queries: dehydrate(client) } }
}) satisfies RenderPage

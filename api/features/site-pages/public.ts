// The site's own pages: GET /api/site, and for every page the server answers, its tags, the
// server-rendered app, the feed, the sitemap and robots.txt, read from the content features'
// public reads (their snapshots). The owner's exports (backup feature) reuse the same content
// and the recipes' JSON-LD.
import type { SiteOrigin } from "#api/platform/http/site-origin.ts"
import type { StaticSite } from "#api/platform/http/static-site.ts"
import type { Logger } from "#api/platform/log/logger.ts"

import { withSiteName } from "./app-manifest.ts"
import { loadAppRenderer, serverEntryOf } from "./app-render.ts"
import { type ContentReads, readSiteContent } from "./content.ts"
import { SeoPages } from "./pages.ts"
import { readFirstScript, readRouteAssets } from "./route-assets.ts"
import { siteHandlers } from "./site-info.ts"

export { type ContentReads, findRecipeIn, type SiteContent } from "./content.ts"
export { escapeHtml } from "./escape.ts"
export type { SeoPages } from "./pages.ts"
export { recipeJsonLd } from "./recipe-jsonld.ts"
export { makeSeoDocumentHandler } from "./routes.ts"
export { SiteGroup } from "./site-info.ts"

export interface SitePagesDeps {
  /** The content features' public reads (posts, recipes, photos, videos). */
  readonly content: ContentReads
  readonly siteName: string
  /** The origin absolute links name (PUBLIC_URL, else this server on localhost). */
  readonly siteOrigin: Pick<SiteOrigin, "value">
  readonly log: Pick<Logger, "warn">
}

export const makeSitePages = (deps: SitePagesDeps) => ({
  siteHandlers: siteHandlers(deps),
  /** The built web app as served: its app manifest carries the site's name. */
  named: (site: StaticSite | undefined): Promise<StaticSite | undefined> => withSiteName(site, deps.siteName),
  /** The public content as the pages show it, from the content's snapshots. */
  siteContent: () => readSiteContent(deps.content),
  /**
   * The pages of the built web app in `staticDir` (`site`; undefined when none is built): their
   * tags, the feed and the sitemap, and the server renderer beside it when there is one; warmed.
   */
  open: async (site: StaticSite | undefined, staticDir: string): Promise<SeoPages> => {
    const renderApp = site ? await loadAppRenderer(serverEntryOf(staticDir)) : undefined
    if (site && !renderApp) deps.log.warn(`No server renderer beside ${staticDir}; pages are served unrendered until \`npm run build\` runs.`)
    const seo = new SeoPages({
      content: deps.content,
      siteName: deps.siteName,
      origin: deps.siteOrigin,
      routeAssets: site ? readRouteAssets(site.files) : undefined,
      firstScript: readFirstScript(site?.manifest),
      renderApp,
    })
    await seo.warm()
    return seo
  },
})

// The site's own pages: GET /api/site, and for every page the server answers, its tags, the
// server-rendered app, the feed, the sitemap and robots.txt, read from the content read models.
// The owner's exports (backup feature) reuse the content snapshot and the recipes' JSON-LD.
import type { Kysely } from "kysely"

import type { SiteOrigin } from "#api/platform/http/site-origin.ts"
import type { StaticSite } from "#api/platform/http/static-site.ts"
import type { Logger } from "#api/platform/log/logger.ts"
import type { DB } from "#projections/db.ts"
import type { Projector } from "#projections/projector.ts"

import { loadAppRenderer, serverEntryOf } from "./app-render.ts"
import { SeoPages } from "./pages.ts"
import { readFirstScript, readRouteAssets } from "./route-assets.ts"
import { siteHandlers } from "./site-info.ts"

export { findRecipeIn, loadSiteContent } from "./content.ts"
export type { SeoPages } from "./pages.ts"
export { recipeJsonLd } from "./recipe-jsonld.ts"
export { makeSeoDocumentHandler } from "./routes.ts"
export { SiteGroup } from "./site-info.ts"

export interface SitePagesDeps {
  readonly db: Kysely<DB>
  readonly projector: Pick<Projector, "onCommit">
  readonly siteName: string
  /** The origin absolute links name (PUBLIC_URL, else this server on localhost). */
  readonly siteOrigin: Pick<SiteOrigin, "value">
  readonly log: Pick<Logger, "warn">
}

export const makeSitePages = (deps: SitePagesDeps) => ({
  siteHandlers: siteHandlers(deps),
  /**
   * The pages of the built web app in `staticDir` (`site`; undefined when none is built): their
   * tags, the feed and the sitemap, and the server renderer beside it when there is one; warmed.
   */
  open: async (site: StaticSite | undefined, staticDir: string): Promise<SeoPages> => {
    const renderApp = site ? await loadAppRenderer(serverEntryOf(staticDir)) : undefined
    if (site && !renderApp) deps.log.warn(`No server renderer beside ${staticDir}; pages are served unrendered until \`npm run build\` runs.`)
    const seo = new SeoPages({
      db: deps.db,
      projector: deps.projector,
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

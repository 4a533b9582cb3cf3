// The web app manifest as served: the build's (vite.config.ts, with its icons, colours and start page) under the
// site's configured name (SITE_NAME), which the build cannot know, so an installed app is called what the site is.
import { staticFileOf, type StaticSite } from "#api/platform/http/static-site.ts"

const APP_MANIFEST = "/manifest.webmanifest"

/** The built site with its manifest's `name` and `short_name` set to `siteName`; as it is when it has no manifest. */
export const withSiteName = async (site: StaticSite | undefined, siteName: string): Promise<StaticSite | undefined> => {
  const built = site?.files.get(APP_MANIFEST)
  if (!site || !built) return site
  const manifest = JSON.parse(built.identity.body.toString("utf8")) as Record<string, unknown>
  const named = Buffer.from(JSON.stringify({ ...manifest, name: siteName, short_name: siteName }))
  const files = new Map(site.files)
  files.set(APP_MANIFEST, await staticFileOf(named, built.type, built.cacheControl))
  return { ...site, files }
}

// The <head> tags of one page, and their place in the built index.html: the built title
// and description make way for ours; everything else the build wrote stays.
import { escapeHtml, jsonForScript } from "./escape.ts"
import type { PageMeta } from "./route-meta.ts"

/** The site-wide picture (web/public) for pages without one of their own: link previews want an image on every page. */
export const FALLBACK_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const

/** The language the pages are written in, for link previews (og:locale). */
export const PAGE_LOCALE = "en_US"

export const headTags = (meta: PageMeta, origin: string, siteName: string, assets: readonly string[] = []): string => {
  const attr = escapeHtml
  const image = meta.image ?? { url: `${origin}${FALLBACK_IMAGE.path}`, alt: siteName }
  const url = `${origin}${meta.path === "/" ? "/" : meta.path.split("/").map(encodeURIComponent).join("/")}`
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${attr(meta.description)}" />`,
    meta.noindex ? `<meta name="robots" content="noindex" />` : `<link rel="canonical" href="${attr(url)}" />`,
    `<meta property="og:site_name" content="${attr(siteName)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${attr(meta.title)}" />`,
    `<meta property="og:description" content="${attr(meta.description)}" />`,
    `<meta property="og:url" content="${attr(url)}" />`,
    `<meta property="og:locale" content="${PAGE_LOCALE}" />`,
    `<meta property="og:image" content="${attr(image.url)}" />`,
    ...(meta.image
      ? []
      : [`<meta property="og:image:width" content="${FALLBACK_IMAGE.width}" />`, `<meta property="og:image:height" content="${FALLBACK_IMAGE.height}" />`]),
    `<meta property="og:image:alt" content="${attr(image.alt || meta.title)}" />`,
    ...(meta.published ? [`<meta property="article:published_time" content="${attr(meta.published)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? "summary_large_image" : "summary"}" />`,
    `<link rel="alternate" type="application/rss+xml" title="${attr(siteName)}" href="${attr(`${origin}/rss.xml`)}" />`,
    ...(meta.jsonLd ? [`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`] : []),
    // Same mode and credentials as the app's fetch() (cors, same-origin), so the browser hands it this response.
    ...["/api/site", ...(meta.preload ?? [])].map((path) => `<link rel="preload" as="fetch" href="${attr(path)}" crossorigin="anonymous" />`),
    // The page's own chunks and stylesheets, which the entry script would only ask for once it ran.
    ...assets.map((path) =>
      // crossorigin as on the built stylesheet link, or the browser cannot use the preload and fetches it twice.
      path.endsWith(".css")
        ? `<link rel="preload" as="style" href="${attr(path)}" crossorigin />`
        : `<link rel="modulepreload" crossorigin href="${attr(path)}" />`,
    ),
  ]
  return tags.join("\n    ")
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/i
const DESCRIPTION = /[ \t]*<meta\s+name=["']description["'][^>]*>\s*\n?/i

/** index.html with the page's tags in place of the built title and description. */
export const injectHead = (html: string, tags: string): string => {
  const withoutDescription = html.replace(DESCRIPTION, "")
  if (TITLE.test(withoutDescription)) return withoutDescription.replace(TITLE, () => tags)
  return withoutDescription.replace(/<\/head>/i, () => `${tags}\n  </head>`)
}

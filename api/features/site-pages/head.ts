// The <head> tags of one page, and their place in the built index.html: the built title
// and description make way for ours; everything else the build wrote stays.
import { HYDRATE_LATER_ID, type HydrateLater } from "#schemas/hydrate-later.ts"
import { HELD_BEFORE_HYDRATION, HYDRATED_EVENT } from "#schemas/hydration.ts"
import { addressIn, DEFAULT_LANGUAGE, type Language, LANGUAGES, LOCALES } from "#schemas/i18n/language.ts"
import { SERVER_STATE_ID } from "#schemas/server-state.ts"

import { escapeHtml, jsonForScript } from "./escape.ts"
import { feedPath } from "./feeds.ts"
import type { PageMeta } from "./route-meta.ts"

/** The site-wide picture (web/public) for pages without one of their own: link previews want an image on every page. */
export const FALLBACK_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const

/**
 * `rendered`: the page arrives server-rendered, so its stylesheets apply at once (no unstyled flash of the
 * content) and its scripts, which only hydrate what is already shown, come after what paints it.
 */
export const headTags = (
  meta: PageMeta,
  origin: string,
  siteName: string,
  assets: readonly string[] = [],
  rendered = false,
  language: Language = "en",
): string => {
  const attr = escapeHtml
  const image = meta.image ?? { url: `${origin}${FALLBACK_IMAGE.path}`, alt: siteName }
  const plain = `${origin}${meta.path === "/" ? "/" : meta.path.split("/").map(encodeURIComponent).join("/")}`
  // English's address is the plain one (also the default, where the visitor's language decides); another
  // language's names it with `?lang=`.
  const addressOf = (l: Language) => (l === DEFAULT_LANGUAGE ? plain : `${plain}${addressIn("", l)}`)
  const url = addressOf(language)
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${attr(meta.description)}" />`,
    meta.noindex ? `<meta name="robots" content="noindex" />` : `<link rel="canonical" href="${attr(url)}" />`,
    // The page in each language, and the address where the visitor's own language decides.
    ...(meta.noindex
      ? []
      : [
          ...LANGUAGES.map((l) => `<link rel="alternate" hreflang="${l}" href="${attr(addressOf(l))}" />`),
          `<link rel="alternate" hreflang="x-default" href="${attr(plain)}" />`,
        ]),
    `<meta property="og:site_name" content="${attr(siteName)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${attr(meta.title)}" />`,
    `<meta property="og:description" content="${attr(meta.description)}" />`,
    `<meta property="og:url" content="${attr(url)}" />`,
    `<meta property="og:locale" content="${LOCALES[language].og}" />`,
    ...LANGUAGES.filter((l) => l !== language).map((l) => `<meta property="og:locale:alternate" content="${LOCALES[l].og}" />`),
    `<meta property="og:image" content="${attr(image.url)}" />`,
    ...(meta.image
      ? []
      : [`<meta property="og:image:width" content="${FALLBACK_IMAGE.width}" />`, `<meta property="og:image:height" content="${FALLBACK_IMAGE.height}" />`]),
    `<meta property="og:image:alt" content="${attr(image.alt || meta.title)}" />`,
    ...(meta.published ? [`<meta property="article:published_time" content="${attr(meta.published)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? "summary_large_image" : "summary"}" />`,
    // The feed in the page's language (feeds.ts).
    `<link rel="alternate" type="application/rss+xml" title="${attr(siteName)}" href="${attr(`${origin}${feedPath(language)}`)}" />`,
    ...(meta.jsonLd ? [`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`] : []),
    // Same mode and credentials as the app's fetch() (cors, same-origin), so the browser hands it this response.
    // A rendered page carries what its first render needs, and its app starts after the page has loaded.
    ...[...(rendered ? [] : ["/api/site"]), ...(meta.preload ?? [])].map(
      (path) => `<link rel="preload" as="fetch" href="${attr(path)}" crossorigin="anonymous" />`,
    ),
    // The page's main image: the browser picks the same candidate the <img> will, and has it by then.
    ...(meta.imagePreload
      ? [
          `<link rel="preload" as="image" href="${attr(meta.imagePreload.src)}" imagesrcset="${attr(meta.imagePreload.srcset)}" imagesizes="${attr(meta.imagePreload.sizes)}" fetchpriority="high" />`,
        ]
      : []),
    // The page's own chunks and stylesheets, which the entry script would only ask for once it ran.
    ...assets.map((path) =>
      // crossorigin as on the built stylesheet link, or the browser cannot use the preload and fetches it twice.
      path.endsWith(".css")
        ? rendered
          ? `<link rel="stylesheet" crossorigin href="${attr(path)}" />`
          : `<link rel="preload" as="style" href="${attr(path)}" crossorigin />`
        : `<link rel="modulepreload" crossorigin href="${attr(path)}"${rendered ? LOW : ""} />`,
    ),
  ]
  return tags.join("\n    ")
}

const LOW = ` fetchpriority="low"`

const HTML_LANG = /<html\b[^>]*>/i

/** index.html with its `<html lang>` naming the page's language. */
export const setPageLanguage = (html: string, language: Language): string => html.replace(HTML_LANG, () => `<html lang="${language}">`)

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/i
const DESCRIPTION = /[ \t]*<meta\s+name=["']description["'][^>]*>\s*\n?/i

/** index.html with the page's tags in place of the built title and description. */
export const injectHead = (html: string, tags: string): string => {
  const withoutDescription = html.replace(DESCRIPTION, "")
  if (TITLE.test(withoutDescription)) return withoutDescription.replace(TITLE, () => tags)
  return withoutDescription.replace(/<\/head>/i, () => `${tags}\n  </head>`)
}

const ROOT = /<div id="root"><\/div>/
const ENTRY_SCRIPTS = /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g
const ENTRY_SCRIPT = /[ \t]*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*?\n?/g
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*?\n?/g
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/

/**
 * The page's scripts, asked for once it has loaded: its module script and module preloads make way for a data
 * block naming them and the small first script (web/src/hydrate-later.ts) that asks for them then.
 */
const hydrateLater = (page: string, firstScript: string): string => {
  const entries = [...page.matchAll(ENTRY_SCRIPT)].map((m) => m[1]!)
  const [entry] = entries
  if (entries.length !== 1 || entry === undefined) return page
  const preload = [...new Set([...page.matchAll(MODULE_PRELOAD)].map((m) => m[1]!))]
  const later: HydrateLater = { entry, preload, hydrated: HYDRATED_EVENT, hold: HELD_BEFORE_HYDRATION }
  const tags =
    `<script type="application/json" id="${HYDRATE_LATER_ID}">${jsonForScript(later)}</script>\n    ` +
    `<script type="module" crossorigin src="${escapeHtml(firstScript)}"${LOW}></script>\n  `
  return page
    .replace(ENTRY_SCRIPT, "")
    .replace(MODULE_PRELOAD, "")
    .replace(/<\/head>/i, () => `  ${tags}</head>`)
}

/**
 * The page with the app's server-rendered markup in #root and the state it was rendered from in a JSON data
 * block (not run as script, so the content security policy has nothing to allow; escaped against "</script>"),
 * and without the no-JavaScript notice: the page reads without it. The built entry scripts hydrate what is
 * already shown: with `firstScript` (the built web/src/hydrate-later.ts) they are asked for once the page has
 * loaded, else at low priority (the stylesheets and images paint).
 */
export const injectApp = (page: string, markup: string, state: unknown, firstScript?: string): string =>
  // The scripts are rewritten before the markup goes in: only the built page's own tags are looked at.
  (firstScript ? hydrateLater(page, firstScript) : page.replace(ENTRY_SCRIPTS, (tag) => `${tag}${LOW}`))
    .replace(ROOT, () => `<div id="root">${markup}</div>\n    <script type="application/json" id="${SERVER_STATE_ID}">${jsonForScript(state)}</script>`)
    .replace(NOSCRIPT, "")

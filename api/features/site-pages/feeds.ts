// /rss.xml (RSS 2.0 of the published posts, newest first) and /sitemap.xml (the routes marked for it in
// schemas/site-routes.ts, each recipe, each published post and each tag in use). Every link is absolute;
// every value is escaped for XML.
//
// The feed speaks the language its address names (`/rss.xml?lang=es`, the link a page in that language gives):
// a feed reader keeps the address it subscribed to, and neither a cookie nor the reader's own languages say
// which the subscriber read. Its own words (what the site is, the journal's category, a video's link) and its
// links are in that language; the owner's posts are as written. The plain address is English.
import type { Post } from "#schemas/api/content/posts.ts"
import { wordsIn } from "#schemas/i18n/catalogues.ts"
import { addressIn, DEFAULT_LANGUAGE, type Language, LOCALES } from "#schemas/i18n/language.ts"
import { postPath, tagPath } from "#schemas/post-address.ts"

import type { SiteContent } from "./content.ts"
import { escapeXml } from "./escape.ts"
import { tagsInUse } from "./post-jsonld.ts"
import { SITEMAP_PATHS } from "./route-match.ts"
import { absoluteUrl, largestImage, recipePath } from "./urls.ts"

export const RSS_ITEMS = 50

/** Root-relative src and href in stored HTML made absolute, so feed readers can load them. */
const absoluteLinks = (html: string, origin: string): string =>
  html.replace(/\b(src|href)=(["'])\/(?!\/)/gi, (_, name: string, quote: string) => `${name}=${quote}${origin}/`)

const postHtml = (post: Post, origin: string, watchVideo: string): string => {
  const images = post.images
    .map((i) => absoluteUrl(origin, largestImage(i)))
    .filter((u): u is string => u !== undefined)
    .map((u) => `<p><img src="${escapeXml(u)}" alt="" /></p>`)
  const video = post.video ? [`<p><a href="${escapeXml(post.video)}">${escapeXml(watchVideo)}</a></p>`] : []
  return [absoluteLinks(post.body, origin), ...images, ...video].join("\n")
}

/** The feed's address in a language: the plain one in English, `?lang=` naming another. */
export const feedPath = (language: Language = DEFAULT_LANGUAGE): string => (language === DEFAULT_LANGUAGE ? "/rss.xml" : addressIn("/rss.xml", language))

/** The RSS language tag of a feed in `language`. */
const FEED_LANGUAGE: Record<Language, string> = { en: "en-us", es: LOCALES.es.intl }

export const rssFeed = (content: SiteContent, origin: string, siteName: string, now = new Date(), language: Language = DEFAULT_LANGUAGE): string => {
  const frame = wordsIn(language, "frame")
  const site = wordsIn(language, "site")
  // A page's address in the feed's language: as it is in English, naming the language otherwise.
  const inLanguage = (path: string) => `${origin}${language === DEFAULT_LANGUAGE ? path : addressIn(path, language)}`
  const posts = [...content.posts].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, RSS_ITEMS)
  const built = posts[0] ? new Date(posts[0].createdAt) : now
  const items = posts.map((post) =>
    [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(inLanguage(postPath(post.slug)))}</link>`,
      // The id, not the link, so moving the site to another address does not re-announce every post.
      `      <guid isPermaLink="false">${escapeXml(`post-${post._id}`)}</guid>`,
      `      <pubDate>${new Date(post.createdAt).toUTCString()}</pubDate>`,
      `      <dc:creator>${escapeXml(post.name)}</dc:creator>`,
      ...(post.isjournal ? [`      <category>${escapeXml(site.gardenJournal)}</category>`] : []),
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      `      <description>${escapeXml(postHtml(post, origin, site.watchVideoLink))}</description>`,
      "    </item>",
    ].join("\n"),
  )
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">`,
    "  <channel>",
    `    <title>${escapeXml(siteName)}</title>`,
    `    <link>${escapeXml(inLanguage("/"))}</link>`,
    `    <description>${escapeXml(frame.tagline)}</description>`,
    `    <language>${FEED_LANGUAGE[language]}</language>`,
    `    <lastBuildDate>${built.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(`${origin}${feedPath(language)}`)}" rel="self" type="application/rss+xml" />`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n")
}

const day = (iso: string | undefined) => (iso ? iso.slice(0, 10) : undefined)

export const sitemap = (content: SiteContent, origin: string): string => {
  const newestPost = day(content.posts[0]?.createdAt)
  const newestJournal = day(content.posts.find((p) => p.isjournal)?.createdAt)
  const newestRecipe = day(content.recipes.map((r) => content.recipePublished.get(r._id)).find((d) => d !== undefined))
  const lastmod: Partial<Record<string, string | undefined>> = { "/": newestPost, "/journal": newestJournal, "/recipes": newestRecipe }
  const entries = [
    ...SITEMAP_PATHS.map((path) => ({ loc: `${origin}${path}`, lastmod: lastmod[path] })),
    ...content.recipes.map((r) => ({ loc: `${origin}${recipePath(r.servername)}`, lastmod: day(content.recipePublished.get(r._id)) })),
    ...content.posts.map((p) => ({ loc: `${origin}${postPath(p.slug)}`, lastmod: day(p.createdAt) })),
    ...tagsInUse(content.posts).map((tag) => ({ loc: `${origin}${tagPath(tag)}`, lastmod: day(content.posts.find((p) => p.tags.includes(tag))?.createdAt) })),
  ]
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...entries.map((e) => `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`),
    "</urlset>",
    "",
  ].join("\n")
}

export const robotsTxt = (origin: string): string => `User-agent: *\nDisallow: /dashboard\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`

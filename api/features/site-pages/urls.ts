// Absolute URLs for page tags, feeds, sitemaps and exports, made from the site's origin
// (platform/http/site-origin.ts: PUBLIC_URL, else this server on localhost, never a request's host).

/** An absolute URL for a stored link or site path; undefined for anything else. */
export const absoluteUrl = (origin: string, link: string): string | undefined => {
  if (/^https?:\/\//i.test(link)) return link
  if (link.startsWith("/") && !link.startsWith("//")) return `${origin}${link}`
  return undefined
}

/** The largest rendition of one of our uploads (/media/<id>/<variant>.webp); other links stay. */
export const largestImage = (link: string): string => link.replace(/^(\/media\/[^/]+\/)(carousel|thumb)\.webp$/, "$1public.webp")

/** A recipe page's path: the servername, percent-encoded where it needs to be. */
export const recipePath = (servername: string): string => `/recipes/${encodeURIComponent(servername)}`

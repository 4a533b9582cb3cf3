// Absolute URLs for tags, feeds and sitemaps: the configured public origin, else the one
// the request came to. The host is client-controlled, so only a value shaped like a host
// name is taken; anything else falls back.

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

export interface RequestOrigin {
  /** The host the client asked for (Host, or a trusted proxy's X-Forwarded-Host). */
  readonly host: string
  /** Whether the client reached us over https (a trusted proxy in front terminates TLS). */
  readonly https: boolean
}

export const originOf = (publicUrl: string | undefined, request: RequestOrigin, fallbackHost = "localhost"): string => {
  if (publicUrl !== undefined) return publicUrl
  const host = HOST.test(request.host) ? request.host.toLowerCase() : fallbackHost
  return `${request.https ? "https" : "http"}://${host}`
}

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

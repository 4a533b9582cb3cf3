// Absolute URLs for page tags, feeds, sitemaps, exports and mailed links. They name the
// origin the operator set (PUBLIC_URL), else this server on localhost: never the host a request
// names (Host, or X-Forwarded-Host even from a trusted proxy, which passes the client's on), so
// no client can make the site hand out, or mail, a link to a host of its choosing.

const localOrigin = (port: number) => `http://localhost:${port}`

/** The origin absolute links name: PUBLIC_URL, else http://localhost:<the port the server listens on>. */
export class SiteOrigin {
  readonly #publicUrl: string | undefined
  #origin: string

  constructor(publicUrl: string | undefined, port: number) {
    this.#publicUrl = publicUrl
    this.#origin = publicUrl ?? localOrigin(port)
  }

  /** The port the server listens on, once it does (PORT=0 picks a free one). */
  listening(port: number): void {
    if (this.#publicUrl === undefined) this.#origin = localOrigin(port)
  }

  get value(): string {
    return this.#origin
  }
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

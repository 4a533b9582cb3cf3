// The origin absolute links name (page tags, feeds, sitemaps, exports and mailed links): the
// one the operator set (PUBLIC_URL), else this server on localhost; never the host a request
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

// The server-rendered parts of the public site: each client route's index.html with its
// own tags, /rss.xml, /sitemap.xml and /robots.txt. Everything is made from the content
// features' snapshots (content.ts) and kept ready, compressed, per origin and path, so a page
// costs a map lookup. A change of a snapshot (dropped in the projector's commit, before
// read-your-writes waits resolve) drops every page made from it.
import type { SiteOrigin } from "#api/platform/http/site-origin.ts"
import { NO_CACHE, type RenderedPage, type StaticFile, staticFileOf } from "#api/platform/http/static-site.ts"
import type { Language } from "#schemas/i18n/language.ts"
import { type PageDatum, readPath } from "#schemas/public-reads.ts"

import type { AppRenderer } from "./app-render.ts"
import { type ContentReads, readSiteContent, type SiteContent } from "./content.ts"
import { robotsTxt, rssFeed, sitemap } from "./feeds.ts"
import { headTags, injectApp, injectHead, setPageLanguage } from "./head.ts"
import { pageData } from "./page-data.ts"
import type { RouteAssets } from "./route-assets.ts"
import { pageKey, pageMeta } from "./route-meta.ts"

/** Pages kept at once; a flood of made-up paths empties the cache rather than growing it. */
const MAX_CACHED = 2000

export type SeoDocument = "rss" | "sitemap" | "robots"

const DOCUMENT_TYPES: Record<SeoDocument, string> = {
  rss: "application/rss+xml; charset=utf-8",
  sitemap: "application/xml; charset=utf-8",
  robots: "text/plain; charset=utf-8",
}

export interface SeoPagesOptions {
  readonly content: ContentReads
  readonly siteName: string
  /** The origin absolute links name (PUBLIC_URL, else this server on localhost; never a request's host). */
  readonly origin: Pick<SiteOrigin, "value">
  readonly logger?: Pick<Console, "error">
  /** The built files each lazily loaded page needs (see route-assets.ts). */
  readonly routeAssets?: RouteAssets
  /** The web app's server renderer (app-render.ts); without it pages are the app shell with their tags. */
  readonly renderApp?: AppRenderer
  /** The built first script of a rendered page, which asks for the app once the page has loaded (route-assets.ts). */
  readonly firstScript?: string
}

export class SeoPages {
  readonly #options: SeoPagesOptions
  readonly #unsubscribe: readonly (() => void)[]
  /** Bumped by every content change; work begun under an older one is not kept. */
  #generation = 0
  #content: Promise<SiteContent> | undefined
  readonly #ready = new Map<string, RenderedPage | StaticFile>()
  /**
   * Ready pages by language and the path as asked, for the origin they were made for, so a repeat skips
   * normalising the path (and building a key: this is every page view's path).
   */
  readonly #asked = new Map<Language, Map<string, RenderedPage>>()
  #askedOrigin = ""
  readonly #pending = new Map<string, Promise<RenderedPage | StaticFile>>()

  constructor(options: SeoPagesOptions) {
    this.#options = options
    const { posts, recipes, photos, videos } = options.content
    this.#unsubscribe = [posts, recipes, photos, videos].map((reads) => reads.onChange(() => this.#changed()))
  }

  /** The renderer for client routes (see HtmlRenderer): at once when cached, else once the snapshot is read. */
  readonly render = (path: string, html: string, language: Language = "en"): RenderedPage | Promise<RenderedPage> => {
    const origin = this.#options.origin.value
    if (origin !== this.#askedOrigin) {
      this.#asked.clear()
      this.#askedOrigin = origin
    }
    let asked = this.#asked.get(language)
    const known = asked?.get(path)
    if (known) return known
    const key = `page ${origin} ${language} ${pageKey(path)}`
    const page = this.#page(key, path, html, origin, language)
    if (page instanceof Promise) return page
    if (!asked) this.#asked.set(language, (asked = new Map()))
    if (asked.size >= MAX_CACHED) asked.clear()
    asked.set(path, page)
    return page
  }

  #page(key: string, path: string, html: string, origin: string, language: Language): RenderedPage | Promise<RenderedPage> {
    return this.#cached(key, async (content) => {
      const meta = pageMeta(path, content, { siteName: this.#options.siteName, origin, language })
      const assets = meta.page && this.#options.routeAssets ? this.#options.routeAssets(meta.page) : []
      const data = meta.status === 200 && meta.reads ? await pageData(this.#options.content, meta.reads) : []
      const app = meta.rendered ? await this.#renderApp(path, data, language) : undefined
      // A rendered page carries its data; another asks for it with the HTML, where there is an answer to fetch.
      const preload = app ? undefined : data.filter((d) => d.answer !== undefined).map((d) => `/api${readPath(d.read)}`)
      const head = injectHead(
        setPageLanguage(html, language),
        headTags({ ...meta, preload }, origin, this.#options.siteName, assets, app !== undefined, language),
      )
      const page = app ? injectApp(head, app.html, app.state, this.#options.firstScript) : head
      return { status: meta.status, file: await staticFileOf(Buffer.from(page), "text/html; charset=utf-8", NO_CACHE) }
    }) as RenderedPage | Promise<RenderedPage>
  }

  /** `language`: the feed's, which its address names (feeds.ts); the sitemap and robots.txt have none. */
  readonly document = (kind: SeoDocument, language: Language = "en"): StaticFile | Promise<StaticFile> => {
    const origin = this.#options.origin.value
    const spoken = kind === "rss" ? language : "en"
    return this.#cached(`${kind} ${origin} ${spoken}`, async (content) => {
      const text =
        kind === "rss" ? rssFeed(content, origin, this.#options.siteName, undefined, spoken) : kind === "sitemap" ? sitemap(content, origin) : robotsTxt(origin)
      return staticFileOf(Buffer.from(text), DOCUMENT_TYPES[kind], NO_CACHE)
    }) as StaticFile | Promise<StaticFile>
  }

  /** Reads the content now, so the first visitor does not wait for it. */
  async warm(): Promise<void> {
    await this.#siteContent()
  }

  close(): void {
    for (const unsubscribe of this.#unsubscribe) unsubscribe()
  }

  /** The page rendered by the web app's own components from its data; undefined serves the shell (the browser renders it). */
  async #renderApp(path: string, data: readonly PageDatum[], language: Language) {
    const render = this.#options.renderApp
    if (!render) return undefined
    try {
      return await render(path, { siteName: this.#options.siteName, language, data })
    } catch (error) {
      // The shell still works: the browser renders the page as it would without a server render.
      ;(this.#options.logger ?? console).error(`Could not render ${path} on the server`, error)
      return undefined
    }
  }

  #cached<T extends RenderedPage | StaticFile>(key: string, make: (content: SiteContent) => Promise<T>): T | Promise<T> {
    const ready = this.#ready.get(key)
    if (ready) return ready as T
    const pending = this.#pending.get(key)
    if (pending) return pending as Promise<T>
    const generation = this.#generation
    const work = (async () => {
      const value = await make(await this.#siteContent())
      if (this.#generation === generation) {
        if (this.#ready.size >= MAX_CACHED) {
          this.#ready.clear()
          this.#asked.clear()
        }
        this.#ready.set(key, value)
      }
      return value
    })().finally(() => {
      if (this.#pending.get(key) === work) this.#pending.delete(key)
    })
    this.#pending.set(key, work)
    return work
  }

  #siteContent(): Promise<SiteContent> {
    if (!this.#content) {
      const generation = this.#generation
      const loading = readSiteContent(this.#options.content)
      this.#content = loading
      // A failed read is not kept: the next request tries again. (The snapshot that failed has said why.)
      loading.catch(() => {
        if (this.#content === loading && this.#generation === generation) this.#content = undefined
      })
    }
    return this.#content
  }

  /** A content snapshot was dropped (in the projector's commit): so is everything made from it. */
  #changed(): void {
    this.#generation++
    this.#content = undefined
    this.#ready.clear()
    this.#asked.clear()
    this.#pending.clear()
  }
}

// Public content reads answered straight from the uWS server, before the Effect bridge.
// Each kind (posts, videos, …) keeps a snapshot of every answer, serialised with an ETag.
//
// Freshness: the projector calls us after each committed batch and before it releases
// the read-your-writes waits, so by the time a write's response is sent the kind it
// touched is already dropped here; the next read rebuilds from the read model. On another
// node the same happens when its own projector sees the event. A rebuild that started
// before a change is thrown away (generation check), never stored.
//
// While a kind is being (re)built, reads fall through to the Effect API, which answers the
// same values from the read model; paths that are not in a complete snapshot (an unknown
// id, /latest with nothing yet) fall through too and get the API's 404.
import type { Kysely } from "kysely"

import type { ProxyTrust } from "#api/platform/http/proxy-trust.ts"
import { requestIsHttps } from "#api/platform/http/request-is-https.ts"
import { OTHER_HEADERS, writeSecurityHeaders } from "#api/platform/http/security-headers.ts"
import { chooseEncoding } from "#api/platform/http/static-site.ts"
import { statusLine } from "#api/platform/http/web-bridge.ts"
import type { Logger } from "#api/platform/log/logger.ts"
import type { TransportRequest as HttpRequest, TransportResponse as HttpResponse } from "#api/platform/transport/port.ts"
import type { RecordedEvent } from "#engine/eventstore/port.ts"
import { isStoreUnavailable } from "#engine/store-unavailable.ts"
import type { DB } from "#projections/db.ts"
import type { Projector } from "#projections/projector.ts"
import { CATEGORIES_EVENT_TYPES } from "#schemas/events/categories.ts"
import { PHOTO_EVENT_TYPES } from "#schemas/events/photo.ts"
import { POST_EVENT_TYPES } from "#schemas/events/post.ts"
import { RECIPE_EVENT_TYPES } from "#schemas/events/recipe.ts"
import { VIDEO_EVENT_TYPES } from "#schemas/events/video.ts"

import { computeAnswers, type ContentKind, kindOfPath, pathKey, PROJECTION_OF } from "./answers.ts"
import { makeSnapshot, matchesIfNoneMatch, type Snapshot } from "./snapshot.ts"

interface KindCache {
  /** Bumped by every change; a build stores its result only if it is unchanged. */
  generation: number
  changedAt: Date
  snapshots: Map<string, Snapshot> | undefined
  building: Promise<void> | undefined
  /** Asked for since the last change: rebuild eagerly after the next one. */
  wanted: boolean
}

const KIND_OF_PROJECTION = new Map(Object.entries(PROJECTION_OF).map(([kind, projection]) => [projection, kind as ContentKind]))

export interface FastReadsOptions {
  readonly db: Kysely<DB>
  readonly projector: Pick<Projector, "onCommit">
  readonly log: Pick<Logger, "error">
  /** Which proxies may say the visitor came over https (HSTS). */
  readonly trust: ProxyTrust
}

export class ContentFastReads {
  readonly #db: Kysely<DB>
  readonly #log: Pick<Logger, "error">
  readonly #trust: ProxyTrust
  readonly #kinds = new Map<ContentKind, KindCache>()
  readonly #unsubscribe: () => void
  #closed = false

  constructor(options: FastReadsOptions) {
    this.#db = options.db
    this.#log = options.log
    this.#trust = options.trust
    const now = new Date()
    for (const kind of Object.keys(PROJECTION_OF) as ContentKind[]) {
      this.#kinds.set(kind, { generation: 0, changedAt: now, snapshots: undefined, building: undefined, wanted: false })
    }
    this.#unsubscribe = options.projector.onCommit((projection, events) => this.#committed(projection, events))
  }

  /** The snapshot for a GET of `path`, or undefined to let the API answer (and start a rebuild). */
  lookup(path: string): Snapshot | undefined {
    const kind = kindOfPath(path)
    if (kind === undefined || this.#closed) return undefined
    const cache = this.#kinds.get(kind)!
    cache.wanted = true
    if (!cache.snapshots) {
      void this.#build(kind)
      return undefined
    }
    const key = pathKey(path)
    return key === undefined ? undefined : cache.snapshots.get(key)
  }

  /** The server's pre-route hook: true when the request was answered here. */
  serve(res: HttpResponse, req: HttpRequest): boolean {
    if (req.getMethod() !== "get") return false
    const snapshot = this.lookup(req.getUrl())
    if (!snapshot) return false
    const encoding = chooseEncoding(req.getHeader("accept-encoding"), snapshot)
    const variant = encoding === "identity" ? snapshot.identity : snapshot[encoding]!
    const notModified = matchesIfNoneMatch(req.getHeader("if-none-match"), variant.etag)
    const https = requestIsHttps(this.#trust, req, res)
    res.cork(() => {
      res.writeStatus(statusLine(notModified ? 304 : 200))
      res.writeHeader("etag", variant.etag).writeHeader("last-modified", snapshot.lastModified).writeHeader("cache-control", "no-cache")
      writeSecurityHeaders(res, OTHER_HEADERS, https)
      if (snapshot.br || snapshot.gzip) res.writeHeader("vary", "Accept-Encoding")
      if (notModified) return void res.endWithoutBody(0)
      res.writeHeader("content-type", "application/json")
      if (encoding !== "identity") res.writeHeader("content-encoding", encoding)
      res.end(variant.body)
    })
    return true
  }

  /** Resolves once every kind asked for so far has a current snapshot (for tests and warm-up). */
  async settled(): Promise<void> {
    for (;;) {
      const pending = [...this.#kinds.values()].map((c) => c.building).filter((b) => b !== undefined)
      if (pending.length === 0) return
      await Promise.all(pending)
    }
  }

  /** Builds every kind now, so the first visitors already take the fast path. */
  async warm(): Promise<void> {
    await Promise.all([...this.#kinds.keys()].map((kind) => this.#build(kind)))
  }

  close(): void {
    this.#closed = true
    this.#unsubscribe()
  }

  #committed(projection: string, events: readonly RecordedEvent[]): void {
    const kind = KIND_OF_PROJECTION.get(projection)
    if (kind === undefined) return
    // Every projection sees every event; only events its read model keeps change answers.
    if (!events.some((e) => isContentEvent(kind, e.type))) return
    const cache = this.#kinds.get(kind)!
    cache.generation++
    cache.changedAt = new Date()
    cache.snapshots = undefined
    if (cache.wanted && !this.#closed) void this.#build(kind)
  }

  #build(kind: ContentKind): Promise<void> {
    const cache = this.#kinds.get(kind)!
    const generation = cache.generation
    // One build per kind at a time; a change during it starts the next one when it ends.
    if (cache.building) return cache.building
    const building = (async () => {
      try {
        const answers = await computeAnswers(this.#db, kind)
        const snapshots = new Map<string, Snapshot>()
        await Promise.all([...answers].map(async ([path, value]) => snapshots.set(path, await makeSnapshot(value, cache.changedAt))))
        if (cache.generation === generation && !this.#closed) {
          cache.snapshots = snapshots
          cache.wanted = false
        }
      } catch (error) {
        // The database being away is said once where it is noticed (engine/sql/database.ts).
        if (!this.#closed && !isStoreUnavailable(error)) this.#log.error({ err: error, kind }, "Could not build fast reads; the API answers them meanwhile")
      } finally {
        cache.building = undefined
      }
      if (cache.generation !== generation && !this.#closed && cache.snapshots === undefined) await this.#build(kind)
    })()
    cache.building = building
    return building
  }
}

const EVENT_TYPES: Readonly<Record<ContentKind, ReadonlySet<string>>> = {
  posts: new Set(POST_EVENT_TYPES),
  videos: new Set(VIDEO_EVENT_TYPES),
  photos: new Set(PHOTO_EVENT_TYPES),
  recipes: new Set(RECIPE_EVENT_TYPES),
  categories: new Set(CATEGORIES_EVENT_TYPES),
}

const isContentEvent = (kind: ContentKind, type: string): boolean => EVENT_TYPES[kind].has(type)

// Public content reads answered straight from the HTTP server, before the Effect bridge (about ten times its
// rate on the site's hottest reads). Each content feature declares its public GETs here with `fastRead`,
// answered from its snapshot (snapshot.ts) by the same functions its handlers use, so the two never disagree.
// The bytes are made once per value (encoded.ts) and kept while the value is: a snapshot's values are new
// objects after every change, so the cache follows the snapshot's generations by itself.
//
// Anything this cannot answer at once goes to the Effect API as if this were not here: a snapshot being
// (re)built, a value not yet encoded (its encoding starts), a path no table declares, a lookup that finds
// nothing (the API's JSON 404).
import type { ProxyTrust } from "#api/platform/http/proxy-trust.ts"
import { requestIsHttps } from "#api/platform/http/request-is-https.ts"
import { OTHER_HEADERS, writeSecurityHeaders } from "#api/platform/http/security-headers.ts"
import { chooseEncoding } from "#api/platform/http/static-site.ts"
import { statusLine } from "#api/platform/http/web-bridge.ts"
import type { TransportRequest as HttpRequest, TransportResponse as HttpResponse } from "#api/platform/transport/port.ts"

import { type EncodedJson, encodeJson, matchesIfNoneMatch } from "./encoded.ts"
import type { Current } from "./snapshot.ts"

/** One GET's answer from the snapshot's value; undefined leaves the request to the API. */
export type FastAnswer<V> = (view: V, segment: string) => object | undefined

/**
 * A feature's public GETs below its prefix: the key "" answers the prefix itself, a name the one fixed segment
 * below it, and a key starting with ":" any other single segment, given percent-decoded (a recipe's servername
 * may hold any character). Fixed names win over the parameter, as in the HttpApi group.
 */
export type FastReadTable<V> = Readonly<Record<string, FastAnswer<V>>>

export interface FastRead {
  /** "/api/<name>": two segments. */
  readonly prefix: string
  /** The answer to a GET of the prefix followed by `rest` ("" or "/…"), with its snapshot's Last-Modified. */
  answer(rest: string): { readonly value: object; readonly lastModified: string } | undefined
}

const decodeSegment = (segment: string): string | undefined => {
  if (!segment.includes("%")) return segment
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

export const fastRead = <V>(prefix: string, snapshot: { now(): Current<V> | undefined }, table: FastReadTable<V>): FastRead => {
  if (!/^\/[^/]+\/[^/]+$/.test(prefix)) throw new Error(`A fast read's prefix has two segments: ${prefix}`)
  const fixed = new Map<string, FastAnswer<V>>()
  let param: FastAnswer<V> | undefined
  for (const [key, answer] of Object.entries(table)) {
    if (key.startsWith(":")) param = answer
    else fixed.set(key, answer)
  }
  return {
    prefix,
    answer(rest) {
      let answer: FastAnswer<V> | undefined
      let segment = ""
      if (rest === "") answer = fixed.get("")
      else {
        segment = rest.slice(1)
        if (segment === "" || segment.includes("/")) return undefined
        answer = fixed.get(segment)
        if (!answer && param) {
          const decoded = decodeSegment(segment)
          if (decoded === undefined) return undefined
          answer = param
          segment = decoded
        }
      }
      if (!answer) return undefined
      const current = snapshot.now()
      if (!current) return undefined
      const value = answer(current.value, segment)
      return value === undefined ? undefined : { value, lastModified: current.lastModified }
    },
  }
}

export interface FastReadsOptions {
  /** Which proxies may say the visitor came over https (HSTS). */
  readonly trust: ProxyTrust
}

/** Every feature's fast reads, served by the server's /api route before it bridges to the Effect API. */
export class FastReads {
  readonly #routes = new Map<string, FastRead>()
  /** Each answer's bytes, by the value they were made from; a promise while they are being made. */
  readonly #encoded = new WeakMap<object, EncodedJson | Promise<void>>()
  readonly #trust: ProxyTrust

  constructor(routes: readonly FastRead[], options: FastReadsOptions) {
    for (const route of routes) {
      if (this.#routes.has(route.prefix)) throw new Error(`Two fast reads under ${route.prefix}`)
      this.#routes.set(route.prefix, route)
    }
    this.#trust = options.trust
  }

  /** The /api route's first step: true when the request was answered here. */
  serve(res: HttpResponse, req: HttpRequest): boolean {
    if (req.getMethod() !== "get") return false
    const path = req.getUrl()
    const second = path.indexOf("/", 1)
    if (second < 0) return false
    const third = path.indexOf("/", second + 1)
    const route = this.#routes.get(third < 0 ? path : path.slice(0, third))
    const hit = route?.answer(third < 0 ? "" : path.slice(third))
    const encoded = hit && this.#encodedOf(hit.value)
    if (!hit || !encoded) return false
    const encoding = chooseEncoding(req.getHeader("accept-encoding"), encoded)
    const variant = encoding === "identity" ? encoded.identity : encoded[encoding]!
    const notModified = matchesIfNoneMatch(req.getHeader("if-none-match"), variant.etag)
    const https = requestIsHttps(this.#trust, req, res)
    res.cork(() => {
      res.writeStatus(statusLine(notModified ? 304 : 200))
      res.writeHeader("etag", variant.etag).writeHeader("last-modified", hit.lastModified).writeHeader("cache-control", "no-cache")
      writeSecurityHeaders(res, OTHER_HEADERS, https)
      if (encoded.br || encoded.gzip) res.writeHeader("vary", "Accept-Encoding")
      if (notModified) return void res.endWithoutBody(0)
      res.writeHeader("content-type", "application/json")
      if (encoding !== "identity") res.writeHeader("content-encoding", encoding)
      res.end(variant.body)
    })
    return true
  }

  /** The value's bytes, or undefined while they are made (the first ask starts that). */
  #encodedOf(value: object): EncodedJson | undefined {
    const known = this.#encoded.get(value)
    if (known === undefined) {
      this.#encoded.set(
        value,
        encodeJson(value).then(
          (encoded) => void this.#encoded.set(value, encoded),
          () => void this.#encoded.delete(value),
        ),
      )
      return undefined
    }
    return known instanceof Promise ? undefined : known
  }
}

// A fetch of a web page on a user's behalf, with the protections a self-hosted server needs: http(s) only,
// no credentials in the address, every address the name resolves to checked (public only unless the operator
// allows private ones) and the connection made to the checked address (no second lookup to rebind), each
// redirect's target checked the same way, and a limit on the bytes read (after decompression) and on the
// whole fetch's time. Refusals are domain errors (`Unacceptable`, with a code) in plain words.
import { lookup as dnsLookup } from "node:dns/promises"
import http from "node:http"
import https from "node:https"
import type { LookupFunction } from "node:net"
import { isIP } from "node:net"
import type { Readable } from "node:stream"
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib"

import { Unacceptable } from "#engine/domain-errors.ts"
import * as Messages from "#schemas/messages.ts"
import { sizeText } from "#schemas/size-text.ts"

import { isPublicAddress } from "./addresses.ts"

export interface SafeFetchLimits {
  /** Bytes of the body, after decompression. */
  readonly maxBytes: number
  /** The whole fetch, redirects and body included. */
  readonly timeoutMs: number
  readonly maxRedirects: number
  /** The Accept header sent. */
  readonly accept: string
}

const DEFAULT_FETCH_LIMITS: SafeFetchLimits = {
  maxBytes: 5 * 1024 * 1024,
  timeoutMs: 15_000,
  maxRedirects: 5,
  accept: "text/html,application/xhtml+xml,application/ld+json;q=0.9,*/*;q=0.8",
}

/** A POST instead of a GET (a webhook delivery): this body and headers; no redirect is followed and any status is returned. */
export interface OutgoingPost {
  readonly body: string
  readonly headers: Readonly<Record<string, string>>
}

export interface FetchedResource {
  /** The HTTP status of the answer (2xx unless a POST was sent). */
  readonly status: number
  /** The address finally read, after redirects. */
  readonly url: string
  /** The media type, lower case, without parameters ("" when not said). */
  readonly mediaType: string
  readonly body: Buffer
  /** The body as text, in the charset the server named (UTF-8 when none or unknown). */
  text(): string
}

export type SafeFetch = (url: string, limits?: Partial<SafeFetchLimits> & { readonly post?: OutgoingPost }) => Promise<FetchedResource>

/** Why a fetch was refused, as the code of its `Unacceptable`. */
type FetchRefusal = "address" | "private" | "too_large" | "timeout" | "redirects" | "status" | "unreachable"

const refuse = (code: FetchRefusal, message: string): Unacceptable => new Unacceptable(message, `fetch_${code}`)

const USER_AGENT = "Mozilla/5.0 (compatible; Homestead)"

/** The address to fetch, or a refusal: http(s) only, with no user name or password. */
const readAddress = (text: string): URL => {
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    throw refuse("address", Messages.fetchAddressInvalid)
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username !== "" || url.password !== "")
    throw refuse("address", Messages.fetchAddressInvalid)
  url.hash = ""
  return url
}

/** How names are resolved and which addresses may be reached; tests replace them to reach their own servers. */
export interface FetchNetwork {
  readonly resolve: (hostname: string, family: number) => Promise<readonly { readonly address: string; readonly family: number }[]>
  readonly allowed: (address: string) => boolean
}

const familyNumber = (family: number | string | undefined): number => (family === 4 || family === "IPv4" ? 4 : family === 6 || family === "IPv6" ? 6 : 0)

/** The resolver the connection uses: every address checked; the connection goes to one of those checked. */
const checkedLookup =
  (network: FetchNetwork): LookupFunction =>
  (hostname, options, callback) => {
    network.resolve(hostname, familyNumber(options.family)).then(
      (found) => {
        if (found.length === 0) return callback(refuse("unreachable", Messages.fetchUnreachable), "", 4)
        if (found.some((a) => !network.allowed(a.address))) return callback(refuse("private", Messages.fetchPrivateAddress), "", 4)
        if (options.all) return (callback as unknown as (e: null, all: typeof found) => void)(null, found)
        callback(null, found[0]!.address, found[0]!.family)
      },
      () => callback(refuse("unreachable", Messages.fetchUnreachable), "", 4),
    )
  }

const decoded = (response: http.IncomingMessage): Readable => {
  const encoding = (response.headers["content-encoding"] ?? "").trim().toLowerCase()
  if (encoding === "gzip" || encoding === "x-gzip") return response.pipe(createGunzip())
  if (encoding === "deflate") return response.pipe(createInflate())
  if (encoding === "br") return response.pipe(createBrotliDecompress())
  return response
}

const charsetOf = (contentType: string): string => /charset\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1]?.toLowerCase() ?? "utf-8"

const textOf = (body: Buffer, contentType: string): string => {
  try {
    return new TextDecoder(charsetOf(contentType)).decode(body)
  } catch {
    return new TextDecoder("utf-8").decode(body)
  }
}

interface Hop {
  readonly response: http.IncomingMessage
}

/** One request, its answer's head once it arrives. */
const request = (url: URL, network: FetchNetwork, limits: SafeFetchLimits, signal: AbortSignal, post?: OutgoingPost): Promise<Hop> =>
  new Promise((resolve, reject) => {
    const host = url.hostname.replace(/^\[|\]$/g, "")
    // A literal address is connected to without a lookup, so it is checked here.
    if (isIP(host) !== 0 && !network.allowed(host)) return reject(refuse("private", Messages.fetchPrivateAddress))
    const client = url.protocol === "https:" ? https : http
    const req = client.request(url, {
      method: post ? "POST" : "GET",
      // No pooled connection: each request's address is looked up and checked afresh.
      agent: false,
      lookup: checkedLookup(network),
      signal,
      headers: { accept: limits.accept, "accept-encoding": "gzip, deflate, br", "user-agent": USER_AGENT, ...post?.headers },
    })
    req.on("response", (response) => resolve({ response }))
    req.on("error", (error) => reject(error))
    req.end(post?.body)
  })

/** The body, refused as soon as it passes `maxBytes`. */
const readBody = async (response: http.IncomingMessage, maxBytes: number): Promise<Buffer> => {
  const declared = Number(response.headers["content-length"])
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy()
    throw refuse("too_large", Messages.fetchTooLarge(sizeText(maxBytes)))
  }
  const chunks: Buffer[] = []
  let size = 0
  const stream = decoded(response)
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.byteLength
    if (size > maxBytes) {
      response.destroy()
      stream.destroy()
      throw refuse("too_large", Messages.fetchTooLarge(sizeText(maxBytes)))
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

const REDIRECTS = new Set([301, 302, 303, 307, 308])

/** A fetcher under one setting: FETCH_ALLOW_PRIVATE lets it reach private and loopback addresses. */
export const makeSafeFetch = (settings: { readonly allowPrivate: boolean }, seams: Partial<FetchNetwork> = {}): SafeFetch => {
  const network: FetchNetwork = {
    resolve: seams.resolve ?? ((hostname, family) => dnsLookup(hostname, { all: true, family })),
    allowed: seams.allowed ?? (settings.allowPrivate ? () => true : isPublicAddress),
  }
  return async (address, given) => {
    const limits = { ...DEFAULT_FETCH_LIMITS, ...given }
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, limits.timeoutMs)
    try {
      let url = readAddress(address)
      for (let redirects = 0; ; redirects++) {
        const { response } = await request(url, network, limits, controller.signal, given?.post)
        const status = response.statusCode ?? 0
        const location = response.headers.location
        if (REDIRECTS.has(status) && location !== undefined && !given?.post) {
          response.resume()
          if (redirects >= limits.maxRedirects) throw refuse("redirects", Messages.fetchTooManyRedirects)
          url = readAddress(new URL(location, url).href)
          continue
        }
        if ((status < 200 || status > 299) && !given?.post) {
          response.resume()
          throw refuse("status", Messages.fetchStatus(status))
        }
        const body = await readBody(response, limits.maxBytes)
        const contentType = response.headers["content-type"] ?? ""
        return {
          url: url.href,
          status,
          mediaType: contentType.split(";")[0]!.trim().toLowerCase(),
          body,
          text: () => textOf(body, contentType),
        }
      }
    } catch (error) {
      if (timedOut) throw refuse("timeout", Messages.fetchTimedOut)
      if (error instanceof Unacceptable) throw error
      throw refuse("unreachable", Messages.fetchUnreachable)
    } finally {
      clearTimeout(timer)
    }
  }
}

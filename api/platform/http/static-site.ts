// The built SPA (dist/web), loaded into memory at start with brotli and gzip variants: those
// the build made beside each file (`x.js.br`, `x.js.gz`: precompressSite, run by
// scripts/build.ts, so a start does not spend seconds compressing), else made once at start
// (a folder built by Vite alone, a test's). Hashed files under /assets/ never change, so browsers may keep them for a
// year; everything else revalidates with an ETag; unknown paths get index.html so the
// client router can take them.
import { createHash } from "node:crypto"
import { readdir, readFile, stat, writeFile } from "node:fs/promises"
import { extname, join, relative, sep } from "node:path"
import { promisify } from "node:util"
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib"

import type { Language } from "#schemas/i18n/language.ts"

import { htmlHeaderSetFor, OTHER_HEADERS, type SecurityHeaderSet } from "./security-headers.ts"

export interface Variant {
  readonly body: Buffer
  readonly etag: string
}

export interface StaticFile {
  readonly type: string
  readonly cacheControl: string
  readonly identity: Variant
  readonly br?: Variant
  readonly gzip?: Variant
  /** The security headers it is sent with (an HTML document's policy names its JSON-LD hashes). */
  readonly security: SecurityHeaderSet
}

export interface StaticSite {
  readonly root: string
  /** By URL path: "/index.html", "/assets/index-3f2a.js", … */
  readonly files: ReadonlyMap<string, StaticFile>
  readonly index: StaticFile
  /** The build's manifest (which source became which file), read but not served: it names the sources. */
  readonly manifest: string | undefined
}

/** Where Vite writes its manifest, under the built site; the folder is not served. */
const BUILD_META = ".vite"

export type Encoding = "br" | "gzip" | "identity"

/** A page rendered ahead with its status and its encodings (see `staticFileOf`), sent with ETag/304 like a file. */
export interface RenderedPage {
  readonly status: number
  readonly file: StaticFile
}

/**
 * Rewrites index.html for one route (titles, meta tags, preloaded data). May answer at once
 * (a cached page) or later; a string is compressed for this one response. It is given no
 * part of the request but its path and the language chosen for it (from the address, the
 * remembered choice or Accept-Language: schemas/i18n/language.ts), so a page is one per
 * path and language.
 */
export type HtmlRenderer = (path: string, html: string, language: Language) => string | RenderedPage | Promise<string | RenderedPage>

let htmlRenderer: HtmlRenderer | undefined

/** Install (or with undefined, remove) the one renderer applied to index.html for client routes. */
export const setHtmlRenderer = (renderer: HtmlRenderer | undefined): void => {
  htmlRenderer = renderer
}

export const getHtmlRenderer = (): HtmlRenderer | undefined => htmlRenderer

export const IMMUTABLE = "public, max-age=31536000, immutable"
export const REVALIDATE = "public, max-age=300, must-revalidate"
export const NO_CACHE = "no-cache"

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".map": "application/json",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".wasm": "application/wasm",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".pdf": "application/pdf",
}
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".map", ".webmanifest", ".txt", ".xml", ".svg", ".ico", ".ttf", ".otf", ".wasm"])
/** Below this, compression saves less than its header costs. */
const MIN_COMPRESS_BYTES = 512

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const isHtmlType = (type: string) => type.startsWith("text/html")

/** The policy of an HTML document is made for its exact bytes; everything else shares one set. */
const securityFor = (body: Buffer, type: string): SecurityHeaderSet => (isHtmlType(type) ? htmlHeaderSetFor(body.toString("utf8")) : OTHER_HEADERS)

const etagOf = (body: Buffer, suffix = "") => `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}${suffix}"`

const listFiles = async (dir: string, root = dir): Promise<string[]> => {
  const entries = (await readdir(dir, { withFileTypes: true })).filter((e) => !(dir === root && e.name === BUILD_META))
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? listFiles(join(dir, e.name), root) : Promise.resolve(e.isFile() ? [join(dir, e.name)] : []))),
  )
  return nested.flat()
}

// Best compression for what every visitor downloads; quicker settings for source maps and
// very large files, which few fetch and which would slow the start.
const quickToCompress = (ext: string, size: number) => ext === ".map" || size > 1 << 20

type Compressed = readonly [br: Buffer, gzip: Buffer]

const compress = (body: Buffer, quick: boolean): Promise<Compressed> =>
  Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quick ? 5 : 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: quick ? 6 : 9 }),
  ])

/** The copies worth sending: those that save at least 5 %. */
const variantsOf = (body: Buffer, etag: string, [br, gz]: Compressed): Pick<StaticFile, "br" | "gzip"> => {
  const tag = (suffix: string) => `${etag.slice(0, -1)}-${suffix}"`
  return {
    ...(br.length < body.length * 0.95 ? { br: { body: br, etag: tag("br") } } : {}),
    ...(gz.length < body.length * 0.95 ? { gzip: { body: gz, etag: tag("gz") } } : {}),
  }
}

const compressVariants = async (body: Buffer, etag: string, quick: boolean): Promise<Pick<StaticFile, "br" | "gzip">> =>
  variantsOf(body, etag, await compress(body, quick))

const isCompressible = (ext: string, body: Buffer) => COMPRESSIBLE.has(ext) && body.length >= MIN_COMPRESS_BYTES

/** Where the build leaves a file's compressed copies. */
const PRECOMPRESSED = [".br", ".gz"] as const
const copiesOf = (path: string) => PRECOMPRESSED.map((suffix) => `${path}${suffix}`)

/** The copies the build made, when both are there. */
const readPrecompressed = async (path: string): Promise<Compressed | undefined> => {
  const [br, gz] = await Promise.all(copiesOf(path).map((copy) => readFile(copy).catch(() => undefined)))
  return br && gz ? [br, gz] : undefined
}

const loadFile = async (path: string, urlPath: string): Promise<StaticFile> => {
  const ext = extname(path).toLowerCase()
  const body = await readFile(path)
  const identity = { body, etag: etagOf(body) }
  const cacheControl = urlPath === "/index.html" ? NO_CACHE : urlPath.startsWith("/assets/") ? IMMUTABLE : REVALIDATE
  const variants = isCompressible(ext, body)
    ? variantsOf(body, identity.etag, (await readPrecompressed(path)) ?? (await compress(body, quickToCompress(ext, body.length))))
    : {}
  const type = TYPES[ext] ?? "application/octet-stream"
  return { type, cacheControl, identity, ...variants, security: securityFor(body, type) }
}

/** The build's compressed copies are read with their file, not served as files of their own. */
const withoutCopies = (paths: readonly string[]): string[] => {
  const copies = new Set(paths.flatMap(copiesOf))
  return paths.filter((path) => !copies.has(path))
}

/** Writes every compressible file's brotli and gzip copies beside it, as loadStaticSite would make them (for the build). */
export const precompressSite = async (root: string): Promise<number> => {
  const paths = withoutCopies(await listFiles(root))
  const written = await Promise.all(
    paths.map(async (path) => {
      const ext = extname(path).toLowerCase()
      const body = await readFile(path)
      if (!isCompressible(ext, body)) return 0
      const compressed = await compress(body, quickToCompress(ext, body.length))
      await Promise.all(copiesOf(path).map((copy, i) => writeFile(copy, compressed[i]!)))
      return 1
    }),
  )
  return written.reduce<number>((a, b) => a + b, 0)
}

/** A generated document (a rendered page, a feed) as a StaticFile: ETag plus brotli and gzip copies when they pay. */
export const staticFileOf = async (body: Buffer, type: string, cacheControl: string): Promise<StaticFile> => {
  const identity = { body, etag: etagOf(body) }
  const variants = body.length >= MIN_COMPRESS_BYTES ? await compressVariants(body, identity.etag, quickToCompress(".html", body.length)) : {}
  return { type, cacheControl, identity, ...variants, security: securityFor(body, type) }
}

/** Loads and compresses every file under `root`; undefined when there is no built index.html. */
export const loadStaticSite = async (root: string): Promise<StaticSite | undefined> => {
  const rootStat = await stat(join(root, "index.html")).catch(() => undefined)
  if (!rootStat?.isFile()) return undefined
  const paths = withoutCopies(await listFiles(root))
  const entries = await Promise.all(
    paths.map(async (path) => {
      const urlPath = `/${relative(root, path).split(sep).join("/")}`
      return [urlPath, await loadFile(path, urlPath)] as const
    }),
  )
  const files = new Map(entries)
  const manifest = await readFile(join(root, BUILD_META, "manifest.json"), "utf8").catch(() => undefined)
  return { root, files, index: files.get("/index.html")!, manifest }
}

/** Which of our encodings an Accept-Encoding header allows (q=0 means "not this one"). */
interface Accepted {
  readonly br: boolean
  readonly gzip: boolean
}

const parseAcceptEncoding = (acceptEncoding: string): Accepted => {
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";")
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
    accepted.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0
  return { br: ok("br"), gzip: ok("gzip") }
}

/** Browsers send a handful of distinct headers; each is parsed once (a flood of made-up ones empties the memo). */
const ACCEPT_MEMO_SIZE = 256
const acceptMemo = new Map<string, Accepted>()

const acceptedBy = (acceptEncoding: string): Accepted => {
  let accepted = acceptMemo.get(acceptEncoding)
  if (accepted === undefined) {
    if (acceptMemo.size >= ACCEPT_MEMO_SIZE) acceptMemo.clear()
    accepted = parseAcceptEncoding(acceptEncoding)
    acceptMemo.set(acceptEncoding, accepted)
  }
  return accepted
}

/** The best encoding the client accepts among those we have. */
export const chooseEncoding = (acceptEncoding: string, file: Pick<StaticFile, "br" | "gzip">): Encoding => {
  const accepted = acceptedBy(acceptEncoding)
  if (file.br && accepted.br) return "br"
  if (file.gzip && accepted.gzip) return "gzip"
  return "identity"
}

/** Compresses a per-request rendering of index.html (small, so quick settings do). */
export const compressRendered = (html: string, encoding: Encoding): Buffer => {
  const body = Buffer.from(html)
  if (encoding === "br") return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
  if (encoding === "gzip") return gzipSync(body, { level: 6 })
  return body
}

/** The URL path as a key of `files`, or undefined for paths that cannot name a file. */
export const fileKey = (urlPath: string): string | undefined => {
  if (urlPath === "/") return "/index.html"
  // Most paths hold no escape and no dot segment: nothing to decode or check.
  if (!urlPath.includes("%") && !urlPath.includes("..")) return urlPath.includes("\0") ? undefined : urlPath
  let path: string
  try {
    path = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  if (path.includes("\0") || path.split("/").includes("..")) return undefined
  return path === "/" ? "/index.html" : path
}

// One public read's answer, serialised once: the JSON bytes, a strong ETag per encoding,
// and gzip/brotli copies when the body is worth compressing. (Last-Modified is the
// snapshot's: see snapshot.ts.)
import { createHash } from "node:crypto"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Below this, compression saves less than its headers cost. */
export const MIN_COMPRESS_BYTES = 1024

export interface EncodedVariant {
  readonly body: Buffer
  readonly etag: string
}

export interface EncodedJson {
  readonly identity: EncodedVariant
  readonly br?: EncodedVariant
  readonly gzip?: EncodedVariant
}

// A strong validator per representation: the compressed copies are other byte sequences.
const etagOf = (body: Buffer) => createHash("sha256").update(body).digest("base64url").slice(0, 27)

export const encodeJson = async (value: unknown): Promise<EncodedJson> => {
  const body = Buffer.from(JSON.stringify(value))
  const hash = etagOf(body)
  const identity = { body, etag: `"${hash}"` }
  if (body.length < MIN_COMPRESS_BYTES) return { identity }
  const [br, gz] = await Promise.all([
    brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: 6 }),
  ])
  return { identity, br: { body: br, etag: `"${hash}-br"` }, gzip: { body: gz, etag: `"${hash}-gz"` } }
}

/** True when If-None-Match names this variant (or is `*`); weak comparison, as RFC 9110 asks for GET. */
export const matchesIfNoneMatch = (ifNoneMatch: string, etag: string): boolean =>
  ifNoneMatch !== "" &&
  ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim()
    return t === "*" || t.replace(/^W\//, "") === etag
  })

// One public read's answer, serialised once: the JSON bytes, a strong ETag per encoding,
// and gzip/brotli copies when the body is worth compressing.
import { createHash } from "node:crypto"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Below this, compression saves less than its headers cost. */
export const MIN_COMPRESS_BYTES = 1024

export interface SnapshotVariant {
  readonly body: Buffer
  readonly etag: string
}

export interface Snapshot {
  readonly identity: SnapshotVariant
  readonly br?: SnapshotVariant
  readonly gzip?: SnapshotVariant
  /** HTTP date of the change that made this answer. */
  readonly lastModified: string
}

// A strong validator per representation: the compressed copies are other byte sequences.
const etagOf = (body: Buffer) => createHash("sha256").update(body).digest("base64url").slice(0, 27)

export const makeSnapshot = async (value: unknown, changedAt: Date): Promise<Snapshot> => {
  const body = Buffer.from(JSON.stringify(value))
  const hash = etagOf(body)
  const lastModified = changedAt.toUTCString()
  const identity = { body, etag: `"${hash}"` }
  if (body.length < MIN_COMPRESS_BYTES) return { identity, lastModified }
  const [br, gz] = await Promise.all([
    brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: 6 }),
  ])
  return { identity, br: { body: br, etag: `"${hash}-br"` }, gzip: { body: gz, etag: `"${hash}-gz"` }, lastModified }
}

/** True when If-None-Match names this variant (or is `*`); weak comparison, as RFC 9110 asks for GET. */
export const matchesIfNoneMatch = (ifNoneMatch: string, etag: string): boolean =>
  ifNoneMatch !== "" &&
  ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim()
    return t === "*" || t.replace(/^W\//, "") === etag
  })

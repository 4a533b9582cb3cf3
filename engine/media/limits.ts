// What an upload may be, decided from the bytes' size and the decoder's reading of the
// header (never from the file name or the Content-Type a browser guessed).
import { PHOTO_MAX_BYTES, SCREENSHOT_MAX_BYTES } from "#schemas/api/media.ts"
import { toMegabytes } from "#schemas/media-limits.ts"
import * as Messages from "#schemas/messages.ts"

export { PHOTO_MAX_BYTES, SCREENSHOT_MAX_BYTES }

/**
 * Decoding an image costs memory by pixels, not by file size: a few kilobytes of PNG can
 * declare a 20000×20000 canvas. 40 MP covers every phone camera we expect.
 */
export const MAX_INPUT_PIXELS = 40_000_000

/**
 * The decoder's names for ACCEPTED_IMAGE_TYPES (schemas/media-limits.ts); AVIF is `heif` with the av1
 * codec (the HEVC flavour needs a codec we don't ship).
 */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif"])

export interface ImageHeader {
  readonly format: string | undefined
  /** HEIF's codec: "av1" for AVIF, "hevc" for HEIC. */
  readonly compression?: string | undefined
  readonly width: number | undefined
  readonly height: number | undefined
}

/** Why an upload is refused, in the engine's words; the HTTP edge picks the status (api/features/media/refusal.ts). */
export type RefusalKind = "too-large" | "unsupported" | "too-many-pixels"

export type Refusal = { readonly kind: RefusalKind; readonly message: string }

export const sizeRefusal = (bytes: number, maxBytes: number): Refusal | null =>
  bytes > maxBytes ? { kind: "too-large", message: Messages.imageTooLarge(toMegabytes(maxBytes)) } : null

export const isAcceptedFormat = (header: Pick<ImageHeader, "format" | "compression">): boolean =>
  header.format !== undefined && (ACCEPTED_FORMATS.has(header.format) || (header.format === "heif" && header.compression === "av1"))

export const pixelRefusal = (maxPixels = MAX_INPUT_PIXELS): Refusal => ({
  kind: "too-many-pixels",
  message: Messages.imageTooManyPixels(Math.round(maxPixels / 1_000_000)),
})

/** Why a decoded header cannot go through the pipeline, or null when it can. */
export const headerRefusal = (header: ImageHeader, maxPixels = MAX_INPUT_PIXELS): Refusal | null => {
  if (!isAcceptedFormat(header)) return { kind: "unsupported", message: Messages.notAnImage }
  const { width, height } = header
  if (!width || !height || !Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    return { kind: "unsupported", message: Messages.notAnImage }
  }
  if (width * height > maxPixels) return pixelRefusal(maxPixels)
  return null
}

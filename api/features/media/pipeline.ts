// Untrusted bytes → WebP variants with no metadata. The real type comes from the decoder
// reading the header (never the file name or the browser's Content-Type); the pixel budget
// is checked on that header before anything is decoded, and again by libvips itself.
// The image is turned upright from its EXIF orientation, converted to sRGB, and written
// without EXIF, GPS, XMP, IPTC or ICC data: a homestead's photos must not publish where
// it is. The source is decoded once, shrunk to the largest variant's box, and each
// variant is cut from that.
import type SharpModule from "sharp"
import type { Metadata, OutputInfo } from "sharp"

import { headerRefusal, MAX_INPUT_PIXELS, pixelRefusal, sizeRefusal } from "#engine/media/limits.ts"
import { VARIANTS, WORKING_BOX } from "#engine/media/variants.ts"
import type { MediaVariantName } from "#schemas/events/media.ts"
import * as Messages from "#schemas/messages.ts"

import { MediaRefused } from "./refusal.ts"

type Sharp = typeof SharpModule
let loaded: Promise<Sharp> | undefined

/** sharp (libvips, a native library) is loaded by the first image, not by every start of the server. */
const loadSharp = (): Promise<Sharp> =>
  (loaded ??= import("sharp").then(({ default: sharp }) => {
    // libvips' operation cache keeps recent results in memory; uploads are never repeated.
    sharp.cache(false)
    // Only the decoders for the formats we take may run on uploaded bytes: SVG (XML, external
    // references), TIFF and the rest never get a chance to parse them. Encoders are unaffected.
    sharp.block({ operation: ["VipsForeignLoad"] })
    sharp.unblock({
      operation: [
        "VipsForeignLoadJpegBuffer",
        "VipsForeignLoadUhdrBuffer", // JPEG with an HDR gain map
        "VipsForeignLoadPngBuffer",
        "VipsForeignLoadWebpBuffer",
        "VipsForeignLoadNsgifBuffer",
        "VipsForeignLoadHeifBuffer",
      ],
    })
    return sharp
  }))

/** Seconds one decode or encode may take before it is given up. */
const TIMEOUT_SECONDS = 30
/** Pipelines at once per process: each holds a decoded image in memory. */
const MAX_CONCURRENT = 2

export interface ProcessedVariant {
  readonly name: MediaVariantName
  readonly width: number
  readonly height: number
  readonly data: Buffer
}

export interface ProcessedImage {
  /** Of the upright source. */
  readonly width: number
  readonly height: number
  readonly variants: readonly ProcessedVariant[]
}

const notAnImage = () => new MediaRefused({ kind: "unsupported", message: Messages.notAnImage })

const decodeOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", pages: 1, autoOrient: true } as const

/** A decoder failure on untrusted bytes is the file's fault, not ours. */
const refusalFor = (error: unknown) => (error instanceof Error && /pixel limit/i.test(error.message) ? new MediaRefused(pixelRefusal()) : notAnImage())

let running = 0
const waiting: (() => void)[] = []
const withSlot = async <A>(work: () => Promise<A>): Promise<A> => {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve))
  else running++
  try {
    return await work()
  } finally {
    const next = waiting.shift()
    if (next) next()
    else running--
  }
}

export const processImage = (bytes: Uint8Array, maxBytes: number): Promise<ProcessedImage> => {
  const tooBig = sizeRefusal(bytes.byteLength, maxBytes)
  if (tooBig) return Promise.reject(new MediaRefused(tooBig))
  if (bytes.byteLength === 0) return Promise.reject(notAnImage())
  return withSlot(() => convert(bytes))
}

const convert = async (bytes: Uint8Array): Promise<ProcessedImage> => {
  const sharp = await loadSharp()
  let header: Metadata
  try {
    // Reads the header only; libvips' own pixel limit may already refuse here.
    header = await sharp(bytes, decodeOptions).metadata()
  } catch (error) {
    throw refusalFor(error)
  }
  const refusal = headerRefusal(header)
  if (refusal) throw new MediaRefused(refusal)

  let working: { data: Buffer; info: OutputInfo }
  try {
    working = await sharp(bytes, decodeOptions)
      .resize({ ...WORKING_BOX, fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .timeout({ seconds: TIMEOUT_SECONDS })
      .toBuffer({ resolveWithObject: true })
  } catch (error) {
    throw refusalFor(error)
  }

  const { width, height, channels } = working.info
  const raw = { width, height, channels: channels as 1 | 2 | 3 | 4 }
  const variants = await Promise.all(
    VARIANTS.map(async (spec): Promise<ProcessedVariant> => {
      const { data, info } = await sharp(working.data, { raw })
        .resize({ width: spec.width, height: spec.height, fit: spec.fit, withoutEnlargement: true })
        .webp({ quality: spec.quality })
        .timeout({ seconds: TIMEOUT_SECONDS })
        .toBuffer({ resolveWithObject: true })
      return { name: spec.name, width: info.width, height: info.height, data }
    }),
  )
  return { width: header.autoOrient.width, height: header.autoOrient.height, variants }
}

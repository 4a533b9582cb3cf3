import sharp from "sharp"
import { describe, expect, it } from "vitest"

import { PHOTO_MAX_BYTES } from "#schemas/api/media.ts"
import * as Messages from "#schemas/messages.ts"
import { blackPng, exifHasGps, jpegWithGps } from "#test/support/test-images.ts"

import { processImage } from "./pipeline.ts"
import { MediaRefused } from "./refusal.ts"

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail("expected a refusal"),
    (error: unknown) => {
      expect(error).toBeInstanceOf(MediaRefused)
      return { status: (error as MediaRefused).status, message: (error as MediaRefused).message }
    },
  )

const sizes = (image: Awaited<ReturnType<typeof processImage>>) => Object.fromEntries(image.variants.map((v) => [v.name, [v.width, v.height]]))

describe("image pipeline", () => {
  it("makes WebP variants at their sizes, with no metadata left", async () => {
    const input = await jpegWithGps(2400, 1600)
    const inputMeta = await sharp(input).metadata()
    expect(exifHasGps(inputMeta.exif)).toBe(true)

    const image = await processImage(input, PHOTO_MAX_BYTES)
    expect([image.width, image.height]).toEqual([2400, 1600])
    expect(sizes(image)).toEqual({ carousel: [1200, 800], public: [1600, 1067], thumb: [320, 320] })
    for (const variant of image.variants) {
      const meta = await sharp(variant.data).metadata()
      expect(meta.format).toBe("webp")
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height])
      expect(meta.exif).toBeUndefined()
      expect(meta.xmp).toBeUndefined()
      expect(meta.iptc).toBeUndefined()
      expect(meta.icc).toBeUndefined()
      expect(meta.orientation).toBeUndefined()
    }
  })

  it("turns the image upright from its EXIF orientation and never enlarges", async () => {
    // Stored 600×400, to be shown rotated a quarter turn: upright it is 400×600.
    const image = await processImage(await jpegWithGps(600, 400, 6), PHOTO_MAX_BYTES)
    expect([image.width, image.height]).toEqual([400, 600])
    expect(sizes(image)).toEqual({ carousel: [400, 600], public: [400, 600], thumb: [320, 320] })
  })

  it("takes PNG with transparency, WebP, AVIF and the first frame of a GIF", async () => {
    const base = () => sharp({ create: { width: 64, height: 48, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 0.5 } } })
    for (const input of [await base().png().toBuffer(), await base().webp().toBuffer(), await base().avif().toBuffer(), await base().gif().toBuffer()]) {
      const image = await processImage(input, PHOTO_MAX_BYTES)
      expect(sizes(image).public).toEqual([64, 48])
    }
  })

  it("refuses what is not an image we decode, whatever it is called", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>')
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .tiff()
      .toBuffer()
    const truncated = (await jpegWithGps(300, 200)).subarray(0, 400)
    for (const input of [Buffer.from("just some text, named photo.jpg"), svg, tiff, truncated, Buffer.alloc(0)]) {
      expect(await refusalOf(processImage(input, PHOTO_MAX_BYTES))).toEqual({ status: 415, message: Messages.notAnImage })
    }
  })

  it("refuses decompression bombs from their header", async () => {
    const tooMany = { status: 400, message: Messages.imageTooManyPixels(40) }
    const headerOnly = blackPng(20000, 20000, 1)
    expect(headerOnly.length).toBeLessThan(1000)
    expect(await refusalOf(processImage(headerOnly, PHOTO_MAX_BYTES))).toEqual(tooMany)
    const complete = blackPng(8000, 8000) // 64 MP in well under a megabyte
    expect(complete.length).toBeLessThan(1 << 20)
    expect(await refusalOf(processImage(complete, PHOTO_MAX_BYTES))).toEqual(tooMany)
  })

  it("refuses files over the byte limit before decoding", async () => {
    expect(await refusalOf(processImage(Buffer.alloc(101), 100))).toEqual({ status: 413, message: Messages.imageTooLarge(0) })
  })
})

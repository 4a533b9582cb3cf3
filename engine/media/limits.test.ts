import fc from "fast-check"
import { describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { headerRefusal, isAcceptedFormat, MAX_INPUT_PIXELS, PHOTO_MAX_BYTES, SCREENSHOT_MAX_BYTES, sizeRefusal } from "./limits.ts"
import { fitInside } from "./variants.ts"

describe("upload limits", () => {
  it("refuses files over the byte limit as too large, naming the limit in MB", () => {
    expect(sizeRefusal(PHOTO_MAX_BYTES, PHOTO_MAX_BYTES)).toBeNull()
    expect(sizeRefusal(PHOTO_MAX_BYTES + 1, PHOTO_MAX_BYTES)).toEqual({ kind: "too-large", message: Messages.imageTooLarge(15) })
    expect(sizeRefusal(SCREENSHOT_MAX_BYTES + 1, SCREENSHOT_MAX_BYTES)?.message).toBe("That image is too large (the limit is 5 MB).")
  })

  it("accepts JPEG, PNG, WebP, GIF and AVIF only", () => {
    for (const format of ["jpeg", "png", "webp", "gif"]) expect(isAcceptedFormat({ format })).toBe(true)
    expect(isAcceptedFormat({ format: "heif", compression: "av1" })).toBe(true)
    for (const format of ["heif", "svg", "tiff", "pdf", "raw", undefined]) expect(isAcceptedFormat({ format })).toBe(false)
  })

  it("refuses headers over the pixel budget, whatever the file size", () => {
    expect(headerRefusal({ format: "png", width: 20000, height: 20000 })).toEqual({ kind: "too-many-pixels", message: Messages.imageTooManyPixels(40) })
    expect(headerRefusal({ format: "jpeg", width: 8000, height: 5000 })).toBeNull()
    expect(headerRefusal({ format: "jpeg", width: 8000, height: 5001 })?.kind).toBe("too-many-pixels")
    expect(headerRefusal({ format: "svg", width: 10, height: 10 })?.kind).toBe("unsupported")
    expect(headerRefusal({ format: "png", width: 0, height: 10 })?.kind).toBe("unsupported")
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }), (width, height) => {
        const refusal = headerRefusal({ format: "png", width, height })
        expect(refusal === null).toBe(width * height <= MAX_INPUT_PIXELS)
      }),
    )
  })

  it("fits inside a box without enlarging", () => {
    expect(fitInside(2400, 1600, { width: 1200, height: 800 })).toEqual({ width: 1200, height: 800 })
    expect(fitInside(3000, 4000, { width: 1600, height: 1600 })).toEqual({ width: 1200, height: 1600 })
    expect(fitInside(300, 200, { width: 1600, height: 1600 })).toEqual({ width: 300, height: 200 })
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20000 }), fc.integer({ min: 1, max: 20000 }), (w, h) => {
        const out = fitInside(w, h, { width: 1200, height: 800 })
        expect(out.width).toBeLessThanOrEqual(Math.min(w, 1200))
        expect(out.height).toBeLessThanOrEqual(Math.min(h, 800))
      }),
    )
  })
})

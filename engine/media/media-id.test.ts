import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { isMediaId, mediaIdFromBytes, mediaUrl, parseMediaPath } from "./media-id.ts"
import { VARIANT_NAMES } from "./variants.ts"

const idBytes = fc.uint8Array({ minLength: 16, maxLength: 16 })

describe("media ids and paths", () => {
  it("makes 22-character URL-safe ids whose URLs parse back", () => {
    fc.assert(
      fc.property(idBytes, fc.constantFrom(...VARIANT_NAMES), (bytes, variant) => {
        const id = mediaIdFromBytes(bytes)
        expect(isMediaId(id)).toBe(true)
        expect(encodeURIComponent(id)).toBe(id)
        expect(parseMediaPath(mediaUrl(id, variant))).toEqual({ mediaId: id, variant })
      }),
    )
  })

  it("refuses every other shape, including traversal attempts", () => {
    const id = mediaIdFromBytes(new Uint8Array(16).fill(7))
    for (const path of [
      `/media/${id}/original.webp`,
      `/media/${id}/thumb.jpg`,
      `/media/${id}/thumb.webp/`,
      `/media/${id}/../thumb.webp`,
      `/media/../${id}/thumb.webp`,
      `/media/${id}/%2e%2e/thumb.webp`,
      `/media/..%2F..%2Fetc/passwd`,
      `/media/${id.slice(1)}/thumb.webp`,
      `/media/${id}x/thumb.webp`,
      `/media/${id}/THUMB.webp`,
      `/media/${id}`,
      `/media/`,
      `/media/.tmp-${id}/thumb.webp`,
    ]) {
      expect(parseMediaPath(path), path).toBeNull()
    }
  })

  it("never yields a path part with a dot or a slash", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (tail) => {
        const parsed = parseMediaPath(`/media/${tail}`)
        if (parsed) expect(`${parsed.mediaId}${parsed.variant}`).toMatch(/^[A-Za-z0-9_-]+$/)
      }),
    )
  })

  it("needs exactly 16 bytes", () => {
    expect(() => mediaIdFromBytes(new Uint8Array(8))).toThrow()
  })
})

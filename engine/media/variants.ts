// The WebP renditions made from every upload. Boxes are "fit inside" except the thumb,
// which is cropped to a square so gallery grids line up. Nothing is ever enlarged.
import type { MediaVariantName } from "#schemas/events/media.ts"

export interface VariantSpec {
  readonly name: MediaVariantName
  readonly width: number
  readonly height: number
  readonly fit: "inside" | "cover"
  readonly quality: number
}

export const VARIANTS: readonly VariantSpec[] = [
  { name: "carousel", width: 1200, height: 800, fit: "inside", quality: 80 },
  { name: "public", width: 1600, height: 1600, fit: "inside", quality: 82 },
  { name: "thumb", width: 320, height: 320, fit: "cover", quality: 75 },
]

export const VARIANT_NAMES: readonly MediaVariantName[] = VARIANTS.map((v) => v.name)

/** The largest box any variant needs: the source is scaled down to this once, then each variant from it. */
export const WORKING_BOX = { width: 1600, height: 1600 } as const

/** The size a "fit inside" resize without enlargement gives (rounded as libvips does). */
export const fitInside = (width: number, height: number, box: { width: number; height: number }): { width: number; height: number } => {
  const scale = Math.min(1, box.width / width, box.height / height)
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

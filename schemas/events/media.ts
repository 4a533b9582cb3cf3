// An uploaded image, stream `media-<id>`. The files (WebP variants, metadata stripped)
// are written before this event is appended, so a recorded upload always has its files.
import { Schema } from "effect"

/** The WebP renditions every upload gets; the original is never kept. */
export const MediaVariantName = Schema.Literal("carousel", "public", "thumb")
export type MediaVariantName = typeof MediaVariantName.Type

export const StoredVariant = Schema.Struct({
  name: MediaVariantName,
  width: Schema.Number,
  height: Schema.Number,
  bytes: Schema.Number,
})
export type StoredVariant = typeof StoredVariant.Type

export const MediaUploaded = Schema.Struct({
  type: Schema.Literal("MediaUploaded"),
  mediaId: Schema.String,
  variants: Schema.Array(StoredVariant),
  /** Of the upright (EXIF-rotated) source image. */
  width: Schema.Number,
  height: Schema.Number,
  uploadedBy: Schema.Literal("owner", "guest"),
  at: Schema.String,
})

export const MediaEvent = Schema.Union(MediaUploaded)
export type MediaEvent = typeof MediaEvent.Type

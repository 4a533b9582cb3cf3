// Gallery photos, stream `photo-<id>`. `image` is the id of an uploaded media item
// (stream `media-<id>`); the variant URLs are derived from it when read.
import { Schema } from "effect"

/** A photo's content, as every event carries it; the API answers it without `cloudflareId`, with URLs. */
export const PhotoContent = Schema.Struct({
  title: Schema.String,
  description: Schema.String,
  category: Schema.String,
  image: Schema.String,
  /** Who added it (the owner's username), shown as the photo's `name`. */
  name: Schema.String,
  /** Kept from the original upload flow when a client sends it. */
  cloudflareId: Schema.NullOr(Schema.String),
})
export type PhotoData = typeof PhotoContent.Type

const PhotoFields = { photoId: Schema.String, ...PhotoContent.fields, at: Schema.String }

export const PhotoAdded = Schema.Struct({ type: Schema.Literal("PhotoAdded"), ...PhotoFields })
export const PhotoUpdated = Schema.Struct({ type: Schema.Literal("PhotoUpdated"), ...PhotoFields })
export const PhotoDeleted = Schema.Struct({ type: Schema.Literal("PhotoDeleted"), photoId: Schema.String, at: Schema.String })

export const PhotoEvent = Schema.Union(PhotoAdded, PhotoUpdated, PhotoDeleted)
export type PhotoEvent = typeof PhotoEvent.Type
export const PHOTO_EVENT_TYPES = ["PhotoAdded", "PhotoUpdated", "PhotoDeleted"] as const

// Gallery photos, stream `photo-<id>`. `image` is the id of an uploaded media item
// (stream `media-<id>`); the variant URLs are derived from it when read.
import { Schema } from "effect"

const PhotoFields = {
  photoId: Schema.String,
  title: Schema.String,
  description: Schema.String,
  category: Schema.String,
  image: Schema.String,
  /** Who added it (the owner's username), shown as the photo's `name`. */
  name: Schema.String,
  /** Kept from the original upload flow when a client sends it. */
  cloudflareId: Schema.NullOr(Schema.String),
  at: Schema.String,
}

export const PhotoAdded = Schema.Struct({ type: Schema.Literal("PhotoAdded"), ...PhotoFields })
export const PhotoUpdated = Schema.Struct({ type: Schema.Literal("PhotoUpdated"), ...PhotoFields })
export const PhotoDeleted = Schema.Struct({ type: Schema.Literal("PhotoDeleted"), photoId: Schema.String, at: Schema.String })

export const PhotoEvent = Schema.Union(PhotoAdded, PhotoUpdated, PhotoDeleted)
export type PhotoEvent = typeof PhotoEvent.Type
export type PhotoData = Omit<typeof PhotoAdded.Type, "type" | "photoId" | "at">
export const PHOTO_EVENT_TYPES = ["PhotoAdded", "PhotoUpdated", "PhotoDeleted"] as const

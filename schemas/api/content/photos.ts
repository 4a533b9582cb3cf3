// Payloads and answers of /api/photos (the upload itself is the media pipeline's).
import { Schema } from "effect"
import { BodyId, CATEGORY_MAX, DESCRIPTION_MAX, Text, TITLE_MAX } from "./fields.ts"

const MEDIA_ID_MAX = 100

export const NewPhoto = Schema.Struct({
  title: Text("Title", TITLE_MAX),
  category: Text("Category", CATEGORY_MAX),
  imageId: Text("Image", MEDIA_ID_MAX),
  description: Text("Description", DESCRIPTION_MAX),
  cloudflareId: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(200)))),
})

export const PhotoUpdate = Schema.Struct({
  _id: BodyId,
  title: Text("Title", TITLE_MAX),
  category: Text("Category", CATEGORY_MAX),
  description: Text("Description", DESCRIPTION_MAX),
  image: Text("Image", MEDIA_ID_MAX),
})

export const PhotoUrls = Schema.Struct({ carousel: Schema.String, public: Schema.String, thumb: Schema.String })

export const Photo = Schema.Struct({
  _id: Schema.String,
  title: Schema.String,
  description: Schema.String,
  category: Schema.String,
  image: Schema.String,
  name: Schema.String,
  urls: PhotoUrls,
})
export type Photo = typeof Photo.Type

export const PhotoGroup = Schema.Struct({ category: Schema.String, photos: Schema.Array(Photo) })

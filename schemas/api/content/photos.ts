// Payloads and answers of /api/photos (the upload itself is the media pipeline's).
import { Schema } from "effect"

import { PhotoContent } from "#schemas/events/photo.ts"
import { CleanText } from "#schemas/text.ts"

import { BodyId, CATEGORY_MAX, DESCRIPTION_MAX, Text, TITLE_MAX } from "./fields.ts"

const MEDIA_ID_MAX = 100

export const NewPhoto = Schema.Struct({
  title: Text("Title", TITLE_MAX),
  category: Text("Category", CATEGORY_MAX),
  imageId: Text("Image", MEDIA_ID_MAX),
  description: Text("Description", DESCRIPTION_MAX),
  cloudflareId: Schema.optional(Schema.NullOr(CleanText.pipe(Schema.maxLength(200)))),
})

export const PhotoUpdate = Schema.Struct({
  _id: BodyId,
  title: Text("Title", TITLE_MAX),
  category: Text("Category", CATEGORY_MAX),
  description: Text("Description", DESCRIPTION_MAX),
  image: Text("Image", MEDIA_ID_MAX),
})

export const PhotoUrls = Schema.Struct({ carousel: CleanText, public: CleanText, thumb: CleanText })

const { cloudflareId: _kept, ...shown } = PhotoContent.fields

/** A stored photo: its content as the events carry it (less the upload flow's id), its id and its URLs. */
export const Photo = Schema.Struct({ _id: CleanText, ...shown, urls: PhotoUrls })
export type Photo = typeof Photo.Type

export const PhotoGroup = Schema.Struct({ category: CleanText, photos: Schema.Array(Photo) })

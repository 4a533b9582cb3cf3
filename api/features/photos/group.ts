// /api/photos: public reads, owner-only writes. (POST /api/photos/upload is the media
// pipeline's group; no path here collides with it.)
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"

import { ownerWrites } from "#api/features/site-owner/public.ts"
import { NotFound } from "#api/platform/http/errors.ts"
import { IdPath } from "#schemas/api/content/fields.ts"
import { NewPhoto, Photo, PhotoGroup, PhotoUpdate } from "#schemas/api/content/photos.ts"

const writes = ownerWrites(Photo, NewPhoto, PhotoUpdate)

export const PhotosGroup = HttpApiGroup.make("photos")
  .add(HttpApiEndpoint.get("list", "/").addSuccess(Schema.Array(PhotoGroup)))
  .add(HttpApiEndpoint.get("all", "/all").addSuccess(Schema.Array(Photo)))
  .add(HttpApiEndpoint.get("recent", "/recent").addSuccess(Schema.Array(Photo)))
  .add(HttpApiEndpoint.get("get", "/:id").setPath(IdPath).addSuccess(Photo).addError(NotFound))
  .add(writes.create)
  .add(writes.update)
  .add(writes.remove)
  .prefix("/photos")

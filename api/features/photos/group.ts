// /api/photos: public reads, owner-only writes. (POST /api/photos/upload is the media
// pipeline's group; no path here collides with it.)
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"

import { OwnerSession } from "#api/features/site-owner/public.ts"
import { BadRequest, NotFound } from "#api/platform/http/errors.ts"
import { Refusal } from "#api/platform/http/refusals.ts"
import { IdPath } from "#schemas/api/content/fields.ts"
import { NewPhoto, Photo, PhotoGroup, PhotoUpdate } from "#schemas/api/content/photos.ts"
import { MessageBody } from "#schemas/api/message.ts"

export const PhotosGroup = HttpApiGroup.make("photos")
  .add(HttpApiEndpoint.get("list", "/").addSuccess(Schema.Array(PhotoGroup)))
  .add(HttpApiEndpoint.get("all", "/all").addSuccess(Schema.Array(Photo)))
  .add(HttpApiEndpoint.get("recent", "/recent").addSuccess(Schema.Array(Photo)))
  .add(HttpApiEndpoint.get("get", "/:id").setPath(IdPath).addSuccess(Photo).addError(NotFound))
  .add(HttpApiEndpoint.post("create", "/").setPayload(NewPhoto).addSuccess(Photo).addError(Refusal.Invalid).middleware(OwnerSession))
  .add(
    HttpApiEndpoint.put("update", "/:id")
      .setPath(IdPath)
      .setPayload(PhotoUpdate)
      .addSuccess(Photo)
      .addError(BadRequest)
      .addError(NotFound)
      .addError(Refusal.Invalid)
      .addError(Refusal.Missing)
      .middleware(OwnerSession),
  )
  .add(HttpApiEndpoint.del("remove", "/:id").setPath(IdPath).addSuccess(MessageBody).addError(Refusal.Missing).middleware(OwnerSession))
  .prefix("/photos")

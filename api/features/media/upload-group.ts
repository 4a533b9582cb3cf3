// Image uploads, multipart with the file in the field `image`: the owner's photos, and
// screenshots attached to general feedback (anyone, throttled). Both answer
// `{result: {id, variants: [carousel, public, thumb URLs]}}`. The paths are those of docs/product.md §7;
// the photos content group owns every other /photos endpoint.
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"

import { OwnerApi } from "#api/features/site-owner/public.ts"
import { BadRequest, PayloadTooLarge, TooManyRequests } from "#api/platform/http/errors.ts"
import { UploadAnswer } from "#schemas/api/media.ts"

export class UnsupportedMediaType extends Schema.TaggedError<UnsupportedMediaType>()(
  "UnsupportedMediaType",
  { message: Schema.String, code: Schema.optional(Schema.String) },
  HttpApiSchema.annotations({ status: 415 }),
) {}

export const MediaUploadGroup = HttpApiGroup.make("mediaUpload")
  .add(
    HttpApiEndpoint.post("photo", "/photos/upload")
      .addSuccess(UploadAnswer)
      .addError(BadRequest)
      .addError(PayloadTooLarge)
      .addError(UnsupportedMediaType)
      .middleware(OwnerApi),
  )
  .add(
    HttpApiEndpoint.post("screenshot", "/quiz/admin/general_feedback/screenshot")
      .addSuccess(UploadAnswer)
      .addError(BadRequest)
      .addError(PayloadTooLarge)
      .addError(UnsupportedMediaType)
      .addError(TooManyRequests),
  )

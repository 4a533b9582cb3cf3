// Thin edges over upload.ts: read the form's `image` file (the body was already capped by the
// server), check who may upload, run the pipeline, answer with the URLs.
import { HttpApp, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Schema } from "effect"

import { BadRequest, PayloadTooLarge, TooManyRequests } from "#api/platform/http/errors.ts"
import { type GroupHandlers, peerAddress } from "#api/platform/http/handlers.ts"
import type { Throttle } from "#api/platform/limits/throttles.ts"
import { sizeRefusal } from "#engine/media/limits.ts"
import { PHOTO_MAX_BYTES, SCREENSHOT_MAX_BYTES, UPLOAD_FIELD } from "#schemas/api/media.ts"
import * as Messages from "#schemas/messages.ts"

import { MediaRefused } from "./refusal.ts"
import { storeUpload, type UploadDeps, type UploadOptions } from "./upload.ts"
import { type MediaUploadGroup, UnsupportedMediaType } from "./upload-group.ts"

export interface MediaUploadDeps extends UploadDeps {
  /** Feedback screenshots per client address (screenshot-throttle.ts). */
  readonly screenshots: Throttle
}

const UploadForm = Schema.Struct({
  [UPLOAD_FIELD]: Schema.instanceOf(Blob, { message: () => Messages.imageMissing }),
})

const refusalError = (refusal: MediaRefused) => {
  if (refusal.status === 413) return new PayloadTooLarge({ message: refusal.message })
  if (refusal.status === 415) return new UnsupportedMediaType({ message: refusal.message })
  return new BadRequest({ message: refusal.message })
}

/** The uploaded file's bytes, refused before reading when it is over `maxBytes`. */
const readImageField = (maxBytes: number) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const contentType = (request.headers["content-type"] ?? "").toLowerCase()
    if (!contentType.startsWith("multipart/form-data")) return yield* new BadRequest({ message: Messages.imageMissing })
    const form = yield* HttpServerRequest.toWeb(request).pipe(
      Effect.flatMap((web) => Effect.tryPromise(() => web.formData())),
      Effect.mapError(() => new BadRequest({ message: Messages.formDataUnreadable })),
    )
    const { image } = yield* Schema.decodeUnknown(UploadForm)({ [UPLOAD_FIELD]: form.get(UPLOAD_FIELD) ?? undefined }).pipe(
      Effect.mapError(() => new BadRequest({ message: Messages.imageMissing })),
    )
    const tooBig = sizeRefusal(image.size, maxBytes)
    if (tooBig) return yield* refusalError(new MediaRefused(tooBig))
    return new Uint8Array(yield* Effect.promise(() => image.arrayBuffer()))
  })

const upload = (deps: UploadDeps, maxBytes: number, uploadedBy: UploadOptions["uploadedBy"]) =>
  Effect.gen(function* () {
    const bytes = yield* readImageField(maxBytes)
    return yield* Effect.tryPromise({
      try: () => storeUpload(deps, bytes, { maxBytes, uploadedBy }),
      catch: (error) => error,
    }).pipe(Effect.catchAll((error) => (error instanceof MediaRefused ? Effect.fail(refusalError(error)) : Effect.die(error))))
  })

export const mediaUploadHandlers = (deps: MediaUploadDeps) => (handlers: GroupHandlers<typeof MediaUploadGroup>) =>
  handlers
    .handle("photo", () => upload(deps, PHOTO_MAX_BYTES, "owner"))
    .handle("screenshot", () =>
      Effect.gen(function* () {
        const address = yield* peerAddress
        const admission = yield* Effect.promise(() => deps.screenshots.begin(address))
        if (!admission.admitted) {
          const seconds = String(Math.max(1, Math.ceil(admission.retryAfterMs / 1000)))
          yield* HttpApp.appendPreResponseHandler((_request, response) => Effect.succeed(HttpServerResponse.setHeader(response, "retry-after", seconds)))
          return yield* new TooManyRequests({ message: Messages.tooManyScreenshots })
        }
        return yield* upload(deps, SCREENSHOT_MAX_BYTES, "guest")
      }),
    )

// One upload end to end: convert, write the files, then record the event. If recording
// fails the files are removed, so a failed upload leaves nothing behind.
import { randomBytes } from "node:crypto"

import type { App } from "#api/compose.ts"
import { recordUpload } from "#engine/media/commands.ts"
import { mediaIdFromBytes, mediaUrl } from "#engine/media/media-id.ts"
import { VARIANT_NAMES } from "#engine/media/variants.ts"
import type { UploadAnswer } from "#schemas/api/media.ts"

import { processImage } from "./pipeline.ts"

export interface UploadOptions {
  readonly maxBytes: number
  readonly uploadedBy: "owner" | "guest"
}

export const storeUpload = async (app: App, bytes: Uint8Array, options: UploadOptions, now = new Date()): Promise<UploadAnswer> => {
  const image = await processImage(bytes, options.maxBytes)
  const mediaId = mediaIdFromBytes(randomBytes(16))
  const storage = app.services.media
  await storage.put(mediaId, new Map(image.variants.map((v) => [v.name, v.data])))
  try {
    await recordUpload(
      { store: app.store, projections: app.projector },
      {
        mediaId,
        variants: image.variants.map(({ name, width, height, data }) => ({ name, width, height, bytes: data.byteLength })),
        width: image.width,
        height: image.height,
        uploadedBy: options.uploadedBy,
        now,
      },
    )
  } catch (error) {
    await storage.remove(mediaId).catch(() => undefined)
    throw error
  }
  return { result: { id: mediaId, variants: VARIANT_NAMES.map((name) => mediaUrl(mediaId, name)) } }
}

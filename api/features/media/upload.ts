// One upload end to end: convert, write the files, then record the event. If recording
// fails the files are removed, so a failed upload leaves nothing behind.
import { randomBytes } from "node:crypto"

import type { CommandDeps } from "#engine/command.ts"
import { recordUpload } from "#engine/media/commands.ts"
import { mediaIdFromBytes, mediaUrl } from "#engine/media/media-id.ts"
import { VARIANT_NAMES } from "#engine/media/variants.ts"
import type { UploadAnswer } from "#schemas/api/media.ts"

import { processImage } from "./pipeline.ts"
import type { MediaStorage } from "./storage.ts"

export interface UploadDeps {
  /** Where the variants are written. */
  readonly media: MediaStorage
  /** Records the upload (MediaUploaded). */
  readonly commands: CommandDeps
}

export interface UploadOptions {
  readonly maxBytes: number
  readonly uploadedBy: "owner" | "guest"
}

export const storeUpload = async (deps: UploadDeps, bytes: Uint8Array, options: UploadOptions, now = new Date()): Promise<UploadAnswer> => {
  const image = await processImage(bytes, options.maxBytes)
  const mediaId = mediaIdFromBytes(randomBytes(16))
  await deps.media.put(mediaId, new Map(image.variants.map((v) => [v.name, v.data])))
  try {
    await recordUpload(deps.commands, {
      mediaId,
      variants: image.variants.map(({ name, width, height, data }) => ({ name, width, height, bytes: data.byteLength })),
      width: image.width,
      height: image.height,
      uploadedBy: options.uploadedBy,
      now,
    })
  } catch (error) {
    await deps.media.remove(mediaId).catch(() => undefined)
    throw error
  }
  return { result: { id: mediaId, variants: VARIANT_NAMES.map((name) => mediaUrl(mediaId, name)) } }
}

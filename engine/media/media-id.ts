// Media ids and their public URLs. Ids are 128 random bits in base64url (22 characters),
// so they are unguessable and safe in a path; the serving route accepts nothing else.
import type { MediaVariantName } from "#schemas/events/media.ts"

import { VARIANT_NAMES } from "./variants.ts"

export const MEDIA_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/

export const isMediaId = (value: string): boolean => MEDIA_ID_PATTERN.test(value)

/** 16 random bytes → an id (the caller supplies the randomness). */
export const mediaIdFromBytes = (bytes: Uint8Array): string => {
  if (bytes.length !== 16) throw new Error("A media id needs exactly 16 random bytes")
  return Buffer.from(bytes).toString("base64url")
}

export const mediaStream = (mediaId: string): string => `media-${mediaId}`

export const MEDIA_URL_PREFIX = "/media/"

export const mediaUrl = (mediaId: string, variant: MediaVariantName): string => `${MEDIA_URL_PREFIX}${mediaId}/${variant}.webp`

const isVariantName = (value: string): value is MediaVariantName => (VARIANT_NAMES as readonly string[]).includes(value)

/**
 * `/media/<id>/<variant>.webp` → its parts; null for anything else. Strict on purpose:
 * no decoding, no dots or slashes beyond the one shape, so no path can leave the folder.
 */
export const parseMediaPath = (path: string): { mediaId: string; variant: MediaVariantName } | null => {
  const match = /^\/media\/([A-Za-z0-9_-]{22})\/([a-z]+)\.webp$/.exec(path)
  if (!match) return null
  const [, mediaId, variant] = match
  return mediaId !== undefined && variant !== undefined && isVariantName(variant) ? { mediaId, variant } : null
}

// Uploads as objects in an S3-compatible bucket (storage.ts's interface), through the AWS SDK:
// `<id>/<variant>.webp`, written once and never changed, so every node reading the bucket
// serves every upload. Chosen when S3_BUCKET is set (app-storage.ts). The SDK is loaded on
// first use, so a site without a bucket never loads it.
import type * as Sdk from "@aws-sdk/client-s3"

import type { MediaBucketConfig } from "#api/platform/config.ts"
import { isMediaId } from "#engine/media/media-id.ts"
import type { MediaVariantName } from "#schemas/events/media.ts"

import { mediaEtag, type MediaStorage } from "./storage.ts"

const keyOf = (mediaId: string, variant: MediaVariantName) => `${mediaId}/${variant}.webp`

/** The upload a key belongs to: `<id>/<file>` with a media id, else null (another object in a shared bucket). */
const mediaIdOfKey = (key: string): string | null => {
  const [mediaId = "", file = "", ...rest] = key.split("/")
  return isMediaId(mediaId) && file !== "" && rest.length === 0 ? mediaId : null
}

/** No such object; a missing bucket is an error (a setting to fix), not a missing file. */
const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e.name === "NoSuchKey" || (e.$metadata?.httpStatusCode === 404 && e.name !== "NoSuchBucket")
}

export const bucketMediaStorage = (config: MediaBucketConfig): MediaStorage => {
  let opened: Promise<{ sdk: typeof Sdk; client: Sdk.S3Client }> | undefined
  const open = () =>
    (opened ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        ...(config.endpoint === undefined ? {} : { endpoint: config.endpoint }),
        ...(config.credentials === undefined ? {} : { credentials: config.credentials }),
        forcePathStyle: config.forcePathStyle,
        // Checksums only where S3 requires them: many S3-compatible services refuse the
        // SDK's newer default ones, and every request is signed over its body anyway.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    })))

  /** Every object of the bucket that belongs to an upload, page by page. */
  const objects = async function* (prefix?: string) {
    const { sdk, client } = await open()
    for await (const page of sdk.paginateListObjectsV2({ client }, { Bucket: config.bucket, ...(prefix === undefined ? {} : { Prefix: prefix }) })) {
      for (const object of page.Contents ?? []) {
        const mediaId = object.Key === undefined ? null : mediaIdOfKey(object.Key)
        if (mediaId !== null) yield { key: object.Key!, mediaId, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) }
      }
    }
  }

  const remove = async (mediaId: string) => {
    if (!isMediaId(mediaId)) throw new Error(`Not a media id: ${JSON.stringify(mediaId)}`)
    const { sdk, client } = await open()
    const keys: string[] = []
    for await (const object of objects(`${mediaId}/`)) keys.push(object.key)
    // One object at a time: every S3-compatible service takes DeleteObject alike.
    await Promise.all(keys.map((Key) => client.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key }))))
  }

  return {
    async put(mediaId, files) {
      // The id is 128 random bits (or a restored upload into an empty site), so a key is never written twice.
      if (!isMediaId(mediaId)) throw new Error(`Not a media id: ${JSON.stringify(mediaId)}`)
      const { sdk, client } = await open()
      const writes = await Promise.allSettled(
        [...files].map(([variant, data]) =>
          client.send(
            new sdk.PutObjectCommand({
              Bucket: config.bucket,
              Key: keyOf(mediaId, variant),
              Body: data,
              ContentType: "image/webp",
              CacheControl: "public, max-age=31536000, immutable",
            }),
          ),
        ),
      )
      const failed = writes.find((write) => write.status === "rejected")
      if (failed) {
        // All or none: the variants that were written go too (the start-up sweep takes any left).
        await remove(mediaId).catch(() => undefined)
        throw failed.reason
      }
    },
    remove,
    async get(mediaId, variant) {
      if (!isMediaId(mediaId)) return null
      const { sdk, client } = await open()
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: config.bucket, Key: keyOf(mediaId, variant) }))
        const bytes = await answer.Body!.transformToByteArray()
        return { body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), etag: mediaEtag(mediaId, variant) }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async list() {
      const writtenAt = new Map<string, Date>()
      for await (const { mediaId, lastModified } of objects()) {
        const seen = writtenAt.get(mediaId)
        if (!seen || lastModified < seen) writtenAt.set(mediaId, lastModified)
      }
      return [...writtenAt].map(([mediaId, at]) => ({ mediaId, writtenAt: at }))
    },
    async usage() {
      let files = 0
      let bytes = 0
      for await (const { size } of objects()) {
        files++
        bytes += size
      }
      return { files, bytes }
    },
  }
}

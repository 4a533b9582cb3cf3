// The one interface every media backend implements, side by side: files under
// `${DATA_DIR}/media` (file-storage.ts), rows of the PostgreSQL database (database-storage.ts)
// and objects in an S3-compatible bucket (bucket-storage.ts); app-storage.ts picks the site's.
// Only WebP variants are ever written: the uploaded original is never stored anywhere.
import type { MediaVariantName } from "#schemas/events/media.ts"

export interface StoredFile {
  readonly body: Buffer
  /** Strong validator; an id's files never change, so the id and variant are enough. */
  readonly etag: string
}

/** How much the stored variants take: how many files, and their bytes. */
export interface MediaUsage {
  readonly files: number
  readonly bytes: number
}

export interface MediaStorage {
  /** Stores one upload's variants, all or none. */
  put(mediaId: string, files: ReadonlyMap<MediaVariantName, Uint8Array>): Promise<void>
  /** Removes an upload's files; a missing upload is not an error. */
  remove(mediaId: string): Promise<void>
  /** One variant, or null when there is no such file. */
  get(mediaId: string, variant: MediaVariantName): Promise<StoredFile | null>
  /** Ids with files, each with when they were written (for sweeping orphans). */
  list(): Promise<readonly { readonly mediaId: string; readonly writtenAt: Date }[]>
  /** Every stored file counted and measured (the admin's stats). */
  usage(): Promise<MediaUsage>
}

/** The validator all backends give a variant: its id and name, since neither ever changes. */
export const mediaEtag = (mediaId: string, variant: MediaVariantName): string => `"${mediaId}-${variant}"`

// The public reads of photos, from one in-memory snapshot of content_photos: the handlers' GETs, the fast
// reads under /api/photos and the server-rendered pages all call these (platform/public-reads).
import type { Kysely } from "kysely"

import { fastRead } from "#api/platform/public-reads/fast-reads.ts"
import { ReadSnapshot, type SnapshotOptions } from "#api/platform/public-reads/snapshot.ts"
import type { DB } from "#projections/db.ts"
import { groupPhotos, listPhotos, RECENT_PHOTOS } from "#projections/photos/photos.queries.ts"
import { photosProjection } from "#projections/photos/photos.ts"
import type { Photo } from "#schemas/api/content/photos.ts"

interface PhotosView {
  /** Newest first. */
  readonly list: readonly Photo[]
  readonly grouped: ReturnType<typeof groupPhotos>
  readonly recent: readonly Photo[]
  readonly byId: (id: string) => Photo | undefined
}

const viewOf = (list: readonly Photo[]): PhotosView => {
  const byId = new Map(list.map((p) => [p._id, p]))
  return { list, grouped: groupPhotos(list), recent: list.slice(0, RECENT_PHOTOS), byId: (id) => byId.get(id) }
}

export type PhotosReadsDeps = Pick<SnapshotOptions<unknown>, "projector" | "log"> & { readonly db: Kysely<DB> }

export const makePhotosReads = (deps: PhotosReadsDeps) => {
  const snapshot = new ReadSnapshot({
    name: "photos",
    projection: photosProjection,
    load: async () => viewOf(await listPhotos(deps.db)),
    projector: deps.projector,
    log: deps.log,
  })
  const view = () => snapshot.read()
  return {
    list: async () => (await view()).list,
    grouped: async () => (await view()).grouped,
    recent: async () => (await view()).recent,
    byId: async (id: string) => (await view()).byId(id),
    onChange: (listener: () => void) => snapshot.onChange(listener),
    fast: fastRead("/api/photos", snapshot, {
      "": (v) => v.grouped,
      all: (v) => v.list,
      recent: (v) => v.recent,
      ":id": (v, id) => v.byId(id),
    }),
    warm: () => snapshot.warm(),
    close: () => snapshot.close(),
  }
}

export type PhotosReads = ReturnType<typeof makePhotosReads>

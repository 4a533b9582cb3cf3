// The public reads of videos, from one in-memory snapshot of content_videos: the handlers' GETs, the fast
// reads under /api/video and the server-rendered pages all call these (platform/public-reads).
import type { Kysely } from "kysely"

import { fastRead } from "#api/platform/public-reads/fast-reads.ts"
import { ReadSnapshot, type SnapshotOptions } from "#api/platform/public-reads/snapshot.ts"
import type { DB } from "#projections/db.ts"
import { groupVideos, listVideos } from "#projections/videos/videos.queries.ts"
import { videosProjection } from "#projections/videos/videos.ts"
import type { Video } from "#schemas/api/content/videos.ts"

interface VideosView {
  /** Newest first. */
  readonly list: readonly Video[]
  readonly grouped: ReturnType<typeof groupVideos>
  readonly latest: Video | undefined
  readonly byId: (id: string) => Video | undefined
}

const viewOf = (list: readonly Video[]): VideosView => {
  const byId = new Map(list.map((v) => [v._id, v]))
  return { list, grouped: groupVideos(list), latest: list[0], byId: (id) => byId.get(id) }
}

export type VideosReadsDeps = Pick<SnapshotOptions<unknown>, "projector" | "log"> & { readonly db: Kysely<DB> }

export const makeVideosReads = (deps: VideosReadsDeps) => {
  const snapshot = new ReadSnapshot({
    name: "videos",
    projection: videosProjection,
    load: async () => viewOf(await listVideos(deps.db)),
    projector: deps.projector,
    log: deps.log,
  })
  const view = () => snapshot.read()
  return {
    list: async () => (await view()).list,
    grouped: async () => (await view()).grouped,
    latest: async () => (await view()).latest,
    byId: async (id: string) => (await view()).byId(id),
    onChange: (listener: () => void) => snapshot.onChange(listener),
    fast: fastRead("/api/video", snapshot, {
      "": (v) => v.grouped,
      latest: (v) => v.latest,
      ":id": (v, id) => v.byId(id),
    }),
    warm: () => snapshot.warm(),
    close: () => snapshot.close(),
  }
}

export type VideosReads = ReturnType<typeof makeVideosReads>

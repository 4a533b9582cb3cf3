// The public reads of posts, from one in-memory snapshot of the published posts (drafts are never in it): the
// handlers' GETs, the fast reads under /api/posts and the server-rendered pages all call these
// (platform/public-reads).
import type { Kysely } from "kysely"

import { fastRead } from "#api/platform/public-reads/fast-reads.ts"
import { ReadSnapshot, type SnapshotOptions } from "#api/platform/public-reads/snapshot.ts"
import type { DB } from "#projections/db.ts"
import { journalOf, listPosts } from "#projections/posts/posts.queries.ts"
import { postsProjection } from "#projections/posts/posts.ts"
import type { Post } from "#schemas/api/content/posts.ts"

interface PostsView {
  /** The published posts, newest first. */
  readonly list: readonly Post[]
  readonly journal: readonly Post[]
  readonly byId: (id: string) => Post | undefined
}

const viewOf = (list: readonly Post[]): PostsView => {
  const byId = new Map(list.map((p) => [p._id, p]))
  return { list, journal: journalOf(list), byId: (id) => byId.get(id) }
}

export type PostsReadsDeps = Pick<SnapshotOptions<unknown>, "projector" | "log"> & { readonly db: Kysely<DB> }

export const makePostsReads = (deps: PostsReadsDeps) => {
  const snapshot = new ReadSnapshot({
    name: "posts",
    projection: postsProjection,
    load: async () => viewOf(await listPosts(deps.db)),
    projector: deps.projector,
    log: deps.log,
  })
  const view = () => snapshot.read()
  return {
    list: async () => (await view()).list,
    journal: async () => (await view()).journal,
    /** A published post: a draft is as unknown to visitors as a deleted post. */
    byId: async (id: string) => (await view()).byId(id),
    onChange: (listener: () => void) => snapshot.onChange(listener),
    fast: fastRead("/api/posts", snapshot, {
      "": (v) => v.list,
      journal: (v) => v.journal,
      ":id": (v, id) => v.byId(id),
    }),
    warm: () => snapshot.warm(),
    close: () => snapshot.close(),
  }
}

export type PostsReads = ReturnType<typeof makePostsReads>

// Posts: decode, check the owner (middleware), one engine command, answer from content_posts. The
// public GETs answer from the published posts' snapshot (reads.ts), as the fast reads and the pages do.
import { randomUUID } from "node:crypto"

import { Effect } from "effect"
import type { Kysely } from "kysely"

import { checkBodyId, found } from "#api/platform/http/content-answers.ts"
import type { GroupHandlers } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import type { CommandDeps } from "#engine/command.ts"
import { Invalid, Missing } from "#engine/domain-errors.ts"
import { createPost, deletePost, updatePost } from "#engine/posts/commands.ts"
import { postBody } from "#engine/posts/post.ts"
import type { DB } from "#projections/db.ts"
import { listOwnerUploads } from "#projections/media/media.queries.ts"
import { findPost, listAllPosts } from "#projections/posts/posts.queries.ts"
import { LIBRARY_MAX } from "#schemas/api/media.ts"
import * as Messages from "#schemas/messages.ts"

import type { PostsGroup } from "./group.ts"
import type { PostsReads } from "./reads.ts"

export interface PostsDeps {
  readonly db: Kysely<DB>
  readonly commands: CommandDeps
  readonly reads: Pick<PostsReads, "list" | "journal" | "byId">
}

export const postsHandlers = (deps: PostsDeps) => (handlers: GroupHandlers<typeof PostsGroup>) =>
  handlers
    .handle("list", () => Effect.promise(deps.reads.list))
    .handle("journal", () => Effect.promise(deps.reads.journal))
    // The editor's media library: the owner's own uploads, newest first.
    .handle("library", () => Effect.promise(() => listOwnerUploads(deps.db, LIBRARY_MAX)))
    .handle("owned", () => Effect.promise(() => listAllPosts(deps.db)))
    .handle("ownedOne", ({ path }) => found(() => findPost(deps.db, path.id), Messages.postNotFound))
    .handle("get", ({ path }) => found(() => deps.reads.byId(path.id), Messages.postNotFound))
    // The editor's preview: the body exactly as a save would store it.
    .handle("preview", ({ payload }) => Effect.succeed({ html: postBody(payload).body }))
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        const postId = randomUUID()
        yield* attempt(() => createPost(deps.commands, { postId, input: payload, now: new Date() }), Invalid)
        return yield* Effect.orDie(found(() => findPost(deps.db, postId), Messages.postNotFound))
      }),
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* checkBodyId(payload._id, path.id)
        yield* attempt(
          () => updatePost(deps.commands, { postId: path.id, input: payload, createdAt: payload.createdAt ?? null, now: new Date() }),
          Invalid,
          Missing,
        )
        return yield* found(() => findPost(deps.db, path.id), Messages.postNotFound)
      }),
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        yield* attempt(() => deletePost(deps.commands, { postId: path.id, now: new Date() }), Missing)
        return { message: Messages.postDeleted }
      }),
    )

// Posts: decode, check the owner (middleware), one engine command, answer from content_posts.
import { randomUUID } from "node:crypto"

import { Effect } from "effect"

import { checkBodyId, contentDeps, found } from "#api/platform/http/content-answers.ts"
import { AppService, type GroupHandlers } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import { createPost, deletePost, updatePost } from "#engine/content/posts/commands.ts"
import { postBody } from "#engine/content/posts/post.ts"
import { Invalid, Missing } from "#engine/domain-errors.ts"
import { findPost, findPublicPost, journalOf, listAllPosts, listPosts } from "#projections/content/posts.queries.ts"
import { listOwnerUploads } from "#projections/media.queries.ts"
import { LIBRARY_MAX } from "#schemas/api/media.ts"
import * as Messages from "#schemas/messages.ts"

import type { PostsGroup } from "./group.ts"

export const postsHandlers = (handlers: GroupHandlers<typeof PostsGroup>) =>
  handlers
    .handle("list", () => Effect.flatMap(AppService, (app) => Effect.promise(() => listPosts(app.database.db))))
    .handle("journal", () => Effect.flatMap(AppService, (app) => Effect.promise(async () => journalOf(await listPosts(app.database.db)))))
    // The editor's media library: the owner's own uploads, newest first.
    .handle("library", () => Effect.flatMap(AppService, (app) => Effect.promise(() => listOwnerUploads(app.database.db, LIBRARY_MAX))))
    .handle("owned", () => Effect.flatMap(AppService, (app) => Effect.promise(() => listAllPosts(app.database.db))))
    .handle("ownedOne", ({ path }) => Effect.flatMap(AppService, (app) => found(() => findPost(app.database.db, path.id), Messages.postNotFound)))
    .handle("get", ({ path }) => Effect.flatMap(AppService, (app) => found(() => findPublicPost(app.database.db, path.id), Messages.postNotFound)))
    // The editor's preview: the body exactly as a save would store it.
    .handle("preview", ({ payload }) => Effect.succeed({ html: postBody(payload).body }))
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        const app = yield* AppService
        const postId = randomUUID()
        yield* attempt(() => createPost(contentDeps(app), { postId, input: payload, now: new Date() }), Invalid)
        return yield* Effect.orDie(found(() => findPost(app.database.db, postId), Messages.postNotFound))
      }),
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        const app = yield* AppService
        yield* checkBodyId(payload._id, path.id)
        yield* attempt(
          () => updatePost(contentDeps(app), { postId: path.id, input: payload, createdAt: payload.createdAt ?? null, now: new Date() }),
          Invalid,
          Missing,
        )
        return yield* found(() => findPost(app.database.db, path.id), Messages.postNotFound)
      }),
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        const app = yield* AppService
        yield* attempt(() => deletePost(contentDeps(app), { postId: path.id, now: new Date() }), Missing)
        return { message: Messages.postDeleted }
      }),
    )

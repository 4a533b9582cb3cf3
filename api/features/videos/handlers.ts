// Videos: decode, check the owner (middleware), one engine command, answer from content_videos.
import { randomUUID } from "node:crypto"

import { Effect } from "effect"

import { checkBodyId, contentDeps, found } from "#api/platform/http/content-answers.ts"
import { AppService, type GroupHandlers } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import { addVideo, deleteVideo, updateVideo } from "#engine/content/videos/commands.ts"
import { Invalid, Missing } from "#engine/domain-errors.ts"
import { findVideo, groupVideos, listVideos } from "#projections/content/videos.queries.ts"
import * as Messages from "#schemas/messages.ts"

import type { VideosGroup } from "./group.ts"

export const videosHandlers = (handlers: GroupHandlers<typeof VideosGroup>) =>
  handlers
    .handle("list", () => Effect.flatMap(AppService, (app) => Effect.promise(async () => groupVideos(await listVideos(app.database.db)))))
    .handle("latest", () => Effect.flatMap(AppService, (app) => found(async () => (await listVideos(app.database.db))[0], Messages.videoNotFound)))
    .handle("get", ({ path }) => Effect.flatMap(AppService, (app) => found(() => findVideo(app.database.db, path.id), Messages.videoNotFound)))
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        const app = yield* AppService
        const videoId = randomUUID()
        yield* attempt(() => addVideo(contentDeps(app), { videoId, input: payload, now: new Date() }), Invalid)
        return yield* Effect.orDie(found(() => findVideo(app.database.db, videoId), Messages.videoNotFound))
      }),
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        const app = yield* AppService
        yield* checkBodyId(payload._id, path.id)
        yield* attempt(() => updateVideo(contentDeps(app), { videoId: path.id, input: payload, now: new Date() }), Invalid, Missing)
        return yield* found(() => findVideo(app.database.db, path.id), Messages.videoNotFound)
      }),
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        const app = yield* AppService
        yield* attempt(() => deleteVideo(contentDeps(app), { videoId: path.id, now: new Date() }), Missing)
        return { message: Messages.videoDeleted }
      }),
    )

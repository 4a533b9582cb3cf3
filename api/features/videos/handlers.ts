// Videos: decode, check the owner (middleware), one engine command, answer from content_videos. The
// public GETs answer from the videos' snapshot (reads.ts), as the fast reads and the pages do.
import { randomUUID } from "node:crypto"

import { Effect } from "effect"
import type { Kysely } from "kysely"

import { checkBodyId, found } from "#api/platform/http/content-answers.ts"
import type { GroupHandlers } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import type { CommandDeps } from "#engine/command.ts"
import { Invalid, Missing } from "#engine/domain-errors.ts"
import { addVideo, deleteVideo, updateVideo } from "#engine/videos/commands.ts"
import type { DB } from "#projections/db.ts"
import { findVideo } from "#projections/videos/videos.queries.ts"
import * as Messages from "#schemas/messages.ts"

import type { VideosGroup } from "./group.ts"
import type { VideosReads } from "./reads.ts"

export interface VideosDeps {
  readonly db: Kysely<DB>
  readonly commands: CommandDeps
  readonly reads: Pick<VideosReads, "grouped" | "latest" | "byId">
}

export const videosHandlers = (deps: VideosDeps) => (handlers: GroupHandlers<typeof VideosGroup>) =>
  handlers
    .handle("list", () => Effect.promise(deps.reads.grouped))
    .handle("latest", () => found(deps.reads.latest, Messages.videoNotFound))
    .handle("get", ({ path }) => found(() => deps.reads.byId(path.id), Messages.videoNotFound))
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        const videoId = randomUUID()
        yield* attempt(() => addVideo(deps.commands, { videoId, input: payload, now: new Date() }), Invalid)
        return yield* Effect.orDie(found(() => findVideo(deps.db, videoId), Messages.videoNotFound))
      }),
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* checkBodyId(payload._id, path.id)
        yield* attempt(() => updateVideo(deps.commands, { videoId: path.id, input: payload, now: new Date() }), Invalid, Missing)
        return yield* found(() => findVideo(deps.db, path.id), Messages.videoNotFound)
      }),
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        yield* attempt(() => deleteVideo(deps.commands, { videoId: path.id, now: new Date() }), Missing)
        return { message: Messages.videoDeleted }
      }),
    )

// Photos: decode, check the owner (middleware), one engine command, answer from content_photos. The
// public GETs answer from the photos' snapshot (reads.ts), as the fast reads and the pages do.
import { randomUUID } from "node:crypto"

import { Effect } from "effect"
import type { Kysely } from "kysely"

import { CurrentOwner } from "#api/features/site-owner/public.ts"
import { checkBodyId, found } from "#api/platform/http/content-answers.ts"
import type { GroupHandlers } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import type { CommandDeps } from "#engine/command.ts"
import { Invalid, Missing } from "#engine/domain-errors.ts"
import { addPhoto, deletePhoto, type PhotoDeps, updatePhoto } from "#engine/photos/commands.ts"
import type { DB } from "#projections/db.ts"
import { mediaExists } from "#projections/media/media.queries.ts"
import { findPhoto } from "#projections/photos/photos.queries.ts"
import * as Messages from "#schemas/messages.ts"

import type { PhotosGroup } from "./group.ts"
import type { PhotosReads } from "./reads.ts"

/** A photo names an uploaded image, which must exist. */
const photoDeps = (deps: PhotosDeps): PhotoDeps => ({ ...deps.commands, mediaExists: (id) => mediaExists(deps.db, id) })

export interface PhotosDeps {
  readonly db: Kysely<DB>
  readonly commands: CommandDeps
  readonly reads: Pick<PhotosReads, "list" | "grouped" | "recent" | "byId">
}

export const photosHandlers = (deps: PhotosDeps) => (handlers: GroupHandlers<typeof PhotosGroup>) =>
  handlers
    .handle("list", () => Effect.promise(deps.reads.grouped))
    .handle("all", () => Effect.promise(deps.reads.list))
    .handle("recent", () => Effect.promise(deps.reads.recent))
    .handle("get", ({ path }) => found(() => deps.reads.byId(path.id), Messages.photoNotFound))
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        const owner = yield* CurrentOwner
        const photoId = randomUUID()
        const input = { ...payload, image: payload.imageId, cloudflareId: payload.cloudflareId ?? null }
        yield* attempt(() => addPhoto(photoDeps(deps), { photoId, input, addedBy: owner.username, now: new Date() }), Invalid)
        return yield* Effect.orDie(found(() => findPhoto(deps.db, photoId), Messages.photoNotFound))
      }),
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        const owner = yield* CurrentOwner
        yield* checkBodyId(payload._id, path.id)
        const input = { ...payload, cloudflareId: null }
        yield* attempt(() => updatePhoto(photoDeps(deps), { photoId: path.id, input, addedBy: owner.username, now: new Date() }), Invalid, Missing)
        return yield* found(() => findPhoto(deps.db, path.id), Messages.photoNotFound)
      }),
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        yield* attempt(() => deletePhoto(deps.commands, { photoId: path.id, now: new Date() }), Missing)
        return { message: Messages.photoDeleted }
      }),
    )

// Photos: decode, check the owner (middleware), one engine command, answer from content_photos.
import { randomUUID } from "node:crypto"

import { Effect } from "effect"

import type { App } from "#api/compose.ts"
import { CurrentOwner } from "#api/features/site-owner/owner-session.ts"
import { checkBodyId, contentDeps, found } from "#api/platform/http/content-answers.ts"
import { AppService, type GroupHandlers } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import { addPhoto, deletePhoto, type PhotoDeps, updatePhoto } from "#engine/content/photos/commands.ts"
import { Invalid, Missing } from "#engine/domain-errors.ts"
import { findPhoto, groupPhotos, listPhotos, RECENT_PHOTOS } from "#projections/content/photos.queries.ts"
import { mediaExists } from "#projections/media.queries.ts"
import * as Messages from "#schemas/messages.ts"

import type { PhotosGroup } from "./group.ts"

const photoDeps = (app: App): PhotoDeps => ({ ...contentDeps(app), mediaExists: (id) => mediaExists(app.database.db, id) })

export const photosHandlers = (handlers: GroupHandlers<typeof PhotosGroup>) =>
  handlers
    .handle("list", () => Effect.flatMap(AppService, (app) => Effect.promise(async () => groupPhotos(await listPhotos(app.database.db)))))
    .handle("all", () => Effect.flatMap(AppService, (app) => Effect.promise(() => listPhotos(app.database.db))))
    .handle("recent", () => Effect.flatMap(AppService, (app) => Effect.promise(() => listPhotos(app.database.db, RECENT_PHOTOS))))
    .handle("get", ({ path }) => Effect.flatMap(AppService, (app) => found(() => findPhoto(app.database.db, path.id), Messages.photoNotFound)))
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        const app = yield* AppService
        const owner = yield* CurrentOwner
        const photoId = randomUUID()
        const input = { ...payload, image: payload.imageId, cloudflareId: payload.cloudflareId ?? null }
        yield* attempt(() => addPhoto(photoDeps(app), { photoId, input, addedBy: owner.username, now: new Date() }), Invalid)
        return yield* Effect.orDie(found(() => findPhoto(app.database.db, photoId), Messages.photoNotFound))
      }),
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        const app = yield* AppService
        const owner = yield* CurrentOwner
        yield* checkBodyId(payload._id, path.id)
        const input = { ...payload, cloudflareId: null }
        yield* attempt(() => updatePhoto(photoDeps(app), { photoId: path.id, input, addedBy: owner.username, now: new Date() }), Invalid, Missing)
        return yield* found(() => findPhoto(app.database.db, path.id), Messages.photoNotFound)
      }),
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        const app = yield* AppService
        yield* attempt(() => deletePhoto(contentDeps(app), { photoId: path.id, now: new Date() }), Missing)
        return { message: Messages.photoDeleted }
      }),
    )

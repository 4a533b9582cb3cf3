// Owner sign-in, sign-out, profile and "who am I". Sessions are events on the owner's
// stream; the cookie carries a random id and the read model only its hash.
import { PassThrough, Readable } from "node:stream"

import { HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"

import type { App } from "#api/compose.ts"
import { writeBackup } from "#api/features/backup/write-backup.ts"
import {
  clearSessionCookie,
  CurrentOwner,
  findOwnerBySession,
  refuseForeignOrigin,
  requestSessionId,
  setSessionCookie,
} from "#api/features/site-owner/owner-session.ts"
import { Forbidden, Unauthorized } from "#api/platform/http/errors.ts"
import { AppService, type GroupHandlers } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import { checkPassword } from "#api/platform/limits/sign-in.ts"
import { hashPassword } from "#engine/auth/password.ts"
import { hashSessionId, newSessionId, SESSION_TTL_MS } from "#engine/auth/session.ts"
import { normaliseUsername } from "#engine/auth/username.ts"
import { Unauthenticated, WrongState } from "#engine/domain-errors.ts"
import { signInSiteUser, signOutSiteUser, updateSiteUserProfile } from "#engine/site-user/commands.ts"
import { findSiteUser as siteUserById, findSiteUserByName as siteUserNamed } from "#projections/site-users.queries.ts"
import * as Messages from "#schemas/messages.ts"

import type { DashboardGroup } from "./group.ts"

const deps = (app: App) => ({ store: app.store, projections: app.projector })

const findSiteUserByName = (app: App, username: string) => siteUserNamed(app.database.db, normaliseUsername(username))

const findSiteUser = (app: App, id: string) => siteUserById(app.database.db, id)

export const dashboardHandlers = (handlers: GroupHandlers<typeof DashboardGroup>) => {
  return (
    handlers
      .handle("signIn", ({ payload }) =>
        Effect.gen(function* () {
          const app = yield* AppService
          yield* refuseForeignOrigin
          const user = yield* checkPassword(
            app.services.limits.ownerSignIn,
            payload.username,
            () => findSiteUserByName(app, payload.username),
            payload.password,
          )
          const sessionId = newSessionId()
          const now = new Date()
          yield* attempt(
            () =>
              signInSiteUser(deps(app), {
                userId: user.id,
                sessionHash: hashSessionId(sessionId),
                expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
                now,
              }),
            Unauthenticated,
          )
          yield* setSessionCookie(sessionId)
          return { _id: user.id, username: user.username }
        }),
      )
      // The whole site as a backup archive, made by the running server (so it works on the
      // embedded database too), streamed as it is written.
      .handle("backup", () =>
        Effect.gen(function* () {
          const app = yield* AppService
          const body = new PassThrough()
          writeBackup({ store: app.store, media: app.services.media }, body).catch((error: unknown) => {
            app.log.error({ err: error }, "A backup download failed")
            body.destroy(error instanceof Error ? error : new Error(String(error)))
          })
          const day = new Date().toISOString().slice(0, 10)
          return HttpServerResponse.raw(Readable.toWeb(body), {
            headers: {
              "content-type": "application/gzip",
              "content-disposition": `attachment; filename="homestead-backup-${day}.tar.gz"`,
              "cache-control": "no-store",
            },
          })
        }),
      )
      .handle("signOut", () =>
        Effect.gen(function* () {
          const app = yield* AppService
          yield* refuseForeignOrigin
          const sessionId = yield* requestSessionId
          const owner = yield* Effect.promise(() => findOwnerBySession(app.database, sessionId))
          if (owner) {
            yield* attempt(() => signOutSiteUser(deps(app), { userId: owner.userId, sessionHash: owner.sessionHash, now: new Date() }), Unauthenticated)
          }
          yield* clearSessionCookie
          return { message: Messages.signedOut }
        }),
      )
      .handle("me", () => Effect.map(CurrentOwner, (owner) => ({ _id: owner.userId, username: owner.username })))
      .handle("updateProfile", ({ payload }) =>
        Effect.gen(function* () {
          const app = yield* AppService
          const owner = yield* CurrentOwner
          if (payload._id !== owner.userId) return yield* new Forbidden({ message: Messages.forbidden })
          const passwordHash = yield* Effect.promise(() => hashPassword(payload.password))
          yield* attempt(
            () =>
              updateSiteUserProfile(deps(app), {
                userId: owner.userId,
                username: payload.username,
                passwordHash,
                keepSessionHash: owner.sessionHash,
                now: new Date(),
              }),
            WrongState,
            Unauthenticated,
          )
          const user = yield* Effect.promise(() => findSiteUser(app, owner.userId))
          if (!user) return yield* new Unauthorized({ message: Messages.notLoggedIn })
          return { _id: user.id, username: user.username }
        }),
      )
  )
}

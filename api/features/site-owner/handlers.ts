// Owner sign-in, sign-out, profile and "who am I". Sessions are events on the owner's
// stream; the cookie carries a random id and the read model only its hash.
import { Effect } from "effect"

import { Forbidden, Unauthorized } from "#api/platform/http/errors.ts"
import type { GroupHandlers } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import { checkPassword } from "#api/platform/limits/sign-in.ts"
import type { SignInThrottles } from "#api/platform/limits/throttles.ts"
import { hashPassword } from "#engine/auth/password.ts"
import { hashSessionId, newSessionId, SESSION_TTL_MS } from "#engine/auth/session.ts"
import { normaliseUsername } from "#engine/auth/username.ts"
import type { CommandDeps } from "#engine/command.ts"
import { Unauthenticated, WrongState } from "#engine/domain-errors.ts"
import { signInSiteUser, signOutSiteUser, updateSiteUserProfile } from "#engine/site-owner/commands.ts"
import type { AppDatabase } from "#projections/db.ts"
import { findSiteUser as siteUserById, findSiteUserByName as siteUserNamed } from "#projections/site-owner/site-users.queries.ts"
import * as Messages from "#schemas/messages.ts"

import type { DashboardGroup } from "./group.ts"
import { clearSessionCookie, CurrentOwner, findOwnerBySession, refuseForeignOrigin, requestSessionId, setSessionCookie } from "./owner-session.ts"
import { beginSecondStepIfOn, completeSignIn, replaceCodes, startSetup, statusOf, turnOff, turnOn, type TwoFactorDeps } from "./two-factor.ts"

export interface DashboardDeps {
  readonly database: AppDatabase
  readonly commands: CommandDeps
  /** Failed sign-ins per address and per account (platform/limits/throttles.ts). */
  readonly signIns: SignInThrottles
  /** Wrong two-factor codes, counted apart from passwords. */
  readonly codes: SignInThrottles
}

export const dashboardHandlers = (deps: DashboardDeps) => (handlers: GroupHandlers<typeof DashboardGroup>) => {
  const findSiteUserByName = (username: string) => siteUserNamed(deps.database.db, normaliseUsername(username))
  const twoFactor: TwoFactorDeps = { commands: deps.commands, codes: deps.codes }
  const ownerInfo = (userId: string) =>
    Effect.gen(function* () {
      const user = yield* Effect.promise(() => siteUserById(deps.database.db, userId))
      if (!user) return yield* new Unauthorized({ message: Messages.notLoggedIn })
      return { _id: user.id, username: user.username }
    })
  return handlers
    .handle("signIn", ({ payload }) =>
      Effect.gen(function* () {
        yield* refuseForeignOrigin
        const user = yield* checkPassword(deps.signIns, payload.username, () => findSiteUserByName(payload.username), payload.password)
        if (yield* beginSecondStepIfOn(twoFactor, user.id)) return { secondStep: true as const, message: Messages.secondStepNeeded }
        const sessionId = newSessionId()
        const now = new Date()
        yield* attempt(
          () =>
            signInSiteUser(deps.commands, {
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
    .handle("signInCode", ({ payload }) =>
      Effect.gen(function* () {
        yield* refuseForeignOrigin
        return yield* ownerInfo(yield* completeSignIn(twoFactor, payload.code))
      }),
    )
    .handle("signOut", () =>
      Effect.gen(function* () {
        yield* refuseForeignOrigin
        const sessionId = yield* requestSessionId
        const owner = yield* Effect.promise(() => findOwnerBySession(deps.database, sessionId))
        if (owner) {
          yield* attempt(() => signOutSiteUser(deps.commands, { userId: owner.userId, sessionHash: owner.sessionHash, now: new Date() }), Unauthenticated)
        }
        yield* clearSessionCookie
        return { message: Messages.signedOut }
      }),
    )
    .handle("me", () => Effect.map(CurrentOwner, (owner) => ({ _id: owner.userId, username: owner.username })))
    .handle("updateProfile", ({ payload }) =>
      Effect.gen(function* () {
        const owner = yield* CurrentOwner
        if (payload._id !== owner.userId) return yield* new Forbidden({ message: Messages.forbidden })
        const passwordHash = yield* Effect.promise(() => hashPassword(payload.password))
        yield* attempt(
          () =>
            updateSiteUserProfile(deps.commands, {
              userId: owner.userId,
              username: payload.username,
              passwordHash,
              keepSessionHash: owner.sessionHash,
              now: new Date(),
            }),
          WrongState,
          Unauthenticated,
        )
        return yield* ownerInfo(owner.userId)
      }),
    )
    .handle("twoFactor", () => Effect.flatMap(CurrentOwner, (owner) => statusOf(twoFactor, owner)))
    .handle("twoFactorSetup", () => Effect.flatMap(CurrentOwner, (owner) => startSetup(twoFactor, owner)))
    .handle("twoFactorEnable", ({ payload }) => Effect.flatMap(CurrentOwner, (owner) => turnOn(twoFactor, owner, payload.code)))
    .handle("twoFactorRecoveryCodes", ({ payload }) => Effect.flatMap(CurrentOwner, (owner) => replaceCodes(twoFactor, owner, payload.code)))
    .handle("twoFactorDisable", ({ payload }) => Effect.flatMap(CurrentOwner, (owner) => turnOff(twoFactor, owner, payload.code)))
}

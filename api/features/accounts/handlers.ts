// Quiz accounts: every change is a command on the user's stream (and the username's
// reservation stream); answers come from the `quiz_users` read model.
import { randomUUID } from "node:crypto"

import { Effect } from "effect"

import type { App } from "#api/compose.ts"
import { CurrentQuizUser } from "#api/features/accounts/quiz-auth.ts"
import { findQuizUser, findQuizUserByName, issueQuizSession } from "#api/features/accounts/quiz-session.ts"
import { Forbidden, TooManyRequests, Unauthorized } from "#api/platform/http/errors.ts"
import { AppService, type GroupHandlers, peerAddress } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import { checkPassword } from "#api/platform/limits/sign-in.ts"
import { hashPassword, verifyPassword } from "#engine/auth/password.ts"
import { normaliseUsername } from "#engine/auth/username.ts"
import { RateLimited, Unauthenticated, WrongState } from "#engine/domain-errors.ts"
import { leaveGroup } from "#engine/groups/commands.ts"
import { deleteQuizUser, registerQuizUser, revokeQuizToken, updateQuizUserProfile } from "#engine/quiz-user/commands.ts"
import { groupsOfMember } from "#projections/groups.queries.ts"
import { blankToNull } from "#schemas/api/fields.ts"
import * as Messages from "#schemas/messages.ts"

import type { QuizAccountsGroup } from "./group.ts"

const deps = (app: App) => ({ store: app.store, projections: app.projector, folds: app.folds })

/** The user as the read model has them now, with a fresh token. */
const sessionFor = (app: App, userId: string) =>
  Effect.gen(function* () {
    const user = yield* Effect.promise(() => findQuizUser(app, userId))
    if (!user) return yield* new Unauthorized({ message: Messages.notSignedIn })
    return yield* Effect.promise(() => issueQuizSession(app, user))
  })

/** A deleted account leaves its live games and its groups (docs/product.md §4.2). */
const leaveEverything = async (app: App, userId: string): Promise<void> => {
  const now = new Date()
  const games = app.services.liveGames
  for (const group of await groupsOfMember(app.database.db, userId)) {
    if (group.liveGame) await games.submit(group.id, () => ({ type: "Leave", userId, at: now }))
    await leaveGroup(deps(app), group.id, { userId, now })
  }
}

export const quizAccountHandlers = (handlers: GroupHandlers<typeof QuizAccountsGroup>) => {
  return handlers
    .handle("register", ({ payload }) =>
      Effect.gen(function* () {
        const app = yield* AppService
        const address = yield* peerAddress
        const giveBack = app.services.limits.registrations.take(address)
        if (!giveBack) return yield* new RateLimited(Messages.registrationLimit, "REGISTRATION_LIMIT")
        const userId = randomUUID()
        yield* attempt(async () => {
          try {
            await registerQuizUser(deps(app), {
              userId,
              username: payload.username,
              email: blankToNull(payload.email),
              passwordHash: await hashPassword(payload.password),
              isAdmin: false,
              now: new Date(),
            })
          } catch (error) {
            giveBack()
            throw error
          }
        }, WrongState)
        // The account was just written and read-your-writes waited for it: a miss is a bug.
        return yield* Effect.orDie(sessionFor(app, userId))
      }),
    )
    .handle("login", ({ payload }) =>
      Effect.gen(function* () {
        const app = yield* AppService
        const user = yield* checkPassword(app.services.limits.quizSignIn, payload.username, () => findQuizUserByName(app, payload.username), payload.password)
        return yield* Effect.promise(() => issueQuizSession(app, user))
      }),
    )
    .handle("logout", () =>
      Effect.gen(function* () {
        const app = yield* AppService
        const user = yield* CurrentQuizUser
        yield* attempt(() => revokeQuizToken(deps(app), { userId: user.userId, token: user.token, now: new Date() }), Unauthenticated)
        return { message: Messages.signedOut }
      }),
    )
    .handle("updateProfile", ({ payload }) =>
      Effect.gen(function* () {
        const app = yield* AppService
        const user = yield* CurrentQuizUser
        // The update sets the password, so it needs the current one: a token alone is not enough.
        const account = yield* Effect.promise(() => findQuizUser(app, user.userId))
        if (!account) return yield* new Unauthorized({ message: Messages.notSignedIn })
        // Guessing it with a stolen token meets the account's sign-in delays.
        const gate = app.services.limits.quizSignIn.account.begin(normaliseUsername(account.username), yield* peerAddress)
        if (!gate.admitted) return yield* new TooManyRequests({ message: Messages.tooManyAccountSignIns })
        if (!(yield* Effect.promise(() => verifyPassword(payload.current_password, account.password_hash)))) {
          gate.failed()
          return yield* new Forbidden({ message: Messages.currentPasswordWrong })
        }
        gate.succeeded()
        const passwordHash = yield* Effect.promise(() => hashPassword(payload.password))
        // Every other sign-in ends; this one gets the fresh token answered below.
        yield* attempt(
          () =>
            updateQuizUserProfile(deps(app), {
              userId: user.userId,
              username: payload.username,
              email: blankToNull(payload.email),
              passwordHash,
              replacedToken: user.token,
              endSessions: true,
              now: new Date(),
            }),
          WrongState,
          Unauthenticated,
        )
        return yield* sessionFor(app, user.userId)
      }),
    )
    .handle("deleteProfile", () =>
      Effect.gen(function* () {
        const app = yield* AppService
        const user = yield* CurrentQuizUser
        yield* attempt(() => deleteQuizUser(deps(app), { userId: user.userId, now: new Date() }), Unauthenticated)
        yield* Effect.promise(() => leaveEverything(app, user.userId))
        return { message: Messages.accountDeleted }
      }),
    )
}

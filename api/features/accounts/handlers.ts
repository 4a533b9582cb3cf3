// Quiz accounts: every change is a command on the user's stream (and the username's
// reservation stream); answers come from the `quiz_users` read model.
import { randomUUID } from "node:crypto"

import { Effect } from "effect"

import { Forbidden, TooManyRequests, Unauthorized } from "#api/platform/http/errors.ts"
import { type GroupHandlers, peerAddress } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import { checkPassword } from "#api/platform/limits/sign-in.ts"
import type { SignInThrottles, Throttle } from "#api/platform/limits/throttles.ts"
import { deleteQuizUser, registerQuizUser, revokeQuizToken, updateQuizUserProfile } from "#engine/accounts/commands.ts"
import { hashPassword, verifyPassword } from "#engine/auth/password.ts"
import { normaliseUsername } from "#engine/auth/username.ts"
import type { CommandDeps } from "#engine/command.ts"
import { RateLimited, Unauthenticated, WrongState } from "#engine/domain-errors.ts"
import { leaveGroup } from "#engine/groups/commands.ts"
import { groupsOfMember } from "#projections/groups/groups.queries.ts"
import { blankToNull } from "#schemas/api/fields.ts"
import * as Messages from "#schemas/messages.ts"

import type { QuizAccountsGroup } from "./group.ts"
import { CurrentQuizUser } from "./quiz-auth.ts"
import { type IssueDeps, issueQuizSession, quizUserById, quizUserNamed } from "./quiz-session.ts"

export interface QuizAccountDeps extends IssueDeps {
  readonly commands: CommandDeps
  /** Failed sign-ins per address and per account (platform/limits/throttles.ts). */
  readonly signIns: SignInThrottles
  /** New accounts per client address (REGISTRATIONS_PER_HOUR). */
  readonly registrations: Throttle
  /** Takes a deleted player out of the live game of a group they were in (live-game feature). */
  readonly leaveLiveGame: (groupId: string, userId: string, at: Date) => Promise<unknown>
}

export const quizAccountHandlers = (deps: QuizAccountDeps) => (handlers: GroupHandlers<typeof QuizAccountsGroup>) => {
  /** The user as the read model has them now, with a fresh token. */
  const sessionFor = (userId: string) =>
    Effect.gen(function* () {
      const user = yield* Effect.promise(() => quizUserById(deps.db, userId))
      if (!user) return yield* new Unauthorized({ message: Messages.notSignedIn })
      return yield* Effect.promise(() => issueQuizSession(deps, user))
    })

  /** A deleted account leaves its live games and its groups (docs/product.md §4.2). */
  const leaveEverything = async (userId: string): Promise<void> => {
    const now = new Date()
    for (const group of await groupsOfMember(deps.db, userId)) {
      if (group.liveGame) await deps.leaveLiveGame(group.id, userId, now)
      await leaveGroup(deps.commands, group.id, { userId, now })
    }
  }

  return handlers
    .handle("register", ({ payload }) =>
      Effect.gen(function* () {
        const address = yield* peerAddress
        const admission = yield* Effect.promise(() => deps.registrations.begin(address))
        if (!admission.admitted) return yield* new RateLimited(Messages.registrationLimit, "REGISTRATION_LIMIT")
        const userId = randomUUID()
        yield* attempt(async () => {
          try {
            await registerQuizUser(deps.commands, {
              userId,
              username: payload.username,
              email: blankToNull(payload.email),
              passwordHash: await hashPassword(payload.password),
              isAdmin: false,
              now: new Date(),
            })
          } catch (error) {
            await admission.succeeded()
            throw error
          }
        }, WrongState)
        // The account was just written and read-your-writes waited for it: a miss is a bug.
        return yield* Effect.orDie(sessionFor(userId))
      }),
    )
    .handle("login", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* checkPassword(deps.signIns, payload.username, () => quizUserNamed(deps.db, payload.username), payload.password)
        return yield* Effect.promise(() => issueQuizSession(deps, user))
      }),
    )
    .handle("logout", () =>
      Effect.gen(function* () {
        const user = yield* CurrentQuizUser
        yield* attempt(() => revokeQuizToken(deps.commands, { userId: user.userId, token: user.token, now: new Date() }), Unauthenticated)
        return { message: Messages.signedOut }
      }),
    )
    .handle("updateProfile", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* CurrentQuizUser
        // The update sets the password, so it needs the current one: a token alone is not enough.
        const account = yield* Effect.promise(() => quizUserById(deps.db, user.userId))
        if (!account) return yield* new Unauthorized({ message: Messages.notSignedIn })
        // Guessing it with a stolen token meets the account's sign-in delays.
        const address = yield* peerAddress
        const gate = yield* Effect.promise(() => deps.signIns.account.begin(normaliseUsername(account.username), address))
        if (!gate.admitted) return yield* new TooManyRequests({ message: Messages.tooManyAccountSignIns })
        if (!(yield* Effect.promise(() => verifyPassword(payload.current_password, account.password_hash)))) {
          yield* Effect.promise(gate.failed)
          return yield* new Forbidden({ message: Messages.currentPasswordWrong })
        }
        yield* Effect.promise(gate.succeeded)
        const passwordHash = yield* Effect.promise(() => hashPassword(payload.password))
        // Every other sign-in ends; this one gets the fresh token answered below.
        yield* attempt(
          () =>
            updateQuizUserProfile(deps.commands, {
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
        return yield* sessionFor(user.userId)
      }),
    )
    .handle("deleteProfile", () =>
      Effect.gen(function* () {
        const user = yield* CurrentQuizUser
        yield* attempt(() => deleteQuizUser(deps.commands, { userId: user.userId, now: new Date() }), Unauthenticated)
        yield* Effect.promise(() => leaveEverything(user.userId))
        return { message: Messages.accountDeleted }
      }),
    )
}

// Quiz-user commands as the edge calls them. Registration and renames claim the
// normalised username's reservation stream before touching the user's stream; deletion
// and renames release the old name afterwards, so a name is never held by two accounts.
import { normaliseUsername, reservation, reservationStream } from "../auth/username.ts"
import { handleCommand, loadState, type ReadYourWrites } from "../command.ts"
import type { EventStore } from "../eventstore/port.ts"
import { quizUser, type QuizUserCommand, type TokenRef } from "./quiz-user.ts"

export interface Deps {
  readonly store: EventStore
  readonly projections?: ReadYourWrites
}

export const quizUserStream = (userId: string): string => `quizuser-${userId}`

const run = (deps: Deps, userId: string, command: QuizUserCommand) => handleCommand(deps, quizUserStream(userId), quizUser, command)

const claim = (deps: Deps, userId: string, username: string, now: Date) =>
  handleCommand(deps, reservationStream("quizusername", username), reservation, { type: "ClaimUsername", userId, username, now })

const release = (deps: Deps, userId: string, username: string, now: Date) =>
  handleCommand(deps, reservationStream("quizusername", username), reservation, { type: "ReleaseUsername", userId, now })

export interface Registration {
  readonly userId: string
  readonly username: string
  readonly email: string | null
  readonly passwordHash: string
  readonly isAdmin: boolean
  readonly now: Date
}

/** 409 when the username (case-insensitive) is taken. */
export const registerQuizUser = async (deps: Deps, input: Registration): Promise<void> => {
  await claim(deps, input.userId, input.username, input.now)
  try {
    await run(deps, input.userId, { type: "RegisterQuizUser", ...input })
  } catch (error) {
    await release(deps, input.userId, input.username, input.now)
    throw error
  }
}

export const updateQuizUserProfile = async (
  deps: Deps,
  input: {
    userId: string
    username: string
    email: string | null
    passwordHash: string
    replacedToken?: TokenRef
    endSessions?: boolean
    now: Date
  },
): Promise<void> => {
  const { state } = await loadState(deps.store, quizUserStream(input.userId), quizUser)
  const renamed = state.status === "active" && normaliseUsername(state.username) !== normaliseUsername(input.username)
  if (renamed) await claim(deps, input.userId, input.username, input.now)
  try {
    await run(deps, input.userId, { type: "UpdateQuizUserProfile", ...input })
  } catch (error) {
    if (renamed) await release(deps, input.userId, input.username, input.now)
    throw error
  }
  if (renamed) await release(deps, input.userId, state.username, input.now)
}

export const revokeQuizToken = (deps: Deps, input: { userId: string; token: TokenRef; now: Date }) =>
  run(deps, input.userId, { type: "RevokeQuizToken", ...input })

/** Gives or takes away the admin role; nothing is appended when the player already has that role. */
export const setQuizAdmin = (deps: Deps, input: { userId: string; admin: boolean; now: Date }) =>
  run(deps, input.userId, { type: "SetQuizAdmin", admin: input.admin, now: input.now })

export const requestPasswordReset = (deps: Deps, input: { userId: string; tokenHash: string; expiresAt: Date; now: Date }) =>
  run(deps, input.userId, { type: "RequestPasswordReset", tokenHash: input.tokenHash, expiresAt: input.expiresAt, now: input.now })

export const resetPasswordWithLink = (deps: Deps, input: { userId: string; tokenHash: string; passwordHash: string; now: Date }) =>
  run(deps, input.userId, { type: "ResetPassword", tokenHash: input.tokenHash, passwordHash: input.passwordHash, now: input.now })

export const deleteQuizUser = async (deps: Deps, input: { userId: string; now: Date }): Promise<void> => {
  const { events } = await run(deps, input.userId, { type: "DeleteQuizUser", now: input.now })
  const { state } = await loadState(deps.store, quizUserStream(input.userId), quizUser)
  if (events.length > 0) await release(deps, input.userId, state.username, input.now)
}

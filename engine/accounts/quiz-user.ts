// A quiz player or admin (stream `quizuser-<id>`): registration, profile changes, token
// revocation and deletion. A deleted account stays deleted; its stream is kept as history.
import { timingSafeEqual } from "node:crypto"

import { QuizUserEvent } from "#schemas/events/quiz-user.ts"
import * as Messages from "#schemas/messages.ts"

import type { Decider } from "../decider.ts"
import { Invalid, Unauthenticated, WrongState } from "../domain-errors.ts"

const sameHash = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

export interface QuizUserState {
  readonly status: "none" | "active" | "deleted"
  readonly userId: string
  readonly username: string
  readonly email: string | null
  readonly passwordHash: string
  readonly isAdmin: boolean
  /** The one reset link that may still be used: the hash of its secret and when it stops working (ms). */
  readonly pendingReset?: { readonly tokenHash: string; readonly expiresAt: number } | undefined
  /** Tokens signed with an older generation no longer count (see QuizUserSessionsEnded). */
  readonly sessionGeneration: number
}

const evolve = (state: QuizUserState, event: QuizUserEvent): QuizUserState => {
  switch (event.type) {
    case "QuizUserRegistered":
      return {
        status: "active",
        userId: event.userId,
        username: event.username,
        email: event.email,
        passwordHash: event.passwordHash,
        isAdmin: event.isAdmin,
        sessionGeneration: 0,
      }
    case "QuizUserProfileUpdated":
      return { ...state, username: event.username, email: event.email, passwordHash: event.passwordHash }
    case "QuizTokenRevoked":
      return state
    case "QuizUserSessionsEnded":
      return { ...state, sessionGeneration: event.generation }
    case "QuizUserDeleted":
      return { ...state, status: "deleted" }
    case "QuizUserAdminGranted":
      return { ...state, isAdmin: true }
    case "QuizUserAdminRevoked":
      return { ...state, isAdmin: false }
    case "QuizPasswordResetRequested":
      return { ...state, pendingReset: { tokenHash: event.tokenHash, expiresAt: Date.parse(event.expiresAt) } }
    case "QuizPasswordResetUsed":
      return { ...state, pendingReset: undefined }
  }
}

export interface TokenRef {
  readonly jti: string
  readonly expiresAt: Date
}

export type QuizUserCommand =
  | {
      readonly type: "RegisterQuizUser"
      readonly userId: string
      readonly username: string
      readonly email: string | null
      readonly passwordHash: string
      readonly isAdmin: boolean
      readonly now: Date
    }
  | {
      readonly type: "UpdateQuizUserProfile"
      readonly username: string
      readonly email: string | null
      readonly passwordHash: string
      /** The token the change was made with: replaced by a fresh one, so it stops working. */
      readonly replacedToken?: TokenRef
      /** End every sign-in made before (a password change or an admin's reset). */
      readonly endSessions?: boolean
      readonly now: Date
    }
  | { readonly type: "RevokeQuizToken"; readonly token: TokenRef; readonly now: Date }
  | { readonly type: "DeleteQuizUser"; readonly now: Date }
  | { readonly type: "SetQuizAdmin"; readonly admin: boolean; readonly now: Date }
  /** A new reset link replaces any earlier one. Players without an email get none. */
  | { readonly type: "RequestPasswordReset"; readonly tokenHash: string; readonly expiresAt: Date; readonly now: Date }
  | { readonly type: "ResetPassword"; readonly tokenHash: string; readonly passwordHash: string; readonly now: Date }

const revoked = (userId: string, token: TokenRef, at: string): QuizUserEvent => ({
  type: "QuizTokenRevoked",
  userId,
  jti: token.jti,
  expiresAt: token.expiresAt.toISOString(),
  at,
})

const decide = (command: QuizUserCommand, state: QuizUserState): QuizUserEvent[] => {
  const at = command.now.toISOString()
  if (command.type === "RegisterQuizUser") {
    if (state.status !== "none") throw new WrongState(Messages.usernameTaken, "USERNAME_TAKEN")
    const { userId, username, email, passwordHash, isAdmin } = command
    return [{ type: "QuizUserRegistered", userId, username, email, passwordHash, isAdmin, at }]
  }
  if (state.status === "deleted" && command.type === "DeleteQuizUser") return []
  // A reset link says nothing about whether its account exists or was deleted.
  if (state.status !== "active" && command.type === "RequestPasswordReset") return []
  if (state.status !== "active" && command.type === "ResetPassword") throw new Invalid(Messages.resetLinkInvalid, "RESET_LINK_INVALID")
  if (state.status !== "active") throw new Unauthenticated(Messages.notSignedIn)
  const userId = state.userId
  switch (command.type) {
    case "UpdateQuizUserProfile": {
      const { username, email, passwordHash, replacedToken, endSessions } = command
      const events: QuizUserEvent[] = [{ type: "QuizUserProfileUpdated", userId, username, email, passwordHash, at }]
      if (replacedToken) events.push(revoked(userId, replacedToken, at))
      if (endSessions) events.push({ type: "QuizUserSessionsEnded", userId, generation: state.sessionGeneration + 1, at })
      return events
    }
    case "RevokeQuizToken":
      return [revoked(userId, command.token, at)]
    case "DeleteQuizUser":
      return [{ type: "QuizUserDeleted", userId, at }]
    case "RequestPasswordReset":
      if (state.email === null) return []
      return [{ type: "QuizPasswordResetRequested", userId, tokenHash: command.tokenHash, expiresAt: command.expiresAt.toISOString(), at }]
    case "ResetPassword": {
      const pending = state.pendingReset
      if (!pending || !sameHash(pending.tokenHash, command.tokenHash) || pending.expiresAt <= command.now.getTime())
        throw new Invalid(Messages.resetLinkInvalid, "RESET_LINK_INVALID")
      const { username, email } = state
      // A new password ends every session, as a password change does.
      return [
        { type: "QuizUserProfileUpdated", userId, username, email, passwordHash: command.passwordHash, at },
        { type: "QuizPasswordResetUsed", userId, at },
        { type: "QuizUserSessionsEnded", userId, generation: state.sessionGeneration + 1, at },
      ]
    }
    case "SetQuizAdmin":
      // Asking for the role a player already has changes nothing.
      if (command.admin === state.isAdmin) return []
      return [{ type: command.admin ? "QuizUserAdminGranted" : "QuizUserAdminRevoked", userId, at }]
  }
}

export const quizUser: Decider<QuizUserCommand, QuizUserState, QuizUserEvent> = {
  decide,
  evolve,
  initialState: { status: "none", userId: "", username: "", email: null, passwordHash: "", isAdmin: false, sessionGeneration: 0 },
  events: QuizUserEvent,
}

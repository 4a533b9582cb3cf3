// The site owner's account (stream `siteuser-<id>`): profile and dashboard sessions.
// Passwords are hashed and checked at the edge; decisions here only see hashes.
import { SiteUserEvent } from "#schemas/events/site-user.ts"
import * as Messages from "#schemas/messages.ts"

import type { Decider } from "../decider.ts"
import { Invalid, Unauthenticated } from "../domain-errors.ts"

export interface SiteUserState {
  readonly exists: boolean
  readonly userId: string
  readonly username: string
  readonly passwordHash: string
  /** Open sessions: hash → expiry (ms). Expired ones are dropped as new sessions start. */
  readonly sessions: ReadonlyMap<string, number>
}

const evolve = (state: SiteUserState, event: SiteUserEvent): SiteUserState => {
  switch (event.type) {
    case "SiteUserCreated":
    case "SiteUserProfileUpdated":
      return { ...state, exists: true, userId: event.userId, username: event.username, passwordHash: event.passwordHash }
    case "SiteUserSignedIn": {
      const now = Date.parse(event.at)
      const sessions = new Map([...state.sessions].filter(([, expires]) => expires > now))
      sessions.set(event.sessionHash, Date.parse(event.expiresAt))
      return { ...state, sessions }
    }
    case "SiteUserSignedOut": {
      const sessions = new Map(state.sessions)
      sessions.delete(event.sessionHash)
      return { ...state, sessions }
    }
  }
}

export type SiteUserCommand =
  | {
      readonly type: "CreateSiteUser"
      readonly userId: string
      readonly username: string
      readonly passwordHash: string
      readonly now: Date
    }
  | {
      readonly type: "UpdateSiteUserProfile"
      readonly username: string
      readonly passwordHash: string
      /** The session the change is made from; every other open session is ended (a new password locks others out). */
      readonly keepSessionHash?: string
      readonly now: Date
    }
  | { readonly type: "SignInSiteUser"; readonly sessionHash: string; readonly expiresAt: Date; readonly now: Date }
  | { readonly type: "SignOutSiteUser"; readonly sessionHash: string; readonly now: Date }

const decide = (command: SiteUserCommand, state: SiteUserState): SiteUserEvent[] => {
  const at = command.now.toISOString()
  if (command.type === "CreateSiteUser") {
    if (state.exists) return []
    const { userId, username, passwordHash } = command
    return [{ type: "SiteUserCreated", userId, username, passwordHash, at }]
  }
  if (!state.exists) throw new Unauthenticated(Messages.notLoggedIn)
  const userId = state.userId
  switch (command.type) {
    case "UpdateSiteUserProfile": {
      const now = command.now.getTime()
      const others = [...state.sessions]
        .filter(([hash, expires]) => hash !== command.keepSessionHash && expires > now)
        .map(([sessionHash]): SiteUserEvent => ({ type: "SiteUserSignedOut", userId, sessionHash, at }))
      return [{ type: "SiteUserProfileUpdated", userId, username: command.username, passwordHash: command.passwordHash, at }, ...others]
    }
    case "SignInSiteUser":
      if (command.expiresAt.getTime() <= command.now.getTime()) throw new Invalid("A session must expire in the future.")
      return [{ type: "SiteUserSignedIn", userId, sessionHash: command.sessionHash, expiresAt: command.expiresAt.toISOString(), at }]
    case "SignOutSiteUser":
      return state.sessions.has(command.sessionHash) ? [{ type: "SiteUserSignedOut", userId, sessionHash: command.sessionHash, at }] : []
  }
}

export const siteUser: Decider<SiteUserCommand, SiteUserState, SiteUserEvent> = {
  decide,
  evolve,
  initialState: { exists: false, userId: "", username: "", passwordHash: "", sessions: new Map() },
  events: SiteUserEvent,
}

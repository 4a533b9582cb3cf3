// The rules of linking a quiz player to an identity at the operator's OpenID provider. An
// identity is held by at most one player and a player holds at most one identity; each side
// is its own stream (schemas/events/single-sign-on.ts), claimed first and released last, as
// usernames are, so a half-done link never lets two players share an identity.
import {
  type SingleSignOnIdentityEvent as IdentityEvent,
  SingleSignOnIdentityEvent,
  SingleSignOnUserEvent,
  type SingleSignOnUserEvent as UserEvent,
} from "#schemas/events/single-sign-on.ts"
import * as Messages from "#schemas/messages.ts"

import type { Decider } from "../decider.ts"
import { WrongState } from "../domain-errors.ts"

export interface IdentityState {
  /** The player holding the identity, or null when it is free. */
  readonly holder: string | null
}

export type IdentityCommand =
  | {
      readonly type: "ClaimIdentity"
      readonly identity: string
      readonly userId: string
      /** The holder's account is deleted: its claim no longer stands. */
      readonly holderGone: boolean
      readonly now: Date
    }
  | { readonly type: "ReleaseIdentity"; readonly identity: string; readonly userId: string; readonly now: Date }

const decideIdentity = (command: IdentityCommand, state: IdentityState): IdentityEvent[] => {
  const at = command.now.toISOString()
  switch (command.type) {
    case "ClaimIdentity":
      if (state.holder === command.userId) return []
      if (state.holder !== null && !command.holderGone) throw new WrongState(Messages.singleSignOnTaken, "SSO_TAKEN")
      return [{ type: "SingleSignOnIdentityClaimed", identity: command.identity, userId: command.userId, at }]
    case "ReleaseIdentity":
      return state.holder === command.userId ? [{ type: "SingleSignOnIdentityReleased", identity: command.identity, userId: command.userId, at }] : []
  }
}

const evolveIdentity = (state: IdentityState, event: IdentityEvent): IdentityState => {
  switch (event.type) {
    case "SingleSignOnIdentityClaimed":
      return { holder: event.userId }
    case "SingleSignOnIdentityReleased":
      return state.holder === event.userId ? { holder: null } : state
  }
}

export const identityLink: Decider<IdentityCommand, IdentityState, IdentityEvent> = {
  decide: decideIdentity,
  evolve: evolveIdentity,
  initialState: { holder: null },
  events: SingleSignOnIdentityEvent,
}

export interface UserLinkState {
  /** The identity the player has linked, or null. */
  readonly identity: string | null
}

export type UserLinkCommand =
  | { readonly type: "LinkIdentity"; readonly userId: string; readonly identity: string; readonly now: Date }
  | {
      readonly type: "UnlinkIdentity"
      readonly userId: string
      /** PASSWORD_SIGN_IN: without passwords, an unlinked player could never sign in again. */
      readonly passwordSignIn: boolean
      readonly now: Date
    }

const decideUser = (command: UserLinkCommand, state: UserLinkState): UserEvent[] => {
  const at = command.now.toISOString()
  switch (command.type) {
    case "LinkIdentity":
      if (state.identity === command.identity) return []
      if (state.identity !== null) throw new WrongState(Messages.singleSignOnAlreadyLinked, "SSO_ALREADY_LINKED")
      return [{ type: "SingleSignOnLinked", userId: command.userId, identity: command.identity, at }]
    case "UnlinkIdentity":
      if (state.identity === null) throw new WrongState(Messages.singleSignOnNotLinked, "SSO_NOT_LINKED")
      if (!command.passwordSignIn) throw new WrongState(Messages.singleSignOnUnlinkNeedsPassword, "SSO_UNLINK_NEEDS_PASSWORD")
      return [{ type: "SingleSignOnUnlinked", userId: command.userId, identity: state.identity, at }]
  }
}

const evolveUser = (state: UserLinkState, event: UserEvent): UserLinkState => {
  switch (event.type) {
    case "SingleSignOnLinked":
      return { identity: event.identity }
    case "SingleSignOnUnlinked":
      return state.identity === event.identity ? { identity: null } : state
  }
}

export const userLink: Decider<UserLinkCommand, UserLinkState, UserEvent> = {
  decide: decideUser,
  evolve: evolveUser,
  initialState: { identity: null },
  events: SingleSignOnUserEvent,
}

// Username reservations. Each normalised username has its own stream; a claim is an
// append with the revision the decision was made on, so of two concurrent claims only
// one can commit and the other re-decides on fresh state and is refused.
import { UsernameEvent } from "#schemas/events/username.ts"
import * as Messages from "#schemas/messages.ts"

import type { Decider } from "../decider.ts"
import { WrongState } from "../domain-errors.ts"

/** Usernames are unique without regard to case or surrounding spaces. */
export const normaliseUsername = (username: string): string => username.trim().toLowerCase()

export const reservationStream = (kind: "quizusername" | "siteusername", username: string): string => `${kind}-${normaliseUsername(username)}`

export interface ReservationState {
  /** The user holding the name, or null when it is free. */
  readonly holder: string | null
}

const evolve = (state: ReservationState, event: UsernameEvent): ReservationState => {
  switch (event.type) {
    case "UsernameClaimed":
      return { holder: event.userId }
    case "UsernameReleased":
      return state.holder === event.userId ? { holder: null } : state
  }
}

export type ReservationCommand =
  | { readonly type: "ClaimUsername"; readonly userId: string; readonly username: string; readonly now: Date }
  | { readonly type: "ReleaseUsername"; readonly userId: string; readonly now: Date }

const decide = (command: ReservationCommand, state: ReservationState): UsernameEvent[] => {
  const at = command.now.toISOString()
  switch (command.type) {
    case "ClaimUsername":
      if (state.holder === command.userId) return []
      if (state.holder !== null) throw new WrongState(Messages.usernameTaken, "USERNAME_TAKEN")
      return [{ type: "UsernameClaimed", username: command.username, userId: command.userId, at }]
    case "ReleaseUsername":
      return state.holder === command.userId ? [{ type: "UsernameReleased", userId: command.userId, at }] : []
  }
}

export const reservation: Decider<ReservationCommand, ReservationState, UsernameEvent> = {
  decide,
  evolve,
  initialState: { holder: null },
  events: UsernameEvent,
}

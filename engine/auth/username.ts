// Username reservations. Each normalised username has its own stream; a claim is an
// append with the revision the decision was made on, so of two concurrent claims only
// one can commit and the other re-decides on fresh state and is refused.
import type { UsernameEvent } from "../../schemas/events/username.ts"
import { Messages } from "../../schemas/messages.ts"
import { type Aggregate } from "../command.ts"
import { WrongState } from "../domain-errors.ts"

/** Usernames are unique without regard to case or surrounding spaces. */
export const normaliseUsername = (username: string): string => username.trim().toLowerCase()

export const reservationStream = (kind: "quizusername" | "siteusername", username: string): string =>
  `${kind}-${normaliseUsername(username)}`

export interface ReservationState {
  /** The user holding the name, or null when it is free. */
  readonly holder: string | null
}

export const reservation: Aggregate<ReservationState, UsernameEvent> = {
  initial: { holder: null },
  evolve: (state, event) => {
    switch (event.type) {
      case "UsernameClaimed":
        return { holder: event.userId }
      case "UsernameReleased":
        return state.holder === event.userId ? { holder: null } : state
    }
  },
}

export type ReservationCommand =
  | { readonly type: "ClaimUsername"; readonly userId: string; readonly username: string; readonly now: Date }
  | { readonly type: "ReleaseUsername"; readonly userId: string; readonly now: Date }

export const decideReservation = (command: ReservationCommand, state: ReservationState): UsernameEvent[] => {
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

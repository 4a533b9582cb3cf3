// What one player may create in groups (stream `groupallowance-<userId>`): at most
// MAX_OWN_GROUPS groups they created and have not deleted, and at most MAX_CHALLENGES_PER_DAY
// challenges per UTC day. A creation first takes a place here and only then writes its own
// stream; the place is given back when the group is deleted, or when the creation is refused
// after all. The count lives in a stream of the player's own, not in a read model: a take is
// appended at the revision its decision read, so two creations at once (in one process or in
// several) cannot both take the last place, and nothing waits for a projection to catch up.
import { type AllowanceKind, GroupAllowanceEvent } from "#schemas/events/group-allowance.ts"
import { MAX_CHALLENGES_PER_DAY, MAX_OWN_GROUPS } from "#schemas/group-rules.ts"
import * as Messages from "#schemas/messages.ts"

import type { Decider } from "../decider.ts"
import { RateLimited, WrongState } from "../domain-errors.ts"

export interface AllowanceState {
  /** Groups the player created and has not deleted. */
  readonly groups: ReadonlySet<string>
  /** The UTC day (YYYY-MM-DD) of `challenges`. */
  readonly day: string
  /** Challenges the player issued that day. */
  readonly challenges: ReadonlySet<string>
}

export const allowanceStream = (userId: string): string => `groupallowance-${userId}`

const utcDay = (at: string | Date) => (typeof at === "string" ? at : at.toISOString()).slice(0, 10)

/** The challenges issued on `day`: none once the day has turned. */
const challengesOn = (state: AllowanceState, day: string): ReadonlySet<string> => (state.day === day ? state.challenges : new Set())

const initial: AllowanceState = { groups: new Set(), day: "", challenges: new Set() }

const evolve = (state: AllowanceState, event: GroupAllowanceEvent): AllowanceState => {
  const day = utcDay(event.at)
  const taken = event.type === "GroupAllowanceTaken"
  if (event.kind === "group") {
    const groups = new Set(state.groups)
    if (taken) groups.add(event.id)
    else groups.delete(event.id)
    return { ...state, groups }
  }
  const challenges = new Set(challengesOn(state, day))
  if (taken) challenges.add(event.id)
  else challenges.delete(event.id)
  return { ...state, day, challenges }
}

export interface AllowanceCommand {
  readonly type: "Take" | "Return"
  readonly userId: string
  readonly kind: AllowanceKind
  readonly id: string
  readonly now: Date
}

const holds = (state: AllowanceState, command: AllowanceCommand) =>
  command.kind === "group" ? state.groups.has(command.id) : challengesOn(state, utcDay(command.now)).has(command.id)

const decide = (command: AllowanceCommand, state: AllowanceState): GroupAllowanceEvent[] => {
  const { userId, kind, id } = command
  const at = command.now.toISOString()
  if (command.type === "Return") return holds(state, command) ? [{ type: "GroupAllowanceReturned", userId, kind, id, at }] : []
  // Taken again (a creation decided once more) changes nothing.
  if (holds(state, command)) return []
  if (kind === "group" && state.groups.size >= MAX_OWN_GROUPS) throw new WrongState(Messages.tooManyOwnGroups(MAX_OWN_GROUPS))
  if (kind === "challenge" && challengesOn(state, utcDay(command.now)).size >= MAX_CHALLENGES_PER_DAY) {
    throw new RateLimited(Messages.challengeDailyLimit(MAX_CHALLENGES_PER_DAY))
  }
  return [{ type: "GroupAllowanceTaken", userId, kind, id, at }]
}

/** Allowances kept folded: a player's stream grows by a few events a day for as long as they play. */
const CACHED_ALLOWANCES = 500

export const allowanceDecider: Decider<AllowanceCommand, AllowanceState, GroupAllowanceEvent> = {
  decide,
  evolve,
  initialState: initial,
  events: GroupAllowanceEvent,
  cachedStreams: CACHED_ALLOWANCES,
}

// Given/when/then for deciders: the history a stream holds, the command, and what it must
// store or the refusal it must meet.
//
//   given(reservation, [claimed]).when({ type: "ClaimUsername", ... }).then([])
//   given(reservation, [claimed]).when(otherClaim).then(WrongState)
import { expect } from "vitest"

import { type Decider, fold } from "#engine/decider.ts"

type Refusal = string | RegExp | Error | (new (...args: any[]) => Error)

export interface When<S, E> {
  /** The events decided (throws what the decider throws). */
  readonly events: () => readonly E[]
  /**
   * An array: exactly these events must be decided; anything else: the decision must throw
   * it (as vitest's `toThrow` reads it). Gives the state after the events.
   */
  readonly then: (expected: readonly E[] | Refusal) => S
}

export interface Given<C, S, E> {
  readonly state: S
  readonly when: (command: C) => When<S, E>
}

/** The stream's history folded from `from` (the decider's initial state by default). */
export const given = <C, S, E extends { readonly type: string }>(
  decider: Decider<C, S, E>,
  history: readonly E[] = [],
  from: S = decider.initialState,
): Given<C, S, E> => {
  const state = fold(decider, history, from)
  return {
    state,
    when: (command) => {
      const events = () => decider.decide(command, state)
      return {
        events,
        then: (expected) => {
          if (Array.isArray(expected)) {
            const decided = events()
            expect(decided).toEqual(expected)
            return fold(decider, decided, state)
          }
          expect(events).toThrow(expected as Refusal)
          return state
        },
      }
    },
  }
}

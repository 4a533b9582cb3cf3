/* eslint-disable @typescript-eslint/no-explicit-any -- a decider of any command, state and encoded event shape: `any` stands where a type parameter is unknowable */
// The one shape of an aggregate: `decide(command, state)` turns a command (plain data, a
// tagged union) into the events to store or throws a domain error saying why not;
// `evolve(state, event)` folds one stored event; `initialState` is the state of an empty
// stream; `events` is the schema of what its stream holds, so stored events are decoded and
// checked, never cast. All pure: the runner (command.ts) does the reading and writing.
import { Schema } from "effect"

import { upcast, versionOf } from "#schemas/events/upcast.ts"

import type { RecordedEvent } from "./eventstore/port.ts"

export interface Decider<C, S, E extends { readonly type: string }> {
  readonly decide: (command: C, state: S) => readonly E[]
  readonly evolve: (state: S, event: E) => S
  readonly initialState: S
  /** The events of this aggregate's streams. */
  readonly events: Schema.Schema<E, any>
  /**
   * Keep the folded state of this many streams in the deps' fold cache (command.ts) and read
   * only their newer events next time. For aggregates whose streams grow long (a group of a thousand members);
   * `evolve` must never change the state it is given.
   */
  readonly cachedStreams?: number
}

const decoders = new WeakMap<object, (input: unknown) => unknown>()

/** A stored event's data in the latest shape of its type (older versions upcast), with its type. */
export const latestShape = (recorded: Pick<RecordedEvent, "type" | "data" | "metadata">): Record<string, unknown> => ({
  ...(upcast(recorded.type, versionOf(recorded.metadata), recorded.data) as object),
  type: recorded.type,
})

/**
 * A stored event (type + data) as the domain event, upcast to its latest version and checked
 * against the aggregate's schema: a malformed event fails loudly here rather than folding
 * into a wrong state.
 */
export const decodeStored = <E extends { readonly type: string }>(schema: Schema.Schema<E, any>, recorded: RecordedEvent): E => {
  let decode = decoders.get(schema)
  if (!decode) decoders.set(schema, (decode = Schema.decodeUnknownSync(schema)))
  return decode(latestShape(recorded)) as E
}

/** The state after `events`, from `state` (the empty stream's by default). */
export const fold = <S, E extends { readonly type: string }>(decider: Decider<any, S, E>, events: readonly E[], state: S = decider.initialState): S =>
  events.reduce(decider.evolve, state)

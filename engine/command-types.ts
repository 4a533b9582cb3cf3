// The shapes the command runner (command.ts) and its lines (command-lines.ts) share: what a
// command needs, what it gives back, and a batch's options and outcome. Types only.
import type { DomainError } from "./domain-errors.ts"
import type { EventStore, Position } from "./eventstore/port.ts"

/** Anything that can wait until the read models include a position. */
export interface ReadYourWrites {
  waitFor(position: Position): Promise<void>
}

/** What a command needs: the store, the read models to wait for, and the store's fold cache. */
export interface CommandDeps {
  readonly store: EventStore
  readonly projections?: ReadYourWrites
  readonly folds?: FoldCache
}

export interface CommandResult<E, S = unknown> {
  readonly events: readonly E[]
  readonly position: Position | null
  /** The stream's state after the events (the state decided on when there were none). */
  readonly state: S
}

/** A stream's state and the revision of its last event folded in. */
export interface Folded<S> {
  readonly state: S
  readonly revision: bigint | "no_stream"
}

/**
 * Folded states of the deciders that keep some (see Decider.cachedStreams), by decider and
 * stream. One per event store: the app makes it beside its store and passes it in the
 * command deps. Streams only grow, so the state folded up to revision r stays the state at r
 * whoever appended since: a later load reads from r + 1 on.
 */
export type FoldCache = WeakMap<object, Map<string, Folded<unknown>>>

/**
 * What became of one command of a batch: its events and the state after them, with the
 * revision of its last event (or, when it stored nothing, of the state it was decided on;
 * -1 for an empty stream), or the domain error it was refused with. `after` holds the state
 * after each of its events, as the decision folded them (the live room sends each step's
 * state without folding the facts again).
 */
export type Decision<S, E> =
  | { readonly ok: true; readonly events: readonly E[]; readonly after: readonly S[]; readonly state: S; readonly revision: bigint }
  | { readonly ok: false; readonly error: DomainError }

export interface BatchOptions<S> {
  /**
   * State the caller already holds (the live actor's). With `optimistic` the batch is decided
   * on it without reading first; the stream is read only after a conflict, or once when the
   * batch would store nothing (a refusal or no-op may come from a state another writer has
   * moved on from).
   */
  readonly from?: Folded<S>
  readonly optimistic?: boolean
  /**
   * How the caller's state is brought up to date with the stream (with `from`); by default the
   * events after its revision are read and folded. The live room reads through its own, so
   * the facts another node stored reach its players too.
   */
  readonly readOn?: (from: Folded<S>) => Promise<Folded<S>>
  /** Appends tried before the last conflict is thrown. */
  readonly attempts?: number
  /** Metadata for the `index`th of the `count` events of the decision of the batch's `command`th command. */
  readonly metadata?: (index: number, count: number, command: number) => Record<string, unknown> | undefined
}

export interface BatchResult<S, E> {
  readonly decisions: readonly Decision<S, E>[]
  /** The stream as stored after the batch. */
  readonly folded: Folded<S>
  readonly position: Position | null
}

/* eslint-disable @typescript-eslint/no-explicit-any -- the runner accepts a decider of any command type */
// The one way domain state changes, for request handlers and the live game's actor alike:
// load a stream (read, decode with the aggregate's event schema, fold with `evolve`), let
// `decide` turn each command into events, append them with the revision the decision was
// made on (a concurrent writer makes the append fail and we decide again on fresh state),
// then wait until the projections have caught up so the caller can answer from the read
// models. handleCommand decides in the stream's line (engine/command-lines.ts), so writers
// in one process never conflict; only another process's write sends a decision round again.
import { versionedMetadata } from "#schemas/events/upcast.ts"
import * as Messages from "#schemas/messages.ts"

import { linesOf } from "./command-lines.ts"
import type { BatchOptions, BatchResult, CommandDeps, CommandResult, Decision, FoldCache, Folded } from "./command-types.ts"
import { type Decider, decodeStored } from "./decider.ts"
import { DomainError, WrongState } from "./domain-errors.ts"
import { type EventStore, type NewEvent, WrongExpectedRevision } from "./eventstore/port.ts"

export type { BatchOptions, BatchResult, CommandDeps, CommandResult, Decision, FoldCache, Folded, ReadYourWrites } from "./command-types.ts"

export const newFoldCache = (): FoldCache => new WeakMap()

const foldsOf = (cache: FoldCache, decider: object): Map<string, Folded<unknown>> => {
  let byStream = cache.get(decider)
  if (!byStream) cache.set(decider, (byStream = new Map()))
  return byStream
}

/** `from` brought up to date: the events appended after its revision, decoded and folded in. */
export const readOn = async <S, E extends { readonly type: string }>(
  store: EventStore,
  streamId: string,
  decider: Decider<any, S, E>,
  from: Folded<S> = { state: decider.initialState, revision: "no_stream" },
): Promise<Folded<S>> => {
  const events = await store.readStream(streamId, from.revision === "no_stream" ? undefined : { fromRevision: from.revision + 1n })
  let state = from.state
  for (const e of events) state = decider.evolve(state, decodeStored(decider.events, e))
  return { state, revision: events.length > 0 ? events[events.length - 1]!.revision : from.revision }
}

/** The stream's current state; from the fold cache when the decider keeps one. */
export const loadState = async <S, E extends { readonly type: string }>(
  store: EventStore,
  streamId: string,
  decider: Decider<any, S, E>,
  /** Where folded states are kept; without it every load folds the whole stream. */
  folds?: FoldCache,
): Promise<Folded<S>> => {
  const cache = folds && decider.cachedStreams ? foldsOf(folds, decider) : undefined
  const cached = cache?.get(streamId) as Folded<S> | undefined
  const folded = await readOn(store, streamId, decider, cached)
  if (cache && folded.revision !== "no_stream") {
    // Least recently used first: a stream read again moves to the end.
    cache.delete(streamId)
    cache.set(streamId, folded)
    if (cache.size > decider.cachedStreams!) cache.delete(cache.keys().next().value!)
  }
  return folded
}

/** Domain events are `{type, ...fields}`; stored as type + data, with their schema version in the metadata. */
export const toNewEvent = <E extends { type: string }>(event: E, metadata?: Record<string, unknown>): NewEvent => {
  const { type, ...data } = event
  return { type, data, metadata: versionedMetadata(type, metadata) }
}

/** Decisions again after a conflict with another process's write, before the command is refused as busy. */
const DEFAULT_RETRIES = 5

const asNumber = (revision: bigint | "no_stream") => (revision === "no_stream" ? -1n : revision)

/** Each command decided on the state the ones before it left; refusals are kept, not thrown. */
const decideEach = <C, S, E extends { readonly type: string }>(
  decider: Decider<C, S, E>,
  folded: Folded<S>,
  commands: readonly (() => C)[],
  metadata: BatchOptions<S>["metadata"],
) => {
  let state = folded.state
  let revision = asNumber(folded.revision)
  const decisions: Decision<S, E>[] = []
  const toStore: NewEvent[] = []
  for (const [c, command] of commands.entries()) {
    try {
      const events = decider.decide(command(), state)
      const after: S[] = []
      for (const e of events) after.push((state = decider.evolve(state, e)))
      revision += BigInt(events.length)
      events.forEach((e, i) => toStore.push(toNewEvent(e, metadata?.(i, events.length, c))))
      decisions.push({ ok: true, events, after, state, revision })
    } catch (error) {
      if (!(error instanceof DomainError)) throw error
      decisions.push({ ok: false, error })
    }
  }
  return { decisions, toStore, state }
}

/**
 * Decides a batch of commands against one stream and appends all their events in one write.
 * Commands are thunks so that one built with a clock reads the moment it is decided (again,
 * when a conflict makes the batch be decided again). Batching is what keeps a big live game
 * to a few writes: its actor decides up to a hundred commands per append.
 */
export const runCommands = async <C, S, E extends { readonly type: string }>(
  deps: CommandDeps,
  streamId: string,
  decider: Decider<C, S, E>,
  commands: readonly (() => C)[],
  options: BatchOptions<S> = {},
): Promise<BatchResult<S, E>> => {
  const attempts = options.attempts ?? 4
  let folded = options.from ?? { state: decider.initialState, revision: "no_stream" as const }
  let stale = !options.optimistic
  let checkedFresh = !options.optimistic
  const readFrom = options.readOn ?? ((from: Folded<S>) => readOn(deps.store, streamId, decider, from))
  for (let attempt = 1; ; attempt++) {
    if (stale) folded = options.from ? await readFrom(folded) : await loadState(deps.store, streamId, decider, deps.folds)
    stale = false
    const { decisions, toStore, state } = decideEach(decider, folded, commands, options.metadata)
    if (toStore.length === 0) {
      if (!checkedFresh) {
        checkedFresh = true
        const fresh = await readFrom(folded)
        const moved = fresh.revision !== folded.revision
        folded = fresh
        if (moved) continue
      }
      return { decisions, folded, position: null }
    }
    try {
      const result = await deps.store.append(streamId, toStore, folded.revision)
      folded = { state, revision: result.nextRevision }
      await deps.projections?.waitFor(result.position)
      return { decisions, folded, position: result.position }
    } catch (error) {
      if (error instanceof WrongExpectedRevision && attempt < attempts) {
        stale = true
        continue
      }
      throw error
    }
  }
}

/**
 * One command: its events, or the domain error it was refused with thrown. It waits in its
 * stream's line behind this process's other commands for the stream and may be decided and
 * appended together with them; a conflict with another process is decided again on fresh
 * state, up to `retries` times, and then refused with `busy` (a 409 that says to try again),
 * never thrown as the store's conflict.
 */
export const handleCommand = <C, S, E extends { readonly type: string }>(
  deps: CommandDeps,
  streamId: string,
  decider: Decider<C, S, E>,
  command: C,
  options: { metadata?: Record<string, unknown>; retries?: number; busy?: string } = {},
): Promise<CommandResult<E, S>> => {
  const { metadata, busy = Messages.writeConflict } = options
  const storeDeps = { store: deps.store, ...(deps.folds ? { folds: deps.folds } : {}) }
  return linesOf(deps.store).handle(streamId, command, {
    run: (commands, batch) => runCommands(storeDeps, streamId, decider, commands, batch),
    attempts: (options.retries ?? DEFAULT_RETRIES) + 1,
    busy: () => new WrongState(busy),
    ...(metadata ? { metadata } : {}),
    ...(deps.projections ? { projections: deps.projections } : {}),
  })
}

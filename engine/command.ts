// The one way domain state changes: load a stream, fold it with `evolve`, let `decide`
// turn a command into events, append them with the revision we read (a concurrent
// writer makes the append fail and we retry on fresh state), then wait until the
// projections have caught up so the caller can answer from the read models.
import { WrongExpectedRevision, type EventStore, type NewEvent, type Position } from "./eventstore/port.ts"

/** Anything that can wait until the read models include a position. */
export interface ReadYourWrites {
  waitFor(position: Position): Promise<void>
}

export interface Aggregate<S, E extends { type: string }> {
  readonly initial: S
  readonly evolve: (state: S, event: E) => S
  /**
   * Keep the folded state of this many streams in the deps' fold cache and read only their
   * newer events next time. For aggregates whose streams grow long (a group of a thousand members);
   * `evolve` must never change the state it is given.
   */
  readonly cachedStreams?: number
}

export interface CommandResult<E> {
  readonly events: readonly E[]
  readonly position: Position | null
}

interface Folded<S> {
  readonly state: S
  readonly revision: bigint
}

/**
 * Folded states of the aggregates that keep some (see Aggregate.cachedStreams), by aggregate
 * and stream. One per event store: the app makes it beside its store and passes it in the
 * command deps. Streams only grow, so the state folded up to revision r stays the state at r
 * whoever appended since: a later load reads from r + 1 on.
 */
export type FoldCache = WeakMap<object, Map<string, Folded<unknown>>>

export const newFoldCache = (): FoldCache => new WeakMap()

const foldsOf = (cache: FoldCache, aggregate: object): Map<string, Folded<unknown>> => {
  let byStream = cache.get(aggregate)
  if (!byStream) cache.set(aggregate, (byStream = new Map()))
  return byStream
}

export const loadState = async <S, E extends { type: string }>(
  store: EventStore,
  streamId: string,
  aggregate: Aggregate<S, E>,
  /** Where folded states are kept; without it every load folds the whole stream. */
  folds?: FoldCache,
): Promise<{ state: S; revision: bigint | "no_stream" }> => {
  const cache = folds && aggregate.cachedStreams ? foldsOf(folds, aggregate) : undefined
  const cached = cache?.get(streamId) as Folded<S> | undefined
  const events = await store.readStream(streamId, cached ? { fromRevision: cached.revision + 1n } : undefined)
  let state = cached?.state ?? aggregate.initial
  for (const e of events) state = aggregate.evolve(state, { type: e.type, ...(e.data as object) } as E)
  const revision = events.length > 0 ? events[events.length - 1]!.revision : (cached?.revision ?? "no_stream")
  if (cache && revision !== "no_stream") {
    // Least recently used first: a stream read again moves to the end.
    cache.delete(streamId)
    cache.set(streamId, { state, revision })
    if (cache.size > aggregate.cachedStreams!) cache.delete(cache.keys().next().value!)
  }
  return { state, revision }
}

/** Domain events are `{type, ...fields}`; stored as type + data. */
export const toNewEvent = <E extends { type: string }>(event: E, metadata?: Record<string, unknown>): NewEvent => {
  const { type, ...data } = event
  return { type, data, ...(metadata ? { metadata } : {}) }
}

/** What a command needs: the store, the read models to wait for, and the store's fold cache. */
export interface CommandDeps {
  readonly store: EventStore
  readonly projections?: ReadYourWrites
  readonly folds?: FoldCache
}

export const handleCommand = async <S, E extends { type: string }>(
  deps: CommandDeps,
  streamId: string,
  aggregate: Aggregate<S, E>,
  decide: (state: S) => readonly E[],
  options: { metadata?: Record<string, unknown>; retries?: number } = {},
): Promise<CommandResult<E>> => {
  const retries = options.retries ?? 3
  for (let attempt = 0; ; attempt++) {
    const { state, revision } = await loadState(deps.store, streamId, aggregate, deps.folds)
    const events = decide(state)
    if (events.length === 0) return { events, position: null }
    try {
      const result = await deps.store.append(
        streamId,
        events.map((e) => toNewEvent(e, options.metadata)),
        revision,
      )
      await deps.projections?.waitFor(result.position)
      return { events, position: result.position }
    } catch (error) {
      if (error instanceof WrongExpectedRevision && attempt < retries) continue
      throw error
    }
  }
}

// The event store port: the one place domain state is written.
// Adapters: Postgres (PGlite or a server, via Kysely) and KurrentDB. All of them pass
// the same contract suite (test/support/eventstore/contract.ts).

/** A global, totally ordered position in the store (commit order). */
export type Position = bigint

/** The position before the first event: subscribe from here to see everything. */
export const START: Position = -1n

/** What the writer believes about a stream before appending. */
export type ExpectedRevision =
  | "any" // no check
  | "no_stream" // the stream must not exist yet
  | "stream_exists" // the stream must have at least one event
  | bigint // the revision of the stream's last event (0-based)

export interface NewEvent {
  readonly type: string
  readonly data: unknown
  readonly metadata?: Record<string, unknown>
  /** Optional id for idempotency; generated when absent. */
  readonly id?: string
}

export interface RecordedEvent {
  readonly id: string
  readonly streamId: string
  /** 0-based revision within the stream. */
  readonly revision: bigint
  /** Global position (commit order). */
  readonly position: Position
  readonly type: string
  readonly data: unknown
  readonly metadata: Record<string, unknown>
  readonly createdAt: Date
}

export interface AppendResult {
  /** Revision of the last event written. */
  readonly nextRevision: bigint
  /** Global position of the last event written. */
  readonly position: Position
}

/** A conflicting append: nothing was written. */
export class WrongExpectedRevision extends Error {
  readonly _tag = "WrongExpectedRevision"
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | "no_stream",
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, found ${String(actual)}`)
  }
}

export interface ReadOptions {
  /** First revision to read (inclusive). Default 0. */
  readonly fromRevision?: bigint
  readonly maxCount?: number
}

export interface Subscription {
  /** Stop delivering; resolves once the handler will not be called again. */
  close(): Promise<void>
}

export interface SubscribeOptions {
  /** Deliver events with position > from. Use START for all. */
  readonly from: Position
  /** Called for each batch, in order; the next batch waits for the promise. */
  readonly onEvents: (events: readonly RecordedEvent[]) => Promise<void>
  /** Called once when the subscription fails for good. */
  readonly onError?: (error: unknown) => void
  readonly batchSize?: number
}

export interface EventStore {
  readonly kind: "postgres" | "pglite" | "kurrentdb" | "memory"
  append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult>
  /** The stream's events in revision order; [] when the stream does not exist. */
  readStream(streamId: string, options?: ReadOptions): Promise<RecordedEvent[]>
  /** Catch up from `from`, then deliver live events, in commit order, exactly once each. */
  subscribe(options: SubscribeOptions): Subscription
  /**
   * Position of the newest committed event a reader can take as final (START when empty). On PostgreSQL it
   * lags behind a commit while an older transaction anywhere on the server is still open (postgres-append.ts).
   */
  head(): Promise<Position>
  /**
   * How many events lie in (after, upTo]: positions are ascending but not dense, so this is
   * how far a reader at `after` is behind. Absent where counting is not cheap (KurrentDB).
   */
  countBetween?(after: Position, upTo: Position): Promise<number>
  close(): Promise<void>
}

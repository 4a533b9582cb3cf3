// A projection keeps one read model current from the event stream.
// The projector applies each batch of events and moves the projection's checkpoint
// in the same transaction, so a crash never applies an event twice or skips one.
import type { Kysely, Transaction } from "kysely"

import type { RecordedEvent } from "#engine/eventstore/port.ts"

import type { DB } from "./db.ts"

export interface Projection {
  /** Unique name; also the checkpoint key and the `projections:rebuild` argument. */
  readonly name: string
  /**
   * The shape of the read model's tables, raised with every change to them or to what
   * `apply` writes. At start a raised version rebuilds the model from the events into fresh
   * tables while the old ones keep answering, then swaps them in (projections/upgrade.ts).
   * `migrate` and `apply` must name tables unqualified: the rebuild runs them in a schema
   * of its own.
   */
  readonly version: number
  /**
   * False when the code's queries cannot read an older version's tables (they select a column
   * it lacks): waits for a position then hold until this model's upgrade is swapped in, so the
   * server finishes it before it serves. By default the old tables answer meanwhile.
   */
  readonly oldTablesAnswer?: false
  /** Create the read model's tables (and indexes) if they do not exist (idempotent). */
  migrate(db: Kysely<DB>): Promise<void>
  /** Empty the read model (for a rebuild from zero). Runs inside the rebuild transaction. */
  reset(trx: Transaction<DB>): Promise<void>
  /** Apply one event. Ignore event types this read model does not care about. */
  apply(trx: Transaction<DB>, event: RecordedEvent): Promise<void>
  /**
   * Apply several events, in order, with the same outcome as `apply` on each in turn, in
   * fewer statements (one multi-row write instead of one per event). Optional: a model whose
   * writes fold together gives it, and catching up from far behind then costs a few round
   * trips per batch instead of one per event. If it throws, the projector applies the batch
   * again event by event, so a failure still names its event.
   */
  applyBatch?(trx: Transaction<DB>, events: readonly RecordedEvent[]): Promise<void>
  /**
   * The event types `apply` reads (`typesOf` its decoders). A batch with none of them only
   * moves the checkpoint, in one statement instead of a transaction: a live game's thousand
   * moves cost the other read models almost nothing. Events of other types are not given
   * to `apply` (`applyBatch` gets the whole batch and keeps what it reads).
   */
  readonly eventTypes?: ReadonlySet<string>
}

// A projection keeps one read model current from the event stream.
// The projector applies each batch of events and moves the projection's checkpoint
// in the same transaction, so a crash never applies an event twice or skips one.
import type { Kysely, Transaction } from "kysely"

import type { RecordedEvent } from "#engine/eventstore/port.ts"

import type { DB } from "./db.ts"

export interface Projection {
  /** Unique name; also the checkpoint key and the `projections:rebuild` argument. */
  readonly name: string
  /** Create the read model's tables if they do not exist (idempotent). */
  migrate(db: Kysely<DB>): Promise<void>
  /** Empty the read model (for a rebuild from zero). Runs inside the rebuild transaction. */
  reset(trx: Transaction<DB>): Promise<void>
  /** Apply one event. Ignore event types this read model does not care about. */
  apply(trx: Transaction<DB>, event: RecordedEvent): Promise<void>
  /**
   * The event types `apply` reads (`typesOf` its decoders). A batch with none of them only
   * moves the checkpoint, in one statement instead of a transaction: a live game's thousand
   * moves cost the other read models almost nothing.
   */
  readonly eventTypes?: ReadonlySet<string>
}

// Appends without a global lock, in one round trip.
//
// Positions: an append's events are numbered from its transaction's id, `txid << 20` plus
// the event's place in the append (so one append holds up to 2^20 events and a transaction
// id up to 2^43 fits a bigint). Transactions take their ids in one order but commit in
// another, so a reader must not see a position while a lower one may still commit: it reads
// only positions below `xmin << 20`, where xmin is the oldest transaction id still running
// (pg_snapshot_xmin of the current snapshot). Every transaction that can still commit has an
// id at or above xmin, so every position it will write is above what was read: a subscriber
// reading `position > cursor` below that bound never skips an event that commits later.
// This is the `xid8` rule of Marten and Emmett, folded into the position itself, so the
// store's port, cursors and checkpoints stay one bigint. Positions are unique and ascending,
// not dense.
//
// Concurrency: writers to different streams run side by side (and share the server's
// commits); writers to one stream queue on its row in `streams`, which one upsert takes and
// moves on (a second writer of the same new stream waits for the first to end). A wrong
// expected revision raises SQLSTATE HE409 with the actual revision as its detail, and the
// statement writes nothing.
import { sql } from "kysely"

import { EVENTS_TABLE, STREAMS_TABLE } from "./postgres-schema.ts"

export const APPEND_FUNCTION = "homestead_append"
/** Raised by the append function when the stream is not at the expected revision. */
export const WRONG_REVISION_SQLSTATE = "HE409"
export const POSITION_SHIFT = 20n

/** The append as one statement, prepared once per connection: stream, expected revision, events as JSON. */
export const APPEND_STATEMENT = `SELECT next_revision, last_position FROM ${APPEND_FUNCTION}($1, $2, $3::jsonb)`

/** What the append function returns (bigints as the driver gives them). */
export interface AppendRow {
  readonly next_revision: bigint | string
  readonly last_position: bigint | string
}

/** The highest position a reader may see now (everything below it is final). */
export const visibleBelow = sql<bigint>`(pg_snapshot_xmin(pg_current_snapshot())::text::bigint << ${sql.lit(Number(POSITION_SHIFT))})`

/**
 * `expected` is 'any', 'no_stream', 'stream_exists' or a revision as text; `events` a JSON
 * array of {id, type, data, metadata}. Returns the stream's revision after the append (-1:
 * none) and the last position written (for an empty append, the head a reader sees now).
 */
export const appendFunctionSql = () => sql`
CREATE OR REPLACE FUNCTION ${sql.raw(APPEND_FUNCTION)}(p_stream text, p_expected text, p_events jsonb)
RETURNS TABLE (next_revision bigint, last_position bigint)
LANGUAGE plpgsql AS $fn$
DECLARE
  n int := jsonb_array_length(p_events);
  cur bigint;
  base bigint;
BEGIN
  IF n > 0 THEN
    -- One statement takes the stream's row and moves its revision on; a wrong expected
    -- revision raises below, which undoes it with the rest of the statement.
    INSERT INTO ${sql.table(STREAMS_TABLE)} AS s (stream_id, revision) VALUES (p_stream, n - 1)
      ON CONFLICT (stream_id) DO UPDATE SET revision = s.revision + n
      RETURNING s.revision - n INTO cur;
  ELSE
    SELECT s.revision INTO cur FROM ${sql.table(STREAMS_TABLE)} s WHERE s.stream_id = p_stream;
    cur := coalesce(cur, -1);
  END IF;
  IF (p_expected = 'no_stream' AND cur <> -1)
     OR (p_expected = 'stream_exists' AND cur = -1)
     OR (p_expected NOT IN ('any', 'no_stream', 'stream_exists') AND cur <> p_expected::bigint) THEN
    RAISE EXCEPTION 'wrong expected revision' USING ERRCODE = '${sql.raw(WRONG_REVISION_SQLSTATE)}', DETAIL = cur::text;
  END IF;
  IF n = 0 THEN
    RETURN QUERY SELECT cur, coalesce(
      (SELECT max(e.position) FROM ${sql.table(EVENTS_TABLE)} e
        WHERE e.position < (pg_snapshot_xmin(pg_current_snapshot())::text::bigint << ${sql.lit(Number(POSITION_SHIFT))})),
      -1::bigint);
    RETURN;
  END IF;
  base := pg_current_xact_id()::text::bigint << ${sql.lit(Number(POSITION_SHIFT))};
  INSERT INTO ${sql.table(EVENTS_TABLE)} (position, stream_id, revision, id, type, data, metadata)
    SELECT base + e.ord - 1, p_stream, cur + e.ord, (e.value->>'id')::uuid, e.value->>'type', e.value->'data', coalesce(e.value->'metadata', '{}'::jsonb)
    FROM jsonb_array_elements(p_events) WITH ORDINALITY AS e(value, ord);
  RETURN QUERY SELECT cur + n, base + n - 1;
END
$fn$`

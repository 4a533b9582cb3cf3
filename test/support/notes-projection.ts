// A small read model for the upgrade tests: notes of the streams `<name>/…`, whose version 2
// also keeps each body's length (a changed shape), with an index made in raw SQL.
import { sql } from "kysely"

import type { RecordedEvent } from "#engine/eventstore/port.ts"
import type { Projection } from "#projections/projection.ts"

export type NoteTables = Record<string, { id: string; body: string; length?: number }>

export interface NotesOptions {
  readonly failOn?: (event: RecordedEvent) => boolean
  readonly seen?: RecordedEvent[]
  /** A slow apply. */
  readonly delayMs?: number
  /** The version's queries cannot read the old tables. */
  readonly oldTablesAnswer?: false
}

/** Notes of the streams `<name>/…`; version 2 also keeps each body's length. */
export const notes = (name: string, version: number, options: NotesOptions = {}): Projection => {
  const table = `notes_${name}`
  return {
    name,
    version,
    ...(options.oldTablesAnswer === false ? { oldTablesAnswer: false } : {}),
    async migrate(db) {
      let create = db.schema
        .createTable(table)
        .ifNotExists()
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("body", "text", (c) => c.notNull())
      if (version >= 2) create = create.addColumn("length", "integer", (c) => c.notNull())
      await create.execute()
      await sql`CREATE INDEX IF NOT EXISTS ${sql.id(`${table}_body`)} ON ${sql.table(table)} (body)`.execute(db)
    },
    async reset(trx) {
      await trx.withTables<NoteTables>().deleteFrom(table).execute()
    },
    async apply(trx, event) {
      if (!event.streamId.startsWith(`${name}/`)) return
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs))
      if (options.failOn?.(event)) throw new Error(`cannot apply ${event.position}`)
      options.seen?.push(event)
      const body = String((event.data as { body: string }).body)
      await trx
        .withTables<NoteTables>()
        .insertInto(table)
        .values({ id: event.id, body, ...(version >= 2 ? { length: body.length } : {}) })
        .execute()
    },
  }
}

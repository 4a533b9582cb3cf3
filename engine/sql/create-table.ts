// Small operational tables (secrets, keys, counters) live beside the events and are created by
// the first process that needs them, on any node sharing the database.
import type { QueryExecutorProvider, RawBuilder } from "kysely"

/**
 * Runs a `create table if not exists` statement. Two nodes creating the same table at once can
 * collide in PostgreSQL's catalog even so; the loser tries again (three tries in all).
 */
export const createTable = async (db: QueryExecutorProvider, statement: RawBuilder<unknown>): Promise<void> => {
  for (let attempt = 0; ; attempt++) {
    try {
      await statement.execute(db)
      return
    } catch (error) {
      if (attempt >= 2) throw error
    }
  }
}

/** `createTable` on first use, remembered; a failed creation is tried again by the next call. */
export const tableOnFirstUse = (db: QueryExecutorProvider, statement: RawBuilder<unknown>): (() => Promise<void>) => {
  let ready: Promise<void> | undefined
  return () => {
    if (!ready) {
      const done = createTable(db, statement)
      done.catch(() => {
        if (ready === done) ready = undefined
      })
      ready = done
    }
    return ready
  }
}

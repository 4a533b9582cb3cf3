// A Kysely dialect for the embedded database (PGlite on its own thread, pglite-thread.ts).
// PGlite runs one session, which its thread hands to one user at a time (session-queue.js):
// each Kysely connection is a user, and its transaction holds the session from BEGIN to its
// end, so two concurrent transactions never interleave their statements. Statements outside
// a transaction are each whole on their own, as on a pool of server connections. A dialect
// made `urgent` (the event store's appends) sends its statements on the urgent lane.
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from "kysely"

import type { PGliteThread } from "./pglite-thread.ts"

class PGliteConnection implements DatabaseConnection {
  /** Whether this user's transaction is open (it holds the session). */
  open = false
  constructor(
    readonly thread: PGliteThread,
    readonly user: number,
    readonly urgent: boolean,
  ) {}

  async executeQuery<R>(query: CompiledQuery, marks: { begins?: true; ends?: true } = {}): Promise<QueryResult<R>> {
    const result = await this.thread.run<R>({ user: this.user, urgent: this.urgent, sql: query.sql, params: query.parameters, ...marks })
    return {
      rows: result.rows,
      ...(result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    }
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("PGlite does not stream query results")
  }
}

class PGliteDriver implements Driver {
  constructor(
    readonly thread: PGliteThread,
    readonly urgent: boolean,
  ) {}
  async init(): Promise<void> {
    await this.thread.waitReady
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    // Nothing to wait for here: the database's thread queues the statements.
    return new PGliteConnection(this.thread, this.thread.user(), this.urgent)
  }
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const c = connection as PGliteConnection
    if (c.open) this.thread.release(c.user)
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as PGliteConnection
    await c.executeQuery(CompiledQuery.raw("BEGIN"), { begins: true })
    c.open = true
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#end(connection as PGliteConnection, "COMMIT")
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#end(connection as PGliteConnection, "ROLLBACK")
  }
  async #end(c: PGliteConnection, how: "COMMIT" | "ROLLBACK"): Promise<void> {
    // Ended whether or not the statement succeeds: a failed COMMIT rolls back.
    c.open = false
    await c.executeQuery(CompiledQuery.raw(how), { ends: true })
  }
  async destroy(): Promise<void> {
    // The urgent lane's handle shares the thread and leaves closing it to the ordinary one.
    if (!this.urgent) await this.thread.close()
  }
}

/** A dialect over the embedded database's thread; `urgent` puts its statements first (session-queue.js). */
export class PGliteDialect implements Dialect {
  constructor(
    readonly thread: PGliteThread,
    readonly urgent = false,
  ) {}
  createAdapter() {
    return new PostgresAdapter()
  }
  createDriver(): Driver {
    return new PGliteDriver(this.thread, this.urgent)
  }
  createIntrospector(db: Parameters<Dialect["createIntrospector"]>[0]) {
    return new PostgresIntrospector(db)
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler()
  }
}

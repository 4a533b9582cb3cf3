// A Kysely dialect for PGlite that hands out its single connection to one user at a time.
// PGlite runs one session: without this lock two concurrent Kysely transactions would
// interleave their statements inside one BEGIN…COMMIT.
import type { PGlite } from "@electric-sql/pglite"
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

import { loopTurnGuard } from "../yield.ts"

class Mutex {
  #tail: Promise<void> = Promise.resolve()
  lock(): Promise<() => void> {
    let release!: () => void
    const next = new Promise<void>((r) => (release = r))
    const ready = this.#tail.then(() => release)
    this.#tail = this.#tail.then(() => next)
    return ready
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(readonly client: PGlite) {}
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.client.query<R>(query.sql, [...query.parameters])
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
  readonly #mutex = new Mutex()
  readonly #releases = new WeakMap<DatabaseConnection, () => void>()
  // PGlite answers with settled promises, so a queue of users (subscriptions, the projector,
  // requests) can hand the session on for seconds without timers or sockets getting a turn.
  readonly #turns = loopTurnGuard()
  constructor(readonly client: PGlite) {}
  async init(): Promise<void> {
    await this.client.waitReady
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#mutex.lock()
    await this.#turns()
    const connection = new PGliteConnection(this.client)
    this.#releases.set(connection, release)
    return connection
  }
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.#releases.get(connection)?.()
    this.#releases.delete(connection)
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("BEGIN"))
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("COMMIT"))
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("ROLLBACK"))
  }
  async destroy(): Promise<void> {
    if (!this.client.closed) await this.client.close()
  }
}

export class PGliteDialect implements Dialect {
  constructor(readonly client: PGlite) {}
  createAdapter() {
    return new PostgresAdapter()
  }
  createDriver(): Driver {
    return new PGliteDriver(this.client)
  }
  createIntrospector(db: Parameters<Dialect["createIntrospector"]>[0]) {
    return new PostgresIntrospector(db)
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler()
  }
}

// A Kysely dialect for PGlite that hands out its single connection to one user at a time.
// PGlite runs one session: without this lock two concurrent Kysely transactions would
// interleave their statements inside one BEGIN…COMMIT. The event store's appends may ask on
// an urgent lane: a live game's answer waits for its append, a read model's catch-up does not.
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

/**
 * The one session, handed to one user at a time, in order of asking; a user on the urgent lane
 * (the event store's appends) goes before those waiting on the ordinary one, but never more than
 * URGENT_RUN times in a row while they wait, so read models fall behind a burst, not out of it.
 */
export class PGliteSession {
  #busy = false
  readonly #urgent: (() => void)[] = []
  readonly #ordinary: (() => void)[] = []
  #urgentRun = 0
  // PGlite answers with settled promises, so a queue of users (subscriptions, the projector,
  // requests) can hand the session on for seconds without timers or sockets getting a turn.
  readonly turns = loopTurnGuard()

  constructor(readonly client: PGlite) {}

  /** Waits for the session; resolves with its release. */
  take(urgent: boolean): Promise<() => void> {
    return new Promise<() => void>((granted) => {
      const grant = () => {
        let released = false
        granted(() => {
          if (released) return
          released = true
          this.#next()
        })
      }
      if (!this.#busy) {
        this.#busy = true
        grant()
      } else (urgent ? this.#urgent : this.#ordinary).push(grant)
    })
  }

  #next(): void {
    const urgentFirst = this.#urgent.length > 0 && (this.#ordinary.length === 0 || this.#urgentRun < URGENT_RUN)
    const grant = urgentFirst ? this.#urgent.shift() : this.#ordinary.shift()
    this.#urgentRun = urgentFirst ? this.#urgentRun + 1 : 0
    if (grant) grant()
    else this.#busy = false
  }
}

/** Urgent users served in a row at most while ordinary ones wait. */
const URGENT_RUN = 4

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
  readonly #releases = new WeakMap<DatabaseConnection, () => void>()
  constructor(
    readonly session: PGliteSession,
    readonly urgent: boolean,
  ) {}
  async init(): Promise<void> {
    await this.session.client.waitReady
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.session.take(this.urgent)
    await this.session.turns()
    const connection = new PGliteConnection(this.session.client)
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
    // The urgent lane's handle shares the session and leaves closing it to the ordinary one.
    if (!this.urgent && !this.session.client.closed) await this.session.client.close()
  }
}

/** A dialect over one session; `urgent` makes its users go first (see PGliteSession). */
export class PGliteDialect implements Dialect {
  constructor(
    readonly session: PGliteSession,
    readonly urgent = false,
  ) {}
  createAdapter() {
    return new PostgresAdapter()
  }
  createDriver(): Driver {
    return new PGliteDriver(this.session, this.urgent)
  }
  createIntrospector(db: Parameters<Dialect["createIntrospector"]>[0]) {
    return new PostgresIntrospector(db)
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler()
  }
}

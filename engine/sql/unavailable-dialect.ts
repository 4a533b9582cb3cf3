// A Kysely dialect that reports a database server out of reach as one error: it wraps another
// dialect's driver so that every connection failure (refused, dropped, the server shutting
// down or starting up) thrown by a query, a transaction or a checkout is a StoreUnavailable.
// Other errors (a constraint, a syntax error) pass through unchanged. It also tells its
// owner when the server stops answering and when it answers again, once each way.
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from "kysely"

import { isStoreUnavailable, orStoreUnavailable } from "../store-unavailable.ts"

/** Told once when the server stops answering (`false`, with the error) and once when it answers again (`true`). */
export type AvailabilityListener = (available: boolean, error?: unknown) => void

class Availability {
  #up = true
  /** How many times the server has been seen answering again after an outage. */
  #recoveries = 0
  constructor(private readonly listener: AvailabilityListener | undefined) {}

  /** Runs `work`, noting whether the server answered. */
  async watch<T>(what: string, work: () => Promise<T>): Promise<T> {
    const startedIn = this.#recoveries
    try {
      const result = await orStoreUnavailable(what, work)
      if (!this.#up) {
        this.#up = true
        this.#recoveries++
        this.listener?.(true)
      }
      return result
    } catch (error) {
      // A failure of work begun before the server was last seen answering again (a connection attempt
      // made during the outage that ends late) says nothing new: the server is up since.
      if (this.#up && startedIn === this.#recoveries && isStoreUnavailable(error)) {
        this.#up = false
        this.listener?.(false, error)
      }
      throw error
    }
  }
}

class ReportingConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly what: string,
    private readonly availability: Availability,
  ) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.availability.watch(this.what, () => this.inner.executeQuery<R>(query))
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize)
  }
}

const innerOf = (connection: DatabaseConnection): DatabaseConnection => (connection instanceof ReportingConnection ? connection.inner : connection)

class ReportingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly what: string,
    private readonly availability: Availability,
  ) {}

  init(): Promise<void> {
    return orStoreUnavailable(this.what, () => this.inner.init())
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new ReportingConnection(await this.availability.watch(this.what, () => this.inner.acquireConnection()), this.what, this.availability)
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.availability.watch(this.what, () => this.inner.beginTransaction(innerOf(connection), settings))
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.availability.watch(this.what, () => this.inner.commitTransaction(innerOf(connection)))
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.availability.watch(this.what, () => this.inner.rollbackTransaction(innerOf(connection)))
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(innerOf(connection))
  }

  destroy(): Promise<void> {
    return this.inner.destroy()
  }
}

/**
 * One server's availability, watched by its Kysely dialect and by any query run beside it on
 * the raw pool (the event store's prepared append), so an outage is told once whichever meets it.
 */
export const serverAvailability = (what: string, listener?: AvailabilityListener) => {
  const availability = new Availability(listener)
  return {
    /** `dialect`, with connection failures reported as StoreUnavailable naming `what`. */
    dialect: (dialect: Dialect): Dialect => ({
      createDriver: () => new ReportingDriver(dialect.createDriver(), what, availability),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createAdapter: () => dialect.createAdapter(),
      createIntrospector: (db) => dialect.createIntrospector(db),
    }),
    /** Runs `work` on the server, its connection failures reported as the dialect's are. */
    watch: <T>(work: () => Promise<T>): Promise<T> => availability.watch(what, work),
  }
}

/** `dialect`, with connection failures reported as StoreUnavailable naming `what`, and to `listener`. */
export const reportingUnavailable = (dialect: Dialect, what: string, listener?: AvailabilityListener): Dialect =>
  serverAvailability(what, listener).dialect(dialect)

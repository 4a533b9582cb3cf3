// One name for "the database is not answering": the PostgreSQL server (events or read
// models) or the KurrentDB server is down, restarting, failing over, or out of reach. Such a
// failure says nothing about the request, and the same request will work once the server is
// back, so the edges answer it as 503 STORE_UNAVAILABLE with Retry-After (HTTP) or a refusal
// the client shows (sockets), and background work (subscriptions, projections, the round
// clock) waits and tries again instead of giving up.
//
// The adapters turn their drivers' connection failures into `StoreUnavailable` where they
// happen (engine/sql/database.ts for every SQL query on a server, the KurrentDB adapter for
// its client), so the edges recognise one error and never mistake another service's network
// failure (the AI provider's, say) for the database's.
import { STORE_UNAVAILABLE } from "#schemas/error-codes.ts"

/** The code the HTTP API and socket acks answer with. */
export { STORE_UNAVAILABLE }

/** Seconds a client is asked to wait before trying again (HTTP Retry-After). */
export const STORE_RETRY_AFTER_SECONDS = 5

export class StoreUnavailable extends Error {
  readonly _tag = "StoreUnavailable"
  constructor(
    /** What could not be reached, e.g. "the PostgreSQL database". */
    readonly what: string,
    options?: { readonly cause?: unknown },
  ) {
    const cause = options?.cause
    super(`${what} is not answering${cause instanceof Error ? `: ${cause.message}` : ""}`, options)
  }
}

// Node's socket errors for a server that is down or out of reach.
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
])

// SQLSTATEs of a server going away: class 08 (connection exception), and admin_shutdown,
// crash_shutdown, cannot_connect_now (starting up or shutting down).
const SQLSTATES = new Set(["57P01", "57P02", "57P03"])

// node-postgres reports a lost or refused connection with these words rather than a code.
const PG_CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Client has encountered a connection error/,
]

// @kurrent/kurrentdb-client's error types for a server that cannot be reached or is not the
// leader, and the gRPC status codes it sometimes passes on as they are (UNAVAILABLE, DEADLINE_EXCEEDED).
const KURRENT_TYPES = new Set(["unavailable", "deadline-exceeded", "timeout", "not-leader"])
const GRPC_CODES = new Set([14, 4])

/** Whether `error`, or an error it wraps, passes `test`. */
const anywhereIn = (error: unknown, test: (e: object) => boolean): boolean => {
  const seen = new Set<unknown>()
  const visit = (e: unknown): boolean => {
    if (typeof e !== "object" || e === null || seen.has(e)) return false
    seen.add(e)
    if (test(e)) return true
    const { cause, errors } = e as { cause?: unknown; errors?: unknown }
    return visit(cause) || (Array.isArray(errors) && errors.some(visit))
  }
  return visit(error)
}

const isDriverConnectionFailure = (error: object): boolean => {
  const { code, type, message } = error as { code?: unknown; type?: unknown; message?: unknown }
  if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith("08"))) return true
  if (typeof type === "string" && KURRENT_TYPES.has(type) && error instanceof Error) return true
  if (typeof code === "number" && GRPC_CODES.has(code) && "metadata" in error && "details" in error) return true
  return typeof message === "string" && PG_CONNECTION_MESSAGES.some((pattern) => pattern.test(message))
}

/**
 * For adapters: whether an error their database driver threw means the server could not be
 * reached (a refused or dropped connection, a server shutting down or starting up).
 */
export const isConnectionFailure = (error: unknown): boolean => anywhereIn(error, (e) => e instanceof StoreUnavailable || isDriverConnectionFailure(e))

/** Whether an error (or one it wraps) is a StoreUnavailable. */
export const isStoreUnavailable = (error: unknown): boolean =>
  anywhereIn(error, (e) => e instanceof StoreUnavailable || (e as { _tag?: unknown })._tag === "StoreUnavailable")

/** For adapters: `error` as a StoreUnavailable naming `what` when it is a connection failure; otherwise unchanged. */
export const asStoreUnavailable = (what: string, error: unknown): unknown =>
  error instanceof StoreUnavailable || !isConnectionFailure(error) ? error : new StoreUnavailable(what, { cause: error })

/** Runs `work`, turning a connection failure into StoreUnavailable naming `what`. */
export const orStoreUnavailable = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
  try {
    return await work()
  } catch (error) {
    throw asStoreUnavailable(what, error)
  }
}

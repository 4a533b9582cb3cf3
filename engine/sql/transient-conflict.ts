// A PostgreSQL server ends one of two transactions that collided (a deadlock between two
// nodes, or a serialisable transaction that lost): nothing of it was committed, and the same
// work done again succeeds. Such an error says nothing about the data, so background work
// tries again instead of stopping. PGlite, one connection, never reports these.

// serialization_failure, deadlock_detected
const SQLSTATES = new Set(["40001", "40P01"])

export const isTransientConflict = (error: unknown): boolean =>
  typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" && SQLSTATES.has(error.code)

// The availability a database reports: once when the server stops answering and once when it answers again,
// however the calls made around an outage end.
import type { DatabaseConnection, Dialect, Driver } from "kysely"
import { describe, expect, it } from "vitest"

import { reportingUnavailable } from "./unavailable-dialect.ts"

/** A driver whose connection attempts end when the test says, each refused or answered. */
const controlledDialect = () => {
  const pending: { resolve: (c: DatabaseConnection) => void; reject: (e: unknown) => void }[] = []
  const connection = { executeQuery: async () => ({ rows: [] }), streamQuery: () => (async function* () {})() } as unknown as DatabaseConnection
  const driver = {
    init: async () => undefined,
    acquireConnection: () => new Promise<DatabaseConnection>((resolve, reject) => pending.push({ resolve, reject })),
    beginTransaction: async () => undefined,
    commitTransaction: async () => undefined,
    rollbackTransaction: async () => undefined,
    releaseConnection: async () => undefined,
    destroy: async () => undefined,
  } as Driver
  const dialect = { createDriver: () => driver } as unknown as Dialect
  const refused = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })
  return { dialect, pending, connection, refused }
}

describe("the database's availability", () => {
  it("tells once that the server went and once that it came back, though an attempt begun while it was down fails late", async () => {
    const told: boolean[] = []
    const { dialect, pending, connection, refused } = controlledDialect()
    const driver = reportingUnavailable(dialect, "the test database", (up) => told.push(up)).createDriver()
    const during = driver.acquireConnection().catch(() => "refused")
    const first = driver.acquireConnection().catch(() => "refused")
    pending[1]!.reject(refused())
    expect(await first).toBe("refused")
    const after = driver.acquireConnection()
    pending[2]!.resolve(connection)
    await after
    // The attempt made during the outage ends only now, refused: the server answers since, so nothing is told.
    pending[0]!.reject(refused())
    expect(await during).toBe("refused")
    expect(told).toEqual([false, true])

    // A new outage is told again.
    const later = driver.acquireConnection().catch(() => "refused")
    pending[3]!.reject(refused())
    expect(await later).toBe("refused")
    expect(told).toEqual([false, true, false])
  })
})

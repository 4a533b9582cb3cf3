// Which failures mean "the database is not answering": what the drivers throw when a server is
// down, restarting, failing over or out of reach, and nothing else.
import { describe, expect, it } from "vitest"

import { asStoreUnavailable, isConnectionFailure, isStoreUnavailable, StoreUnavailable } from "./store-unavailable.ts"

const withCode = (message: string, code: string | number, extra: object = {}) => Object.assign(new Error(message), { code, ...extra })

describe("database connection failures", () => {
  it.each([
    ["a refused connection", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["a reset connection", withCode("read ECONNRESET", "ECONNRESET")],
    ["every address refused (happy eyeballs)", new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")], "")],
    ["a server shutting down (admin_shutdown)", withCode("terminating connection due to administrator command", "57P01")],
    ["a server starting up (cannot_connect_now)", withCode("the database system is starting up", "57P03")],
    ["a connection exception (class 08)", withCode("connection failure", "08006")],
    ["a connection lost mid-query", new Error("Connection terminated unexpectedly")],
    ["a connect that timed out", new Error("Connection terminated due to connection timeout")],
    ["a client broken earlier", new Error("Client has encountered a connection error and is not queryable")],
    ["KurrentDB out of reach", Object.assign(new Error("unavailable"), { type: "unavailable" })],
    ["KurrentDB electing a leader", Object.assign(new Error("not leader"), { type: "not-leader" })],
    ["a gRPC UNAVAILABLE status", withCode("14 UNAVAILABLE: No connection established", 14, { details: "No connection established", metadata: {} })],
    ["a wrapped one", new Error("query failed", { cause: withCode("connect ECONNREFUSED", "ECONNREFUSED") })],
  ])("recognises %s", (_, error) => {
    expect(isConnectionFailure(error)).toBe(true)
    const converted = asStoreUnavailable("the PostgreSQL database", error)
    expect(converted).toBeInstanceOf(StoreUnavailable)
    expect((converted as StoreUnavailable).cause).toBe(error)
    expect(isStoreUnavailable(converted)).toBe(true)
  })

  it.each([
    ["a unique violation", withCode('duplicate key value violates unique constraint "x"', "23505")],
    ["a syntax error", withCode('syntax error at or near "selec"', "42601")],
    ["a serialization failure", withCode("could not serialize access", "40001")],
    ["a plain error", new Error("boom")],
    ["KurrentDB's wrong expected version", Object.assign(new Error("wrong"), { type: "wrong-expected-version" })],
    ["a gRPC status without gRPC's fields", withCode("fourteen", 14)],
    ["not an error at all", "ECONNREFUSED"],
  ])("leaves %s alone", (_, error) => {
    expect(isConnectionFailure(error)).toBe(false)
    expect(asStoreUnavailable("the PostgreSQL database", error)).toBe(error)
  })

  it("tells the edges only about StoreUnavailable, so another service's network failure is not the database's", () => {
    const aiDown = new Error("fetch failed", { cause: withCode("connect ECONNREFUSED", "ECONNREFUSED") })
    expect(isStoreUnavailable(aiDown)).toBe(false)
    expect(isStoreUnavailable(new Error("outer", { cause: new StoreUnavailable("the PostgreSQL database") }))).toBe(true)
  })
})

import { describe, expect, it } from "vitest"

import { freePort } from "#test/api/live-nodes.ts"
import { eventStoreContract } from "#test/support/eventstore/contract.ts"

import { StoreUnavailable } from "../store-unavailable.ts"
import { kurrentEventStore } from "./kurrentdb.ts"

const url = process.env.KURRENTDB_URL

if (!url) console.log("KurrentDB contract skipped: KURRENTDB_URL is not set")

describe.runIf(url)("KurrentDB event store", () => {
  eventStoreContract("kurrentdb", async () => ({
    store: await kurrentEventStore(url!),
    // close() disposes the client; the server keeps the (uniquely named) test streams.
    dispose: async () => {},
  }))
})

// The real client against a port nothing listens on: what the app sees while its KurrentDB
// server is down or restarting.
describe("KurrentDB event store with its server out of reach", () => {
  it("answers StoreUnavailable to every call and keeps a subscription waiting instead of failing it", async () => {
    const store = await kurrentEventStore(`kurrentdb://127.0.0.1:${await freePort()}?tls=false`)
    try {
      await expect(store.append("hens-1", [{ type: "Laid", data: {} }], "any")).rejects.toBeInstanceOf(StoreUnavailable)
      await expect(store.readStream("hens-1")).rejects.toBeInstanceOf(StoreUnavailable)
      await expect(store.head()).rejects.toBeInstanceOf(StoreUnavailable)
      const errors: unknown[] = []
      const subscription = store.subscribe({ from: -1n, onEvents: async () => {}, onError: (error) => errors.push(error) })
      // Long enough for several tries to be refused.
      await new Promise((r) => setTimeout(r, 3_000))
      expect(errors).toEqual([])
      await subscription.close()
    } finally {
      await store.close()
    }
  })
})

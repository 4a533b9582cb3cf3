import { describe } from "vitest"
import { eventStoreContract } from "./contract.ts"
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

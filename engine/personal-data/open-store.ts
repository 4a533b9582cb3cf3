// The event store every process opens (server, command-line tools, rebuild script): KurrentDB
// when configured, else the Postgres adapter on the database handle, with personal fields
// sealed (sealing-store.ts). The keys live in the database handle's tables either way.
import type { EventStore } from "../eventstore/port.ts"
import { postgresEventStore } from "../eventstore/postgres.ts"
import type { Database } from "../sql/database.ts"
import { openPersonalKeys } from "./keys.ts"
import { sealingStore } from "./sealing-store.ts"

export const openEventStore = async (
  database: Pick<Database, "kind" | "pool" | "eventStoreDb" | "appendDb" | "commitWakers">,
  kurrentdbUrl?: string | undefined,
): Promise<EventStore> => {
  const keys = await openPersonalKeys(database.eventStoreDb)
  // Loaded only when configured: the KurrentDB client pulls in gRPC.
  const store = kurrentdbUrl ? await (await import("../eventstore/kurrentdb.ts")).kurrentEventStore(kurrentdbUrl) : await postgresEventStore(database)
  return sealingStore(store, keys)
}

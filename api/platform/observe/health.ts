// GET /api/health: 200 when the event store and the read-model database answer and every
// projection is running, 503 (with the same details and a message naming what is down)
// otherwise. Load balancers and compose healthchecks use it. It asks afresh each time, so it
// turns 503 as soon as a database goes away and 200 again once it is back and the read
// models have picked up where they stopped.
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Effect, Schema } from "effect"

import type { EventStore } from "#engine/eventstore/port.ts"
import type { AppDatabase } from "#projections/db.ts"

import type { GroupHandlers } from "../http/handlers.ts"
import type { Check, HealthCheck } from "./health-check.ts"

export interface HealthDeps {
  /** Asks the store, the database and the projections (shared by probes that arrive together). */
  readonly health: HealthCheck
  /** Which event store and database answer, by kind. */
  readonly store: Pick<EventStore, "kind">
  readonly database: Pick<AppDatabase, "kind">
}

const StoreHealth = Schema.Struct({
  kind: Schema.String,
  status: Schema.Literal("up", "down"),
  /** Position of the newest event, as a decimal string (positions are 64-bit). */
  head: Schema.optional(Schema.String),
})

/** The database that holds the read models (and, without KURRENTDB_URL, the events too). */
const DatabaseHealth = Schema.Struct({
  kind: Schema.String,
  status: Schema.Literal("up", "down"),
})

const ProjectionHealth = Schema.Struct({
  name: Schema.String,
  state: Schema.String,
  position: Schema.String,
})

const details = { store: StoreHealth, database: DatabaseHealth, projections: Schema.Array(ProjectionHealth) }

export class Healthy extends Schema.Class<Healthy>("Healthy")({ status: Schema.Literal("ok"), ...details }) {}

export class Unhealthy extends Schema.TaggedError<Unhealthy>()(
  "Unhealthy",
  { status: Schema.Literal("unavailable"), message: Schema.String, ...details },
  HttpApiSchema.annotations({ status: 503 }),
) {}

export const HealthGroup = HttpApiGroup.make("health").add(HttpApiEndpoint.get("health", "/health").addSuccess(Healthy).addError(Unhealthy))

/** What is wrong, in one line: what does not answer, then the read models that are not running. */
export const describeTrouble = (kinds: Pick<HealthDeps, "store" | "database">, { head, databaseUp, projections }: Check): string => {
  const parts: string[] = []
  if (head === undefined) parts.push(`the event store (${kinds.store.kind}) is not answering`)
  if (!databaseUp) parts.push(`the read-model database (${kinds.database.kind}) is not answering`)
  const waiting = projections.filter((p) => p.state === "waiting").map((p) => p.name)
  if (waiting.length > 0) parts.push(`read models waiting for the database: ${waiting.join(", ")}`)
  for (const p of projections) {
    if ((p.state !== "running" && p.state !== "waiting" && p.state !== "upgrading") || (p.state === "upgrading" && p.failure))
      parts.push(`${p.name} is ${p.state}${p.failure ? ` (${p.failure.message})` : ""}`)
  }
  const line = parts.join("; ")
  return line.charAt(0).toUpperCase() + line.slice(1)
}

export const healthHandlers = (deps: HealthDeps) => (handlers: GroupHandlers<typeof HealthGroup>) =>
  handlers.handle("health", () =>
    Effect.gen(function* () {
      const result = yield* Effect.promise(() => deps.health())
      const store = {
        kind: deps.store.kind,
        status: result.head === undefined ? ("down" as const) : ("up" as const),
        ...(result.head === undefined ? {} : { head: `${result.head}` }),
      }
      const database = { kind: deps.database.kind, status: result.databaseUp ? ("up" as const) : ("down" as const) }
      const projections = result.projections.map((p) => ({ name: p.name, state: p.state, position: `${p.position}` }))
      // An upgrading read model answers from its old tables meanwhile; a failed build is trouble.
      const healthy =
        result.head !== undefined && result.databaseUp && result.projections.every((p) => p.state === "running" || (p.state === "upgrading" && !p.failure))
      if (!healthy) return yield* new Unhealthy({ status: "unavailable", message: describeTrouble(deps, result), store, database, projections })
      return new Healthy({ status: "ok", store, database, projections })
    }),
  )

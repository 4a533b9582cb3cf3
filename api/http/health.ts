// GET /api/health: 200 when the event store answers and every projection is running,
// 503 (with the same details) otherwise. Load balancers and compose healthchecks use it.
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Effect, Schema } from "effect"
import type { ProjectorStatus } from "../../projections/projector.ts"
import type { App } from "../app.ts"
import { AppService, type GroupHandlers } from "./app-service.ts"

const StoreHealth = Schema.Struct({
  kind: Schema.String,
  status: Schema.Literal("up", "down"),
  /** Position of the newest event, as a decimal string (positions are 64-bit). */
  head: Schema.optional(Schema.String),
})

const ProjectionHealth = Schema.Struct({
  name: Schema.String,
  state: Schema.String,
  position: Schema.String,
})

const details = { store: StoreHealth, projections: Schema.Array(ProjectionHealth) }

export class Healthy extends Schema.Class<Healthy>("Healthy")({ status: Schema.Literal("ok"), ...details }) {}

export class Unhealthy extends Schema.TaggedError<Unhealthy>()(
  "Unhealthy",
  { status: Schema.Literal("unavailable"), message: Schema.String, ...details },
  HttpApiSchema.annotations({ status: 503 }),
) {}

export const HealthGroup = HttpApiGroup.make("health").add(
  HttpApiEndpoint.get("health", "/health").addSuccess(Healthy).addError(Unhealthy),
)

const STATUS_TIMEOUT = "3 seconds"

// Checks that arrive while one is running share its answer, so a burst of probes costs
// one store query instead of queueing one each behind the others.
const running = new WeakMap<App, Promise<ProjectorStatus>>()
const projectorStatus = (app: App): Promise<ProjectorStatus> => {
  let status = running.get(app)
  if (!status) {
    status = app.projector.status().finally(() => running.delete(app))
    running.set(app, status)
  }
  return status
}

export const healthHandlers = (handlers: GroupHandlers<typeof HealthGroup>) =>
  handlers.handle("health", () =>
    Effect.gen(function* () {
      const app = yield* AppService
      const status = yield* Effect.tryPromise(() => projectorStatus(app)).pipe(Effect.timeout(STATUS_TIMEOUT), Effect.option)
      if (status._tag === "None") {
        const projections = Object.entries(app.projector.positions()).map(([name, position]) => ({ name, state: "unknown", position: `${position}` }))
        return yield* new Unhealthy({
          status: "unavailable",
          message: "The event store does not answer",
          store: { kind: app.store.kind, status: "down" },
          projections,
        })
      }
      const { head, projections } = status.value
      const store = { kind: app.store.kind, status: "up" as const, head: `${head}` }
      const listed = projections.map((p) => ({ name: p.name, state: p.state, position: `${p.position}` }))
      const notRunning = projections.filter((p) => p.state !== "running").map((p) => `${p.name} is ${p.state}${p.failure ? ` (${p.failure.message})` : ""}`)
      if (notRunning.length > 0) {
        return yield* new Unhealthy({ status: "unavailable", message: notRunning.join("; "), store, projections: listed })
      }
      return new Healthy({ status: "ok", store, projections: listed })
    }),
  )

// The health check's round of questions: the store's head, `select 1` on the read-model
// database, and the projections' states, each given 3 s at most. Checks that arrive while
// one is running share its answer, so a burst of probes costs one round of queries instead
// of queueing one each behind the others. One per server (the platform's `health`).
import { sql } from "kysely"

import type { Position } from "#engine/eventstore/port.ts"
import type { EventStore } from "#engine/eventstore/port.ts"
import type { AppDatabase } from "#projections/db.ts"
import type { ProjectionStatus, Projector } from "#projections/projector.ts"

const CHECK_TIMEOUT_MS = 3_000

export interface Check {
  /** The store's head, or undefined when it did not answer in time. */
  readonly head: Position | undefined
  readonly databaseUp: boolean
  readonly projections: readonly ProjectionStatus[]
}

/** Runs a check, or joins the one already running. */
export type HealthCheck = () => Promise<Check>

/** `work`'s answer, or undefined when it fails or takes longer than the check may. */
const answerOf = <T>(work: () => Promise<T>): Promise<T | undefined> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), CHECK_TIMEOUT_MS)
    work().then(
      (value) => (clearTimeout(timer), resolve(value)),
      () => (clearTimeout(timer), resolve(undefined)),
    )
  })

export interface HealthSources {
  readonly store: Pick<EventStore, "head">
  readonly database: AppDatabase
  readonly projector: Pick<Projector, "projections">
}

const check = async (app: HealthSources): Promise<Check> => {
  const [head, database] = await Promise.all([answerOf(() => app.store.head()), answerOf(() => sql`select 1`.execute(app.database.db))])
  return { head, databaseUp: database !== undefined, projections: app.projector.projections() }
}

export const healthCheck = (app: HealthSources): HealthCheck => {
  let running: Promise<Check> | undefined
  return () =>
    (running ??= check(app).finally(() => {
      running = undefined
    }))
}

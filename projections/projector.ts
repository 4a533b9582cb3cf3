// Runs every projection from its own checkpoint, each on its own store subscription.
// One delivered batch = one transaction: the events are applied in order and the
// checkpoint moves in the same commit, so a crash never applies an event twice or skips
// one. Command handlers call `waitFor(position)` to read their own writes.
//
// This is the projector's face; its parts live in projector/: the runners (runner.ts), their
// subscriptions (subscription.ts), the live path with its retries (live.ts, retries.ts), the
// batches and their transactions (apply-batch.ts), upgrades (migrate.ts, upgrades.ts), the
// read-your-writes waits (waits.ts) and the commit listeners (commit-listeners.ts).
import type { Kysely } from "kysely"

import type { ReadYourWrites } from "#engine/command.ts"
import { type EventStore, type Position, START } from "#engine/eventstore/port.ts"

import { CheckpointAdvances } from "./checkpoint-advances.ts"
import { deleteCheckpoint, readCheckpoint, readCheckpoints } from "./checkpoints.ts"
import type { DB } from "./db.ts"
import type { Projection } from "./projection.ts"
import { CommitListeners } from "./projector/commit-listeners.ts"
import type { ProjectorContext } from "./projector/context.ts"
import { fail, runLive } from "./projector/live.ts"
import { migrate } from "./projector/migrate.ts"
import { halt, newRunner, type Runner, serially } from "./projector/runner.ts"
import type { CommitListener, ProjectionStatus, ProjectorOptions, ProjectorStatus } from "./projector/status.ts"
import { startBuild } from "./projector/upgrades.ts"
import { Waits } from "./projector/waits.ts"

export {
  type CommitListener,
  ProjectionFailedError,
  type ProjectionStatus,
  ProjectionTimeoutError,
  type ProjectorLogger,
  type ProjectorOptions,
  type ProjectorStatus,
} from "./projector/status.ts"

/** How often an upgrade's build logs its progress by default. */
const PROGRESS_EVERY_MS = 5_000

export class Projector implements ReadYourWrites {
  readonly #ctx: ProjectorContext
  readonly #runners = new Map<string, Runner>()
  #migrated: Promise<void> | undefined
  #started = false

  constructor(store: EventStore, db: Kysely<DB>, projections: readonly Projection[], options: ProjectorOptions = {}) {
    const logger = options.logger ?? console
    this.#ctx = {
      store,
      db,
      logger,
      batchSize: options.batchSize,
      progressEveryMs: options.progressEveryMs ?? PROGRESS_EVERY_MS,
      advances: new CheckpointAdvances(db),
      waits: new Waits(this.#runners, () => this.#ctx.stopped, store),
      commits: new CommitListeners(logger),
      placement: undefined,
      stopped: false,
    }
    for (const projection of projections) {
      if (this.#runners.has(projection.name)) throw new Error(`Two projections are named ${projection.name}`)
      this.#runners.set(projection.name, newRunner(projection))
    }
  }

  /**
   * Migrate the checkpoint table and every read model, then run each projection from its
   * checkpoint; a read model whose version changed keeps its old tables answering while the
   * new version is built beside them (see upgrade.ts).
   */
  async start(): Promise<void> {
    if (this.#started) throw new Error("Projector already started")
    this.#started = true
    let checkpoints: Map<string, Position>
    try {
      await this.#migrate()
      checkpoints = await readCheckpoints(this.#ctx.db)
    } catch (error) {
      this.#started = false
      throw error
    }
    for (const runner of this.#runners.values()) {
      if (runner.state !== "idle" || this.#ctx.stopped) continue
      runner.position = checkpoints.get(runner.projection.name) ?? START
      if (runner.upgradeFrom === undefined) runLive(this.#ctx, runner, runner.position)
      else {
        runner.state = "upgrading"
        void serially(runner, () => startBuild(this.#ctx, runner))
      }
    }
    this.#ctx.waits.settle()
  }

  /** Close every subscription and wait for the batches in flight; pending waits reject. */
  async stop(): Promise<void> {
    this.#ctx.stopped = true
    await Promise.all(
      [...this.#runners.values()].map((runner) =>
        serially(runner, async () => {
          clearTimeout(runner.retry)
          await halt(runner)
          if (runner.state !== "failed") runner.state = "stopped"
        }),
      ),
    )
    this.#ctx.waits.settle()
  }

  /** Empty one read model and its checkpoint in one transaction, then replay it from START. */
  async rebuild(name: string): Promise<void> {
    const runner = this.#runner(name)
    await this.#migrate()
    this.#refuseDuringUpgrade(runner)
    await serially(runner, async () => {
      await halt(runner)
      // From here on, waits for any position hold until the replay reaches it.
      const previous = runner.position
      runner.state = "rebuilding"
      runner.position = START
      try {
        await this.#ctx.db.transaction().execute(async (trx) => {
          await runner.projection.reset(trx)
          await deleteCheckpoint(trx, name)
        })
      } catch (error) {
        runner.position = previous
        fail(this.#ctx, runner, runner.token, error, undefined)
        throw error
      }
      runner.failure = undefined
      runner.applied = 0
      this.#ctx.logger.info(`Projection ${name} reset; replaying from the start`)
      if (this.#ctx.stopped) runner.state = "stopped"
      else runLive(this.#ctx, runner, START)
    })
  }

  /** Restart a failed or stopped projection from its stored checkpoint (after a fix or a transient error). */
  async resume(name: string): Promise<void> {
    const runner = this.#runner(name)
    if (this.#ctx.stopped) throw new Error("Projector stopped")
    await this.#migrate()
    this.#refuseDuringUpgrade(runner)
    await serially(runner, async () => {
      if (runner.state === "running" || runner.state === "rebuilding") return
      await halt(runner)
      runner.position = await readCheckpoint(this.#ctx.db, name)
      runner.failure = undefined
      runner.applied = 0
      runLive(this.#ctx, runner, runner.position)
    })
  }

  /** Calls `listener` after every committed batch; returns the unsubscribe. */
  onCommit(listener: CommitListener): () => void {
    return this.#ctx.commits.add(listener)
  }

  /**
   * Resolves once every projection has applied `position`; rejects if one has failed or on
   * time-out, with StoreUnavailable when the time ran out because a database is not answering.
   */
  waitFor(position: Position, timeoutMs = 10_000): Promise<void> {
    return this.#ctx.waits.waitFor(position, timeoutMs)
  }

  /** Each projection's checkpoint. */
  positions(): Record<string, Position> {
    return Object.fromEntries([...this.#runners].map(([name, runner]) => [name, runner.position]))
  }

  /** Each projection's state and checkpoint, as this process knows them (no query). */
  projections(): ProjectionStatus[] {
    return [...this.#runners.values()].map((r): ProjectionStatus => ({
      name: r.projection.name,
      state: r.state,
      position: r.position,
      applied: r.applied,
      ...(r.failure ? { failure: r.failure } : {}),
    }))
  }

  async status(): Promise<ProjectorStatus> {
    const head = await this.#ctx.store.head()
    const projections = this.projections()
    const caughtUp = projections.every((p) => p.state === "running" && p.position >= head)
    return { head, caughtUp, projections }
  }

  /** For health checks: every projection running and at the store's head. */
  async caughtUp(): Promise<boolean> {
    return (await this.status()).caughtUp
  }

  #runner(name: string): Runner {
    const runner = this.#runners.get(name)
    if (!runner) throw new Error(`Unknown projection ${name}; known: ${[...this.#runners.keys()].join(", ")}`)
    return runner
  }

  /** Its tables hold an older version, which its code can no longer write or reset. */
  #refuseDuringUpgrade(runner: Runner): void {
    if (runner.upgradeFrom === undefined) return
    const { name, version } = runner.projection
    throw new Error(`Read model ${name} holds version ${runner.upgradeFrom}; starting the server upgrades it to version ${version}`)
  }

  #migrate(): Promise<void> {
    this.#migrated ??= migrate(this.#ctx.db, this.#runners.values()).then(
      (placement) => {
        this.#ctx.placement = placement
      },
      (error: unknown) => {
        this.#migrated = undefined
        throw error
      },
    )
    return this.#migrated
  }
}

// Runs every projection from its own checkpoint, each on its own store subscription.
// One delivered batch = one transaction: the events are applied in order and the
// checkpoint moves in the same commit, so a crash never applies an event twice or skips
// one. Command handlers call `waitFor(position)` to read their own writes.
import type { Kysely } from "kysely"

import type { ReadYourWrites } from "#engine/command.ts"
import { type EventStore, type Position, type RecordedEvent, START, type Subscription } from "#engine/eventstore/port.ts"
import { isTransientConflict } from "#engine/sql/transient-conflict.ts"
import { isStoreUnavailable, StoreUnavailable } from "#engine/store-unavailable.ts"
import { yieldToLoop } from "#engine/yield.ts"

import { CheckpointAdvances } from "./checkpoint-advances.ts"
import {
  deleteCheckpoint,
  lockCheckpoint,
  lockMigrations,
  migrateCheckpoints,
  readCheckpoint,
  readCheckpoints,
  readVersions,
  writeCheckpoint,
  writeVersion,
} from "./checkpoints.ts"
import type { DB } from "./db.ts"
import type { Projection } from "./projection.ts"
import { openBuild, type Placement, placementOf, swapIn, useBuildSchema } from "./upgrade.ts"

/** A failure that passes by itself (the database away, or a collision with another node's transaction): try again, do not stop. */
const passing = (error: unknown): boolean => isStoreUnavailable(error) || isTransientConflict(error)

/** Events applied between turns given to the rest of the process, inside one batch. */
const YIELD_EVERY = 25

/** A projection that could not reach the database tries again after this, doubling up to the most. */
const RETRY_FIRST_MS = 250
const RETRY_MOST_MS = 5_000
/** A projection whose batch collided with another node's tries again after this, and up to twice it (apart from the other). */
const COLLISION_RETRY_MS = 50

export interface ProjectorLogger {
  info(message: string, details?: Record<string, unknown>): void
  error(message: string, details?: Record<string, unknown>): void
}

export interface ProjectorOptions {
  /** Events per delivered batch, hence per transaction. */
  readonly batchSize?: number
  readonly logger?: ProjectorLogger
  /** How often an upgrade's build logs how far it has got. Default 5 s. */
  readonly progressEveryMs?: number
}

/** How often an upgrade's build logs its progress by default. */
const PROGRESS_EVERY_MS = 5_000

/**
 * `waiting`: the database did not answer while a batch was applied; the projection tries
 * again from its checkpoint by itself, backing off, and is `running` once it does. (A batch
 * ended in a collision with another node is tried again after 50-100 ms; the projection stays `running`.)
 * `upgrading`: its version changed; the new version is being built beside the old tables,
 * which keep answering (held at their checkpoint), and is swapped in once caught up. A
 * failure of the build shows as `failure`; the old tables keep answering.
 */
export type ProjectionState = "idle" | "running" | "waiting" | "failed" | "rebuilding" | "upgrading" | "stopped"

export interface ProjectionFailure {
  readonly message: string
  /** The event the projection could not apply; absent when the subscription itself failed. */
  readonly position?: Position
  readonly type?: string
  readonly at: Date
}

export interface ProjectionStatus {
  readonly name: string
  readonly state: ProjectionState
  /** Checkpoint: the last position applied and committed. */
  readonly position: Position
  /** Events applied since this projection was last (re)started. */
  readonly applied: number
  readonly failure?: ProjectionFailure
}

export interface ProjectorStatus {
  readonly head: Position
  /** Every projection running and at the store's head. */
  readonly caughtUp: boolean
  readonly projections: readonly ProjectionStatus[]
}

export class ProjectionFailedError extends Error {
  readonly _tag = "ProjectionFailedError"
  constructor(
    readonly projection: string,
    readonly failure: ProjectionFailure,
  ) {
    const where = failure.position === undefined ? "" : ` at event ${failure.position} (${failure.type})`
    super(`Projection ${projection} stopped${where}: ${failure.message}`)
  }
}

export class ProjectionTimeoutError extends Error {
  readonly _tag = "ProjectionTimeoutError"
  constructor(
    readonly position: Position,
    readonly timeoutMs: number,
    readonly behind: Readonly<Record<string, Position>>,
  ) {
    const list = Object.entries(behind).map(([name, at]) => `${name} at ${at}`)
    super(`Read models did not reach position ${position} within ${timeoutMs} ms (${list.join(", ")})`)
  }
}

interface Runner {
  readonly projection: Projection
  state: ProjectionState
  position: Position
  applied: number
  failure: ProjectionFailure | undefined
  subscription: Subscription | undefined
  /** Identifies the current subscription; callbacks of a retired one are ignored. */
  token: object
  /** Closing subscriptions and the batch in flight, awaited before a rebuild or on stop. */
  readonly settling: Set<Promise<unknown>>
  /** Serialises stop/rebuild/resume of this projection. */
  ops: Promise<unknown>
  /** Tries since the database last answered, and the timer of the next one. */
  retries: number
  retry: NodeJS.Timeout | undefined
  /** The version the live tables hold, while they differ from the projection's (an upgrade pending). */
  upgradeFrom: number | undefined
  /** The upgrade's build under way. */
  build: Build | undefined
  /** The build failed in a way only a restart with fixed code mends. */
  buildHalted: boolean
}

/** A new version of one read model being built in its own schema (upgrade.ts). */
interface Build {
  readonly schema: string
  /** The build's checkpoint. */
  position: Position
  /** The store's head when last looked at: the build swaps in once it is there. */
  head: Position
  applied: number
  loggedAt: number
}

interface Waiter {
  readonly position: Position
  readonly resolve: () => void
  readonly reject: (error: Error) => void
}

/**
 * Told, after each committed batch and before read-your-writes waits resolve, which events
 * one projection's read model now includes (applied here or by another node). Caches of
 * read-model answers drop what changed.
 */
export type CommitListener = (projection: string, events: readonly RecordedEvent[]) => void

type BatchOutcome =
  | { readonly position: Position; readonly applied: number }
  | { readonly rewoundTo: Position }
  /** The build's schema is gone: another node has swapped it in. */
  | { readonly buildGone: true }

export class Projector implements ReadYourWrites {
  readonly #store: EventStore
  readonly #db: Kysely<DB>
  readonly #advances: CheckpointAdvances
  readonly #runners = new Map<string, Runner>()
  readonly #waiters = new Set<Waiter>()
  readonly #commitListeners = new Set<CommitListener>()
  readonly #batchSize: number | undefined
  readonly #logger: ProjectorLogger
  readonly #progressEveryMs: number
  #placement: Placement | undefined
  #migrated: Promise<void> | undefined
  #started = false
  #stopped = false

  constructor(store: EventStore, db: Kysely<DB>, projections: readonly Projection[], options: ProjectorOptions = {}) {
    this.#store = store
    this.#db = db
    this.#advances = new CheckpointAdvances(db)
    this.#batchSize = options.batchSize
    this.#logger = options.logger ?? console
    this.#progressEveryMs = options.progressEveryMs ?? PROGRESS_EVERY_MS
    for (const projection of projections) {
      if (this.#runners.has(projection.name)) throw new Error(`Two projections are named ${projection.name}`)
      this.#runners.set(projection.name, {
        projection,
        state: "idle",
        position: START,
        applied: 0,
        failure: undefined,
        subscription: undefined,
        token: {},
        settling: new Set(),
        ops: Promise.resolve(),
        retries: 0,
        retry: undefined,
        upgradeFrom: undefined,
        build: undefined,
        buildHalted: false,
      })
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
      checkpoints = await readCheckpoints(this.#db)
    } catch (error) {
      this.#started = false
      throw error
    }
    for (const runner of this.#runners.values()) {
      if (runner.state !== "idle" || this.#stopped) continue
      runner.position = checkpoints.get(runner.projection.name) ?? START
      if (runner.upgradeFrom === undefined) this.#subscribe(runner, runner.position)
      else {
        runner.state = "upgrading"
        void this.#serially(runner, () => this.#startBuild(runner))
      }
    }
    this.#settleWaiters()
  }

  /** Close every subscription and wait for the batches in flight; pending waits reject. */
  async stop(): Promise<void> {
    this.#stopped = true
    await Promise.all(
      [...this.#runners.values()].map((runner) =>
        this.#serially(runner, async () => {
          clearTimeout(runner.retry)
          await this.#halt(runner)
          if (runner.state !== "failed") runner.state = "stopped"
        }),
      ),
    )
    this.#settleWaiters()
  }

  /** Empty one read model and its checkpoint in one transaction, then replay it from START. */
  async rebuild(name: string): Promise<void> {
    const runner = this.#runner(name)
    await this.#migrate()
    this.#refuseDuringUpgrade(runner)
    await this.#serially(runner, async () => {
      await this.#halt(runner)
      // From here on, waits for any position hold until the replay reaches it.
      const previous = runner.position
      runner.state = "rebuilding"
      runner.position = START
      try {
        await this.#db.transaction().execute(async (trx) => {
          await runner.projection.reset(trx)
          await deleteCheckpoint(trx, name)
        })
      } catch (error) {
        runner.position = previous
        this.#fail(runner, runner.token, error, undefined)
        throw error
      }
      runner.failure = undefined
      runner.applied = 0
      this.#logger.info(`Projection ${name} reset; replaying from the start`)
      if (this.#stopped) runner.state = "stopped"
      else this.#subscribe(runner, START)
    })
  }

  /** Restart a failed or stopped projection from its stored checkpoint (after a fix or a transient error). */
  async resume(name: string): Promise<void> {
    const runner = this.#runner(name)
    if (this.#stopped) throw new Error("Projector stopped")
    await this.#migrate()
    this.#refuseDuringUpgrade(runner)
    await this.#serially(runner, async () => {
      if (runner.state === "running" || runner.state === "rebuilding") return
      await this.#halt(runner)
      runner.position = await readCheckpoint(this.#db, name)
      runner.failure = undefined
      runner.applied = 0
      this.#subscribe(runner, runner.position)
    })
  }

  /** Calls `listener` after every committed batch; returns the unsubscribe. */
  onCommit(listener: CommitListener): () => void {
    this.#commitListeners.add(listener)
    return () => this.#commitListeners.delete(listener)
  }

  /**
   * Resolves once every projection has applied `position`; rejects if one has failed or on
   * time-out, with StoreUnavailable when the time ran out because a database is not answering.
   */
  waitFor(position: Position, timeoutMs = 10_000): Promise<void> {
    const verdict = this.#verdict(position)
    if (verdict === true) return Promise.resolve()
    if (verdict instanceof Error) return Promise.reject(verdict)
    return new Promise<void>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined
      const waiter: Waiter = {
        position,
        resolve: () => {
          clearTimeout(timer)
          this.#waiters.delete(waiter)
          resolve()
        },
        reject: (error) => {
          clearTimeout(timer)
          this.#waiters.delete(waiter)
          reject(error)
        },
      }
      this.#waiters.add(waiter)
      if (Number.isFinite(timeoutMs)) {
        timer = setTimeout(() => {
          void this.#whyLate(position, timeoutMs).then((error) => this.#waiters.has(waiter) && waiter.reject(error))
        }, timeoutMs)
      }
    })
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
    const head = await this.#store.head()
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
    // One transaction under an advisory lock: nodes starting together would otherwise race
    // on CREATE TABLE IF NOT EXISTS.
    this.#migrated ??= this.#db
      .transaction()
      .execute(async (trx) => {
        await lockMigrations(trx)
        this.#placement = await placementOf(trx)
        await migrateCheckpoints(trx)
        const versions = await readVersions(trx)
        const checkpoints = await readCheckpoints(trx)
        for (const runner of this.#runners.values()) {
          const { name, version } = runner.projection
          // A model with a checkpoint and no recorded version predates versions: version 1.
          const held = versions.get(name)?.version ?? (checkpoints.has(name) ? 1 : undefined)
          if (held !== undefined && held !== version) {
            runner.upgradeFrom = held
            continue
          }
          // New (made here, in place) or unchanged.
          runner.upgradeFrom = undefined
          await runner.projection.migrate(trx)
          if (versions.get(name)?.version !== version) await writeVersion(trx, name, version)
        }
      })
      .catch((error: unknown) => {
        this.#migrated = undefined
        throw error
      })
    return this.#migrated
  }

  #serially<T>(runner: Runner, op: () => Promise<T>): Promise<T> {
    const result = runner.ops.then(op)
    runner.ops = result.catch(() => undefined)
    return result
  }

  /** Subscribes the live read model, or, while an upgrade builds, the build. */
  #subscribe(runner: Runner, from: Position): void {
    const token = {}
    runner.token = token
    const building = runner.build !== undefined
    if (!building) runner.state = "running"
    runner.subscription = this.#store.subscribe({
      from,
      ...(this.#batchSize ? { batchSize: this.#batchSize } : {}),
      onEvents: (events) => {
        const work = building ? this.#onBuildBatch(runner, token, events) : this.#onBatch(runner, token, events)
        this.#track(runner, work)
        return work
      },
      onError: (error) => {
        // An apply failure has already been recorded (and retired the token).
        if (runner.token !== token) return
        if (building) this.#buildFailed(runner, token, error, undefined)
        else if (passing(error)) this.#tryAgainLater(runner, token, error)
        else this.#fail(runner, token, error, undefined)
      },
    })
  }

  /** Opens (or resumes) the build of an upgrade and feeds it from its checkpoint; swaps at once when nothing is left to apply. */
  async #startBuild(runner: Runner): Promise<void> {
    if (this.#stopped) return
    const { name, version } = runner.projection
    const token = runner.token
    try {
      const { schema, position, swappedElsewhere } = await openBuild(this.#db, this.#placement!, runner.projection)
      const head = await this.#store.head()
      runner.build = { schema, position, head, applied: 0, loggedAt: Date.now() }
      runner.failure = undefined
      runner.buildHalted = false
      if (this.#stopped) return
      if (swappedElsewhere) return await this.#swap(runner)
      this.#logger.info(
        `Read model ${name}: building version ${version} beside version ${runner.upgradeFrom}, which keeps answering; ` +
          `${position === START ? "from the start" : `resuming after position ${position}`}, head at ${head}`,
        { projection: name, version, position: String(position), head: String(head) },
      )
      if (position >= head) await this.#swap(runner)
      else this.#subscribe(runner, position)
    } catch (error) {
      this.#buildFailed(runner, token, error, undefined)
    }
  }

  async #onBuildBatch(runner: Runner, token: object, events: readonly RecordedEvent[]): Promise<void> {
    const build = runner.build
    if (runner.token !== token || !build) throw new Error(`Projection ${runner.projection.name}: subscription retired`)
    const fresh = events.filter((e) => e.position > build.position)
    if (fresh.length === 0) return
    let failedEvent: RecordedEvent | undefined
    let outcome: BatchOutcome
    try {
      outcome = await this.#applyBatch(runner, fresh, (event) => (failedEvent = event), build)
    } catch (error) {
      this.#buildFailed(runner, token, error, failedEvent)
      throw error
    }
    if ("buildGone" in outcome) {
      // Swapped in elsewhere: run live from where that node left the read model.
      if (runner.token !== token) return
      this.#retire(runner)
      try {
        await this.#swap(runner)
      } catch (error) {
        this.#buildFailed(runner, runner.token, error, undefined)
      }
      return
    }
    if ("rewoundTo" in outcome) {
      // Another node started the build over: follow its checkpoint.
      build.position = outcome.rewoundTo
      if (runner.token === token) {
        this.#retire(runner)
        this.#subscribe(runner, outcome.rewoundTo)
      }
      return
    }
    build.position = outcome.position
    build.applied += outcome.applied
    if (Date.now() - build.loggedAt >= this.#progressEveryMs) {
      build.loggedAt = Date.now()
      this.#logger.info(`Read model ${runner.projection.name}: version ${runner.projection.version} built to position ${build.position} of ${build.head}`, {
        projection: runner.projection.name,
        position: String(build.position),
        head: String(build.head),
        applied: build.applied,
      })
    }
    if (build.position < build.head || runner.token !== token) return
    build.head = await this.#store.head()
    if (build.position < build.head) return
    // Caught up: no more batches for the build; the live read model takes over from here.
    this.#retire(runner)
    try {
      await this.#swap(runner)
    } catch (error) {
      this.#buildFailed(runner, runner.token, error, undefined)
    }
  }

  /** Puts the build in place of the old tables and runs the read model live from the build's checkpoint. */
  async #swap(runner: Runner): Promise<void> {
    const build = runner.build!
    const { name, version } = runner.projection
    const position = await swapIn(this.#db, this.#placement!, runner.projection, build.schema)
    this.#logger.info(`Read model ${name}: version ${version} swapped in at position ${position} (${build.applied} events applied by this build)`, {
      projection: name,
      version,
      position: String(position),
    })
    runner.build = undefined
    runner.upgradeFrom = undefined
    runner.failure = undefined
    runner.position = position
    runner.applied = build.applied
    if (this.#stopped) runner.state = "stopped"
    else this.#subscribe(runner, position)
    this.#settleWaiters()
  }

  /**
   * The build failed: the old tables keep answering. A database that did not answer is tried
   * again later (the build resumes from its checkpoint); anything else waits for a restart
   * with fixed code, which resumes it.
   */
  #buildFailed(runner: Runner, token: object, error: unknown, event: RecordedEvent | undefined): void {
    if (runner.token !== token) return
    const { name, version } = runner.projection
    const message = error instanceof Error ? error.message : String(error)
    const where = event ? ` on event ${event.position} (${event.type}) of ${event.streamId}` : ""
    this.#logger.error(`Read model ${name}: building version ${version} failed${where}; version ${runner.upgradeFrom} keeps answering`, { error })
    runner.failure = { message, ...(event ? { position: event.position, type: event.type } : {}), at: new Date() }
    this.#retire(runner)
    if (!passing(error)) {
      runner.buildHalted = true
      this.#settleWaiters()
      return
    }
    const retired = runner.token
    const delay = Math.min(RETRY_MOST_MS, RETRY_FIRST_MS * 2 ** runner.retries++)
    clearTimeout(runner.retry)
    runner.retry = setTimeout(() => {
      void this.#serially(runner, async () => {
        if (this.#stopped || runner.token !== retired) return
        await this.#halt(runner)
        await this.#startBuild(runner)
      })
    }, delay)
    runner.retry.unref()
  }

  /** Stop delivering to the current subscription without waiting (safe inside its own handler). */
  #retire(runner: Runner): void {
    runner.token = {}
    const subscription = runner.subscription
    runner.subscription = undefined
    if (subscription) this.#track(runner, subscription.close())
  }

  /** Retire and wait until no handler of this projection runs any more. */
  async #halt(runner: Runner): Promise<void> {
    this.#retire(runner)
    while (runner.settling.size > 0) await Promise.all(runner.settling)
  }

  #track(runner: Runner, work: Promise<unknown>): void {
    const settled = work.then(
      () => undefined,
      () => undefined,
    )
    runner.settling.add(settled)
    void settled.then(() => runner.settling.delete(settled))
  }

  /** Whether the projection declares the types it reads and the batch holds none of them. */
  #readsNone(runner: Runner, events: readonly RecordedEvent[]): boolean {
    const reads = runner.projection.eventTypes
    return reads !== undefined && !events.some((e) => reads.has(e.type))
  }

  /**
   * Applies the batch and moves the checkpoint in one transaction; `failedOn` learns which
   * event threw. With `build`, into the upgrade's build schema and its own checkpoint.
   */
  async #applyBatch(runner: Runner, fresh: readonly RecordedEvent[], failedOn: (event: RecordedEvent) => void, build?: Build): Promise<BatchOutcome> {
    if (!runner.projection.applyBatch || fresh.length < 2) return this.#applyEach(runner, fresh, failedOn, build)
    try {
      return await this.#applyAll(runner, fresh, build)
    } catch (error) {
      // Nothing of it was committed: event by event, the failure (if it recurs) names its event.
      if (passing(error)) throw error
      this.#logger.error(`Projection ${runner.projection.name}: a batch failed as a whole; applying it event by event`, { error })
      return this.#applyEach(runner, fresh, failedOn, build)
    }
  }

  /** The batch through the projection's `applyBatch`, and the checkpoint, in one transaction. */
  #applyAll(runner: Runner, fresh: readonly RecordedEvent[], build?: Build): Promise<BatchOutcome> {
    const name = runner.projection.name
    return this.#db.transaction().execute(async (trx): Promise<BatchOutcome> => {
      if (build && !(await useBuildSchema(trx, this.#placement!, build.schema))) return { buildGone: true }
      const stored = await lockCheckpoint(trx, name)
      if (stored < (build ? build.position : runner.position)) return { rewoundTo: stored }
      const events = fresh.filter((e) => e.position > stored)
      if (events.length === 0) return { position: stored, applied: 0 }
      await runner.projection.applyBatch!(trx, events)
      const last = events.at(-1)!.position
      await writeCheckpoint(trx, name, last)
      return { position: last, applied: events.length }
    })
  }

  /** The batch event by event through `apply`, and the checkpoint, in one transaction. */
  #applyEach(runner: Runner, fresh: readonly RecordedEvent[], failedOn: (event: RecordedEvent) => void, build?: Build): Promise<BatchOutcome> {
    const name = runner.projection.name
    return this.#db.transaction().execute(async (trx): Promise<BatchOutcome> => {
      if (build && !(await useBuildSchema(trx, this.#placement!, build.schema))) return { buildGone: true }
      const stored = await lockCheckpoint(trx, name)
      // Someone else rebuilt this read model: our subscription is ahead of it.
      if (stored < (build ? build.position : runner.position)) return { rewoundTo: stored }
      let last = stored
      let applied = 0
      const reads = runner.projection.eventTypes
      for (const event of fresh) {
        // Compared with the stored checkpoint, not the previous event: the events of one
        // KurrentDB append share a position.
        if (event.position <= stored) continue
        // A type the model does not read changes nothing (an upgrade's build passes the whole log).
        if (reads && !reads.has(event.type)) {
          last = event.position
          continue
        }
        try {
          await runner.projection.apply(trx, event)
        } catch (error) {
          failedOn(event)
          throw error
        }
        last = event.position
        // The embedded database answers without giving timers and sockets a turn: a long
        // batch would hold them all for seconds.
        if (++applied % YIELD_EVERY === 0) await yieldToLoop()
      }
      if (last > stored) await writeCheckpoint(trx, name, last)
      return { position: last, applied }
    })
  }

  async #onBatch(runner: Runner, token: object, events: readonly RecordedEvent[]): Promise<void> {
    if (runner.token !== token) throw new Error(`Projection ${runner.projection.name}: subscription retired`)
    const fresh = events.filter((e) => e.position > runner.position)
    if (fresh.length === 0) return
    const name = runner.projection.name
    let failedEvent: RecordedEvent | undefined
    let outcome: BatchOutcome
    try {
      const skipped = this.#readsNone(runner, fresh) ? await this.#advances.advance(name, runner.position, fresh.at(-1)!.position) : null
      outcome =
        skipped !== null
          ? { position: skipped, applied: 0 }
          : await this.#applyBatch(runner, fresh, (event) => {
              failedEvent = event
            })
    } catch (error) {
      // Nothing of the batch was committed (or, if the commit's answer was lost, the stored
      // checkpoint says so and the retry skips what it covers).
      if (passing(error)) this.#tryAgainLater(runner, token, error)
      else this.#fail(runner, token, error, failedEvent)
      throw error
    }
    if ("rewoundTo" in outcome) {
      this.#logger.info(`Projection ${name} was reset elsewhere; resuming from ${outcome.rewoundTo}`)
      runner.position = outcome.rewoundTo
      if (runner.token === token) {
        this.#retire(runner)
        this.#subscribe(runner, outcome.rewoundTo)
      }
      return
    }
    // Only a build's batch can find its schema gone.
    if ("buildGone" in outcome) return
    // Committed: record it even if the subscription was retired meanwhile.
    runner.position = outcome.position
    runner.applied += outcome.applied
    runner.retries = 0
    for (const listener of this.#commitListeners) {
      try {
        listener(name, fresh)
      } catch (error) {
        this.#logger.error(`A commit listener failed after ${name}`, { error })
      }
    }
    this.#settleWaiters()
  }

  #fail(runner: Runner, token: object, error: unknown, event: RecordedEvent | undefined): void {
    const name = runner.projection.name
    const message = error instanceof Error ? error.message : String(error)
    this.#logger.error(
      event ? `Projection ${name} failed on event ${event.position} (${event.type}) of ${event.streamId}; stopped` : `Projection ${name} failed; stopped`,
      { error },
    )
    if (runner.token !== token) return
    runner.state = "failed"
    runner.failure = {
      message,
      ...(event ? { position: event.position, type: event.type } : {}),
      at: new Date(),
    }
    this.#retire(runner)
    this.#settleWaiters()
  }

  /** A wait ran out: because a database is not answering (an event stored just before it went away), or slow. */
  async #whyLate(position: Position, timeoutMs: number): Promise<Error> {
    const waiting = [...this.#runners.values()].find((r) => r.position < position && r.state === "waiting")
    if (waiting) return new StoreUnavailable(`the read models' database (${waiting.projection.name} waits for it)`)
    try {
      await this.#store.head()
    } catch (error) {
      if (isStoreUnavailable(error)) return error as Error
    }
    return new ProjectionTimeoutError(position, timeoutMs, this.#behind(position))
  }

  /**
   * The database did not answer, or ended the batch in a collision with another node's transaction: stop this
   * subscription and open another from the checkpoint later. An outage makes the projection `waiting` (health
   * says the database is away); a collision is over as soon as it happened, so the projection stays `running`
   * and tries again after a moment.
   */
  #tryAgainLater(runner: Runner, token: object, error: unknown): void {
    if (runner.token !== token) return
    const collided = isTransientConflict(error)
    // An outage is logged by the database itself, once; a collision only here.
    if (collided)
      this.#logger.info(`Projection ${runner.projection.name} collided with another writer (${(error as Error).message}); trying again from its checkpoint`)
    const state: ProjectionState = collided ? "running" : "waiting"
    runner.state = state
    if (!collided) runner.failure = { message: error instanceof Error ? error.message : String(error), at: new Date() }
    this.#retire(runner)
    const retired = runner.token
    const delay = collided ? COLLISION_RETRY_MS * (1 + Math.random()) : Math.min(RETRY_MOST_MS, RETRY_FIRST_MS * 2 ** runner.retries++)
    clearTimeout(runner.retry)
    runner.retry = setTimeout(() => {
      void this.#serially(runner, async () => {
        // A stop, a rebuild or a resume since then has taken over.
        if (this.#stopped || runner.state !== state || runner.token !== retired) return
        await this.#halt(runner)
        runner.failure = undefined
        this.#subscribe(runner, runner.position)
      })
    }, delay)
    runner.retry.unref()
  }

  /** true: every projection has `position`; an Error: one never will without help; false: keep waiting. */
  #verdict(position: Position): true | Error | false {
    let pending = false
    for (const runner of this.#runners.values()) {
      if (runner.state === "upgrading") {
        // Its old tables answer as they stand until the new version is swapped in, unless its queries need the new shape.
        if (runner.projection.oldTablesAnswer !== false) continue
        if (runner.buildHalted && runner.failure) return new ProjectionFailedError(runner.projection.name, runner.failure)
        if (this.#stopped) return new Error(`Projector stopped before ${runner.projection.name} was upgraded`)
        pending = true
        continue
      }
      if (runner.position >= position) continue
      if (runner.state === "failed" && runner.failure) return new ProjectionFailedError(runner.projection.name, runner.failure)
      if (this.#stopped) return new Error(`Projector stopped before position ${position} (${runner.projection.name} at ${runner.position})`)
      pending = true
    }
    return !pending
  }

  #behind(position: Position): Record<string, Position> {
    const late = (r: Runner) => (r.state === "upgrading" ? r.projection.oldTablesAnswer === false : r.position < position)
    return Object.fromEntries([...this.#runners].filter(([, r]) => late(r)).map(([n, r]) => [n, r.build?.position ?? r.position]))
  }

  #settleWaiters(): void {
    for (const waiter of [...this.#waiters]) {
      const verdict = this.#verdict(waiter.position)
      if (verdict === true) waiter.resolve()
      else if (verdict instanceof Error) waiter.reject(verdict)
    }
  }
}

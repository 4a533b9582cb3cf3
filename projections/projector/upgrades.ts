// A read model whose version changed is built anew beside its old tables, which keep
// answering (projections/upgrade.ts holds the schema work): the build is fed from its own
// checkpoint, logs its progress, and once at the store's head is swapped in, after which the
// read model runs live. A build that fails leaves the old tables answering.
import { type RecordedEvent, START } from "#engine/eventstore/port.ts"

import { openBuild, swapIn } from "../upgrade.ts"
import { applyBatch, type BatchOutcome } from "./apply-batch.ts"
import type { ProjectorContext } from "./context.ts"
import { runLive } from "./live.ts"
import { backOff, passing, tryLater } from "./retries.ts"
import { type Build, failureOf, halt, retire, type Runner, serially } from "./runner.ts"
import { subscribe } from "./subscription.ts"

/** Opens (or resumes) the build of an upgrade and feeds it from its checkpoint; swaps at once when nothing is left to apply. */
export const startBuild = async (ctx: ProjectorContext, runner: Runner): Promise<void> => {
  if (ctx.stopped) return
  const { name, version } = runner.projection
  const token = runner.token
  try {
    const { schema, position, swappedElsewhere } = await openBuild(ctx.db, ctx.placement!, runner.projection)
    const head = await ctx.store.head()
    runner.build = { schema, position, head, applied: 0, loggedAt: Date.now() }
    runner.failure = undefined
    runner.buildHalted = false
    if (ctx.stopped) return
    if (swappedElsewhere) return await swap(ctx, runner)
    ctx.logger.info(
      `Read model ${name}: building version ${version} beside version ${runner.upgradeFrom}, which keeps answering; ` +
        `${position === START ? "from the start" : `resuming after position ${position}`}, head at ${head}`,
      { projection: name, version, position: String(position), head: String(head) },
    )
    if (position >= head) await swap(ctx, runner)
    else feedBuild(ctx, runner, position)
  } catch (error) {
    buildFailed(ctx, runner, token, error, undefined)
  }
}

const feedBuild = (ctx: ProjectorContext, runner: Runner, from: Build["position"]): void =>
  subscribe(ctx, runner, from, {
    onBatch: (token, events) => onBuildBatch(ctx, runner, token, events),
    onError: (token, error) => buildFailed(ctx, runner, token, error, undefined),
  })

const onBuildBatch = async (ctx: ProjectorContext, runner: Runner, token: object, events: readonly RecordedEvent[]): Promise<void> => {
  const build = runner.build
  if (runner.token !== token || !build) throw new Error(`Projection ${runner.projection.name}: subscription retired`)
  const fresh = events.filter((e) => e.position > build.position)
  if (fresh.length === 0) return
  let failedEvent: RecordedEvent | undefined
  let outcome: BatchOutcome
  try {
    outcome = await applyBatch(ctx, runner, fresh, (event) => (failedEvent = event), build)
  } catch (error) {
    buildFailed(ctx, runner, token, error, failedEvent)
    throw error
  }
  if ("buildGone" in outcome) {
    // Swapped in elsewhere: run live from where that node left the read model.
    if (runner.token !== token) return
    retire(runner)
    await swapOrFail(ctx, runner)
    return
  }
  if ("rewoundTo" in outcome) {
    // Another node started the build over: follow its checkpoint.
    build.position = outcome.rewoundTo
    if (runner.token === token) {
      retire(runner)
      feedBuild(ctx, runner, outcome.rewoundTo)
    }
    return
  }
  build.position = outcome.position
  build.applied += outcome.applied
  logProgress(ctx, runner, build)
  if (build.position < build.head || runner.token !== token) return
  build.head = await ctx.store.head()
  if (build.position < build.head) return
  // Caught up: no more batches for the build; the live read model takes over from here.
  retire(runner)
  await swapOrFail(ctx, runner)
}

/** How far the build has got, at most once per `progressEveryMs`. */
const logProgress = (ctx: ProjectorContext, runner: Runner, build: Build): void => {
  if (Date.now() - build.loggedAt < ctx.progressEveryMs) return
  build.loggedAt = Date.now()
  ctx.logger.info(`Read model ${runner.projection.name}: version ${runner.projection.version} built to position ${build.position} of ${build.head}`, {
    projection: runner.projection.name,
    position: String(build.position),
    head: String(build.head),
    applied: build.applied,
  })
}

const swapOrFail = async (ctx: ProjectorContext, runner: Runner): Promise<void> => {
  try {
    await swap(ctx, runner)
  } catch (error) {
    buildFailed(ctx, runner, runner.token, error, undefined)
  }
}

/** Puts the build in place of the old tables and runs the read model live from the build's checkpoint. */
const swap = async (ctx: ProjectorContext, runner: Runner): Promise<void> => {
  const build = runner.build!
  const { name, version } = runner.projection
  const position = await swapIn(ctx.db, ctx.placement!, runner.projection, build.schema)
  ctx.logger.info(`Read model ${name}: version ${version} swapped in at position ${position} (${build.applied} events applied by this build)`, {
    projection: name,
    version,
    position: String(position),
  })
  runner.build = undefined
  runner.upgradeFrom = undefined
  runner.failure = undefined
  runner.position = position
  runner.applied = build.applied
  if (ctx.stopped) runner.state = "stopped"
  else runLive(ctx, runner, position)
  ctx.waits.settle()
}

/**
 * The build failed: the old tables keep answering. A database that did not answer is tried
 * again later (the build resumes from its checkpoint); anything else waits for a restart
 * with fixed code, which resumes it.
 */
const buildFailed = (ctx: ProjectorContext, runner: Runner, token: object, error: unknown, event: RecordedEvent | undefined): void => {
  if (runner.token !== token) return
  const { name, version } = runner.projection
  const where = event ? ` on event ${event.position} (${event.type}) of ${event.streamId}` : ""
  ctx.logger.error(`Read model ${name}: building version ${version} failed${where}; version ${runner.upgradeFrom} keeps answering`, { error })
  runner.failure = failureOf(error, event)
  retire(runner)
  if (!passing(error)) {
    runner.buildHalted = true
    ctx.waits.settle()
    return
  }
  const retired = runner.token
  tryLater(runner, backOff(runner), () => {
    void serially(runner, async () => {
      if (ctx.stopped || runner.token !== retired) return
      await halt(runner)
      await startBuild(ctx, runner)
    })
  })
}

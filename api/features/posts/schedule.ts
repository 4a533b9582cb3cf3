// Scheduled posts: a draft with a `publishAt` publishes itself then. The time is in the post's events,
// so nothing is lost across a restart: on start, and whenever a post changes, this reads the scheduled
// drafts from the read model, publishes those whose time has come (a PublishDuePost command, which
// does nothing for a post that is not due, so several nodes may all ask) and waits for the next one.
// It looks again at least once a minute, so a clock set forward or a post scheduled on another node
// is never waited on long.
import type { Kysely } from "kysely"

import type { Logger } from "#api/platform/log/logger.ts"
import type { Changes } from "#api/platform/public-reads/snapshot.ts"
import { singleFlightWorker } from "#api/platform/single-flight-worker.ts"
import type { CommandDeps } from "#engine/command.ts"
import { publishDuePost } from "#engine/posts/commands.ts"
import type { DB } from "#projections/db.ts"
import { listScheduledPosts } from "#projections/posts/posts.queries.ts"

/** The longest wait between two looks at the scheduled posts. */
const LOOK_AGAIN_MS = 60_000

interface ScheduleDeps {
  readonly db: Kysely<DB>
  readonly commands: CommandDeps
  readonly posts: Changes
  readonly log: Pick<Logger, "error">
  readonly now?: () => Date
}

/** How long to wait before the next look: until the soonest scheduled post, at most a minute. */
const nextLookIn = (scheduled: readonly { publishAt: string }[], now: Date): number => {
  const soonest = scheduled[0] === undefined ? Number.POSITIVE_INFINITY : Date.parse(scheduled[0].publishAt) - now.getTime()
  return Math.max(0, Math.min(LOOK_AGAIN_MS, soonest))
}

/** Starts publishing scheduled posts; the returned function stops it. */
export const publishOnSchedule = (deps: ScheduleDeps): (() => void) => {
  const now = deps.now ?? (() => new Date())

  const look = async () => {
    const scheduled = await listScheduledPosts(deps.db)
    const at = now()
    for (const post of scheduled) {
      if (Date.parse(post.publishAt) > at.getTime()) break
      await publishDuePost(deps.commands, { postId: post.id, now: at })
    }
    return nextLookIn(
      scheduled.filter((p) => Date.parse(p.publishAt) > at.getTime()),
      at,
    )
  }

  // One look at a time; a change during a look asks for another right after it.
  const worker = singleFlightWorker({
    run: look,
    failed: (error) => {
      // The database may be away: try again in a minute.
      deps.log.error({ err: error }, "Could not publish the scheduled posts")
      return LOOK_AGAIN_MS
    },
  })

  const unsubscribe = deps.posts.onChange(worker.wake)
  worker.wake()
  return () => {
    unsubscribe()
    // Stops at once: a look in flight ends by itself.
    void worker.stop()
  }
}

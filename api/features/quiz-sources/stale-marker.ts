// Records on each quiz's stream the questions whose recipe or post changed or went. The question-
// sources read model marks a row outdated from the recipe's or post's own event; this turns those
// rows into QuestionsMarkedStale events (one per quiz, source and reason), in the background after
// each commit of that model, and once at start for what an earlier run left. The quiz's decider
// leaves out questions already stale, so two nodes doing it at once record each question once.
import type { Kysely } from "kysely"

import type { Logger } from "#api/platform/log/logger.ts"
import { singleFlightWorker } from "#api/platform/single-flight-worker.ts"
import type { CommandDeps } from "#engine/command.ts"
import { markQuestionsStale } from "#engine/quiz-catalog/commands.ts"
import type { DB } from "#projections/db.ts"
import type { Projector } from "#projections/projector.ts"
import { outdatedNotMarked } from "#projections/quiz-sources/question-sources.queries.ts"
import { questionSourcesProjection } from "#projections/quiz-sources/question-sources.ts"

export interface StaleMarkerDeps {
  readonly db: Kysely<DB>
  readonly commands: CommandDeps
  readonly projector: Pick<Projector, "onCommit">
  readonly log: Pick<Logger, "error">
}

/** One pass: every outdated row recorded stale on its quiz. */
const markOutdated = async (deps: StaleMarkerDeps): Promise<void> => {
  const rows = await outdatedNotMarked(deps.db)
  const batches = new Map<string, { quizId: string; kind: "recipe" | "post"; id: string; reason: "changed" | "deleted"; questionIds: string[] }>()
  for (const row of rows) {
    const kind = row.source_kind === "post" ? "post" : "recipe"
    const reason = row.outdated === "deleted" ? "deleted" : "changed"
    const key = JSON.stringify([row.quiz_id, kind, row.source_id, reason])
    const batch = batches.get(key) ?? { quizId: row.quiz_id, kind, id: row.source_id, reason, questionIds: [] }
    batch.questionIds.push(row.question_id)
    batches.set(key, batch)
  }
  for (const batch of batches.values()) {
    await markQuestionsStale(deps.commands, {
      quizId: batch.quizId,
      questionIds: batch.questionIds,
      source: { kind: batch.kind, id: batch.id },
      reason: batch.reason,
      now: new Date(),
    })
  }
}

/** Starts marking; the returned function stops it once the pass in hand is done. */
export const markStaleInBackground = (deps: StaleMarkerDeps): (() => Promise<void>) => {
  const worker = singleFlightWorker({
    // Nothing falls due by the clock here: only a commit of the model (or the start) asks for a pass.
    run: async () => {
      await markOutdated(deps)
      return undefined
    },
    failed: (error) => {
      deps.log.error({ err: error }, "Marking questions stale failed; the next change tries again")
      return undefined
    },
  })
  const unsubscribe = deps.projector.onCommit((projection, events) => {
    if (projection === questionSourcesProjection.name && events.some((e) => questionSourcesProjection.eventTypes?.has(e.type))) worker.wake()
  })
  worker.wake()
  return () => {
    unsubscribe()
    return worker.stop()
  }
}

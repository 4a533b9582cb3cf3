// Delivers webhooks in the background. The work is in the webhooks read model (projections/
// webhooks), filled from the events, so a restart loses nothing: each queued site event becomes
// a delivery stream (its id derived from endpoint and event, so asking twice asks once), and
// each pending delivery is claimed (two nodes never hold the same one), POSTed signed through
// the safe fetch (private addresses refused unless the operator allows them), and its outcome
// recorded: delivered, tried again on the backoff schedule, or given up after the last try.
import { createHash } from "node:crypto"

import type { Kysely } from "kysely"

import type { Logger } from "#api/platform/log/logger.ts"
import type { SafeFetch } from "#api/platform/safe-fetch/safe-fetch.ts"
import { singleFlightWorker } from "#api/platform/single-flight-worker.ts"
import type { CommandDeps } from "#engine/command.ts"
import { handleDelivery } from "#engine/webhooks/commands.ts"
import { webhookHeaders } from "#engine/webhooks/signing.ts"
import type { DB } from "#projections/db.ts"
import type { Projector } from "#projections/projector.ts"
import { claimDelivery, type ClaimedDelivery, dropQueued, findEndpoint, nextDeliveryDue, queuedEvents } from "#projections/webhooks/webhooks.queries.ts"
import { webhooksProjection } from "#projections/webhooks/webhooks.ts"
import type { WebhookEventName } from "#schemas/events/webhooks.ts"
import * as Messages from "#schemas/messages.ts"

/** How long a node holds a delivery it is trying; a node that dies meanwhile lets it go then. */
const HOLD_MS = 2 * 60_000
/** The longest wait between two looks (work queued on another node, lapsed claims). */
const LOOK_AGAIN_MS = 60_000

export interface WorkerDeps {
  readonly db: Kysely<DB>
  readonly commands: CommandDeps
  readonly safeFetch: SafeFetch
  /** The wait after the first failed try (WEBHOOK_RETRY_SECONDS); each later one is five times longer. */
  readonly retrySeconds: number
  readonly timeoutMs: number
  readonly projector: Pick<Projector, "onCommit">
  readonly log: Pick<Logger, "warn" | "error">
}

const deliveryIdOf = (endpointId: string, sourceId: string): string => createHash("sha256").update(`${endpointId}:${sourceId}`).digest("hex").slice(0, 32)

/** Starts delivering; the returned function stops once the try in hand is recorded. */
export const deliverWebhooks = (deps: WorkerDeps): (() => Promise<void>) => {
  const record = (id: string, outcome: { ok: boolean; status: number; error: string; giveUp?: boolean }) =>
    handleDelivery(deps.commands, { type: "RecordTry", deliveryId: id, ...outcome, firstWaitSeconds: deps.retrySeconds, now: new Date() })

  const attemptOne = async (claimed: ClaimedDelivery) => {
    const endpoint = await findEndpoint(deps.db, claimed.endpointId)
    if (!endpoint) return record(claimed.id, { ok: false, status: 0, error: Messages.webhookGoneBeforeDelivery, giveUp: true })
    const timestamp = Math.floor(Date.now() / 1000)
    try {
      const answer = await deps.safeFetch(endpoint.url, {
        timeoutMs: deps.timeoutMs,
        maxBytes: 64 * 1024,
        accept: "*/*",
        post: { body: claimed.body, headers: webhookHeaders(endpoint.secret, claimed.id, timestamp, claimed.body) },
      })
      const ok = answer.status >= 200 && answer.status <= 299
      return record(claimed.id, { ok, status: answer.status, error: ok ? "" : Messages.webhookReceiverAnswered(answer.status) })
    } catch (error) {
      return record(claimed.id, { ok: false, status: 0, error: error instanceof Error ? error.message : String(error) })
    }
  }

  /** Turns queued site events into deliveries, tries every delivery due; answers the wait for the next one due. */
  const work = async (stopping: AbortSignal): Promise<number | undefined> => {
    for (const row of await queuedEvents(deps.db, 100)) {
      if (stopping.aborted) return undefined
      const deliveryId = deliveryIdOf(row.endpoint_id, row.source_id)
      const event = row.event as WebhookEventName
      await handleDelivery(deps.commands, { type: "RequestDelivery", deliveryId, endpointId: row.endpoint_id, event, body: row.body, now: new Date() })
      await dropQueued(deps.db, row.endpoint_id, row.source_id)
    }
    for (;;) {
      if (stopping.aborted) return undefined
      const claimed = await claimDelivery(deps.db, new Date(), HOLD_MS)
      if (!claimed) break
      await attemptOne(claimed)
    }
    const due = await nextDeliveryDue(deps.db)
    return due === undefined ? LOOK_AGAIN_MS : Math.max(0, Math.min(LOOK_AGAIN_MS, due.getTime() - Date.now()))
  }

  const worker = singleFlightWorker({
    run: work,
    failed: (error) => {
      deps.log.error({ err: error }, "Could not deliver webhooks")
      return LOOK_AGAIN_MS
    },
  })

  // A site event or a delivery recorded on this node wakes the worker at once.
  const unsubscribe = deps.projector.onCommit((projection, events) => {
    if (projection === webhooksProjection.name && events.length > 0) worker.wake()
  })
  worker.wake()
  return () => {
    unsubscribe()
    return worker.stop()
  }
}

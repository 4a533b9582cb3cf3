// Webhooks: what the composition root may use.
import type { Kysely } from "kysely"

import type { Logger } from "#api/platform/log/logger.ts"
import type { SafeFetch } from "#api/platform/safe-fetch/safe-fetch.ts"
import type { CommandDeps } from "#engine/command.ts"
import type { DB } from "#projections/db.ts"
import type { Projector } from "#projections/projector.ts"

import { webhookHandlers } from "./handlers.ts"
import { deliverWebhooks } from "./worker.ts"

export { WebhooksGroup } from "./group.ts"

export interface WebhooksDeps {
  readonly db: Kysely<DB>
  readonly commands: CommandDeps
  readonly safeFetch: SafeFetch
  readonly allowPrivate: boolean
  readonly retrySeconds: number
  readonly projector: Pick<Projector, "onCommit">
  readonly log: Pick<Logger, "warn" | "error">
  readonly onClose: (cleanup: () => Promise<void> | void) => void
}

export const makeWebhooks = (deps: WebhooksDeps) => ({
  handlers: webhookHandlers(deps),
  /** Delivers pending webhooks (those a restart left included), from now until the server closes. */
  deliverInBackground: () => deps.onClose(deliverWebhooks({ ...deps, timeoutMs: 10_000 })),
})

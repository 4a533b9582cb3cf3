// The owner's webhooks endpoints. An address is checked when registered: unless the operator
// allows private addresses (FETCH_ALLOW_PRIVATE), one that resolves to a private or loopback
// address is refused (and each delivery checks it again, through the safe fetch).
import { randomUUID } from "node:crypto"
import { lookup } from "node:dns/promises"
import { isIP } from "node:net"

import { Effect } from "effect"
import type { Kysely } from "kysely"

import type { GroupHandlers } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import { isPublicAddress } from "#api/platform/safe-fetch/addresses.ts"
import type { CommandDeps } from "#engine/command.ts"
import { Invalid, Missing } from "#engine/domain-errors.ts"
import { handleDelivery, handleEndpoint } from "#engine/webhooks/commands.ts"
import { newWebhookSecret } from "#engine/webhooks/signing.ts"
import type { DB } from "#projections/db.ts"
import { findEndpoint, listDeliveries, listEndpoints } from "#projections/webhooks/webhooks.queries.ts"
import { webhookBody } from "#projections/webhooks/webhooks.ts"
import * as Messages from "#schemas/messages.ts"

import type { WebhooksGroup } from "./group.ts"

export interface WebhookHandlerDeps {
  readonly db: Kysely<DB>
  readonly commands: CommandDeps
  readonly allowPrivate: boolean
}

/** Whether every address the URL's host names is public. */
const isPublicUrl = async (url: string): Promise<boolean> => {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "")
  if (isIP(host) !== 0) return isPublicAddress(host)
  try {
    const found = await lookup(host, { all: true })
    return found.length > 0 && found.every((a) => isPublicAddress(a.address))
  } catch {
    return false
  }
}

export const webhookHandlers = (deps: WebhookHandlerDeps) => (handlers: GroupHandlers<typeof WebhooksGroup>) =>
  handlers
    .handle("list", () =>
      Effect.promise(async () => (await listEndpoints(deps.db)).map((e) => ({ id: e.id, url: e.url, events: e.events, createdAt: e.createdAt.toISOString() }))),
    )
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        const endpointId = randomUUID()
        const secret = newWebhookSecret()
        const now = new Date()
        yield* attempt(async () => {
          if (!deps.allowPrivate && !(await isPublicUrl(payload.url))) throw new Invalid(Messages.webhookPrivateAddress)
          await handleEndpoint(deps.commands, { type: "RegisterEndpoint", endpointId, url: payload.url, events: payload.events, secret, now })
        }, Invalid)
        return {
          secret,
          info: { id: endpointId, url: payload.url, events: [...new Set(payload.events)], createdAt: now.toISOString() },
          message: Messages.webhookAdded,
        }
      }),
    )
    .handle("remove", ({ path }) =>
      Effect.as(
        attempt(async () => {
          if (!(await findEndpoint(deps.db, path.id))) throw new Missing(Messages.webhookMissing)
          await handleEndpoint(deps.commands, { type: "RemoveEndpoint", endpointId: path.id, now: new Date() })
        }, Missing),
        { message: Messages.webhookRemoved },
      ),
    )
    .handle("test", ({ path }) =>
      Effect.as(
        attempt(async () => {
          if (!(await findEndpoint(deps.db, path.id))) throw new Missing(Messages.webhookMissing)
          const now = new Date()
          const body = webhookBody("webhook.test", now.toISOString(), { message: Messages.webhookTestData })
          await handleDelivery(deps.commands, { type: "RequestDelivery", deliveryId: randomUUID(), endpointId: path.id, event: "webhook.test", body, now })
        }, Missing),
        { message: Messages.webhookTestQueued },
      ),
    )
    .handle("deliveries", () =>
      Effect.promise(async () =>
        (await listDeliveries(deps.db, 100)).map((d) => ({
          id: d.id,
          endpointId: d.endpoint_id,
          event: d.event as "webhook.test",
          status: d.status,
          attempts: d.attempts,
          lastStatus: d.last_status,
          lastError: d.last_error,
          requestedAt: new Date(d.requested_at).toISOString(),
          nextAttemptAt: d.status === "pending" ? new Date(d.next_attempt_at).toISOString() : null,
        })),
      ),
    )

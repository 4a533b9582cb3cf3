// The webhooks read model's tables: the owner's endpoints, the site events still to be turned
// into deliveries (the outbox), the posts and recipes already announced, and the deliveries.
export const ENDPOINTS_TABLE = "webhook_endpoints"
export const WEBHOOK_OUTBOX_TABLE = "webhook_outbox"
export const ANNOUNCED_TABLE = "webhook_announced"
export const DELIVERIES_TABLE = "webhook_deliveries"

export interface EndpointsTable {
  readonly id: string
  readonly url: string
  /** The event names, as JSON. */
  readonly events: string
  /** The signing secret, sealed with the endpoint's key (sealed-secret.ts). */
  readonly secret: string
  readonly created_at: Date
}

/** A site event for one endpoint, until the delivery worker has requested its delivery. */
export interface WebhookOutboxTable {
  readonly endpoint_id: string
  /** The stored event's id: with the endpoint, it names the delivery. */
  readonly source_id: string
  readonly event: string
  readonly body: string
  readonly queued_at: Date
}

export interface AnnouncedTable {
  /** `post:<id>` or `recipe:<id>`: announced at its first publication only. */
  readonly key: string
}

export interface DeliveriesTable {
  readonly id: string
  readonly endpoint_id: string
  readonly event: string
  readonly body: string
  readonly status: "pending" | "delivered" | "failed"
  readonly attempts: number
  /** The last answer's HTTP status (0 when none) and why the last try failed ("" when it did not). */
  readonly last_status: number
  readonly last_error: string
  readonly next_attempt_at: Date
  readonly requested_at: Date
  readonly updated_at: Date
  /** A node trying this delivery holds it until then (written by the worker only). */
  readonly claimed_until: Date | null
}

export type WebhooksTables = {
  [ENDPOINTS_TABLE]: EndpointsTable
  [WEBHOOK_OUTBOX_TABLE]: WebhookOutboxTable
  [ANNOUNCED_TABLE]: AnnouncedTable
  [DELIVERIES_TABLE]: DeliveriesTable
}

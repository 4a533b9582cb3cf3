// Webhooks: the owner's endpoints, stream `webhookendpoint-<id>` (registered, then removed),
// and each delivery to one, stream `webhookdelivery-<id>`: requested, each try recorded, then
// delivered or given up. A delivery is requested as an event, so a restart resumes it.
// The signing secret is sealed with the endpoint's own key, destroyed when it is removed.
import { Schema } from "effect"

import { personal } from "./personal.ts"

/** The site events an endpoint may ask for, as the receiver sees them in `type`. */
export const WEBHOOK_EVENT_NAMES = ["post.published", "recipe.published", "quiz.completed", "live_game.finished", "journal.subscribed"] as const
export const WebhookEventName = Schema.Literal(...WEBHOOK_EVENT_NAMES, "webhook.test")
export type WebhookEventName = typeof WebhookEventName.Type

export const WebhookEndpointRegistered = Schema.Struct({
  type: Schema.Literal("WebhookEndpointRegistered"),
  endpointId: Schema.String,
  url: Schema.String,
  events: Schema.Array(WebhookEventName),
  /**
   * `whsec_<base64>`: the signing secret, shown to the owner once and kept here to sign each
   * delivery; sealed with the endpoint's key like personal data, so neither the log nor a backup
   * holds it readable, and nothing can open it once the endpoint is removed.
   */
  secret: personal(Schema.String, { owner: "endpointId", erased: "" }),
  at: Schema.String,
})

export const WebhookEndpointRemoved = Schema.Struct({
  type: Schema.Literal("WebhookEndpointRemoved"),
  endpointId: Schema.String,
  at: Schema.String,
})

export const WebhookEndpointEvent = Schema.Union(WebhookEndpointRegistered, WebhookEndpointRemoved)
export type WebhookEndpointEvent = typeof WebhookEndpointEvent.Type
export const WEBHOOK_ENDPOINT_EVENT_TYPES = ["WebhookEndpointRegistered", "WebhookEndpointRemoved"] as const

export const WebhookDeliveryRequested = Schema.Struct({
  type: Schema.Literal("WebhookDeliveryRequested"),
  deliveryId: Schema.String,
  endpointId: Schema.String,
  event: WebhookEventName,
  /** The JSON body sent, byte for byte (the signature covers it). */
  body: Schema.String,
  at: Schema.String,
})

/** One failed try: the HTTP status the receiver answered (0 when none) and why it failed. */
export const WebhookDeliveryAttempted = Schema.Struct({
  type: Schema.Literal("WebhookDeliveryAttempted"),
  deliveryId: Schema.String,
  attempt: Schema.Number,
  status: Schema.Number,
  error: Schema.String,
  /** When the next try is due. */
  retryAt: Schema.String,
  at: Schema.String,
})

export const WebhookDeliverySucceeded = Schema.Struct({
  type: Schema.Literal("WebhookDeliverySucceeded"),
  deliveryId: Schema.String,
  attempt: Schema.Number,
  status: Schema.Number,
  at: Schema.String,
})

export const WebhookDeliveryGivenUp = Schema.Struct({
  type: Schema.Literal("WebhookDeliveryGivenUp"),
  deliveryId: Schema.String,
  attempt: Schema.Number,
  status: Schema.Number,
  error: Schema.String,
  at: Schema.String,
})

export const WebhookDeliveryEvent = Schema.Union(WebhookDeliveryRequested, WebhookDeliveryAttempted, WebhookDeliverySucceeded, WebhookDeliveryGivenUp)
export type WebhookDeliveryEvent = typeof WebhookDeliveryEvent.Type
export const WEBHOOK_DELIVERY_EVENT_TYPES = [
  "WebhookDeliveryRequested",
  "WebhookDeliveryAttempted",
  "WebhookDeliverySucceeded",
  "WebhookDeliveryGivenUp",
] as const

// Payloads of the owner's webhooks endpoints (/api/dashboard/webhooks).
import { Schema } from "effect"

import { WEBHOOK_EVENT_NAMES, WebhookEventName } from "../events/webhooks.ts"
import * as Messages from "../messages.ts"
import { TrimmedText } from "./fields.ts"

const isWebAddress = (text: string): boolean => {
  try {
    const url = new URL(text)
    return (url.protocol === "http:" || url.protocol === "https:") && url.username === "" && url.password === ""
  } catch {
    return false
  }
}

export const NewWebhookEndpoint = Schema.Struct({
  url: TrimmedText(Messages.webhookUrlLabel, 2000).pipe(Schema.filter(isWebAddress, { message: () => Messages.webhookUrlInvalid })),
  events: Schema.Array(Schema.Literal(...WEBHOOK_EVENT_NAMES)).pipe(Schema.minItems(1, { message: () => Messages.webhookEventsRequired })),
})

/** An endpoint as lists show it: never its secret, which only its creation answers. */
export const WebhookEndpointInfo = Schema.Struct({
  id: Schema.String,
  url: Schema.String,
  events: Schema.Array(Schema.String),
  createdAt: Schema.String,
})

export const WebhookEndpointList = Schema.Array(WebhookEndpointInfo)

export const CreatedWebhookEndpoint = Schema.Struct({
  /** `whsec_<base64>`, shown this once. */
  secret: Schema.String,
  info: WebhookEndpointInfo,
  message: Schema.String,
})

export const WebhookDeliveryInfo = Schema.Struct({
  id: Schema.String,
  endpointId: Schema.String,
  event: WebhookEventName,
  status: Schema.Literal("pending", "delivered", "failed"),
  attempts: Schema.Number,
  /** The last answer's HTTP status, 0 when the receiver did not answer. */
  lastStatus: Schema.Number,
  lastError: Schema.String,
  requestedAt: Schema.String,
  /** When the next try is due (pending only). */
  nextAttemptAt: Schema.NullOr(Schema.String),
})

export const WebhookDeliveryList = Schema.Array(WebhookDeliveryInfo)

export const WebhookEndpointPath = Schema.Struct({ id: TrimmedText("id", 100) })

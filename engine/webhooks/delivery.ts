// One delivery to an endpoint (stream `webhookdelivery-<id>`): requested, then each try
// recorded; a failed try is tried again on the backoff schedule until it is the last, then the
// delivery is given up. Once delivered or given up, nothing more is recorded, so a try a second
// node or a restart repeats does not count twice. Pure.
import type { Decider } from "#engine/decider.ts"
import { WebhookDeliveryEvent, type WebhookEventName } from "#schemas/events/webhooks.ts"

import { webhookRetryDelayMs } from "./backoff.ts"

export interface DeliveryState {
  readonly status: "none" | "pending" | "delivered" | "failed"
  /** Tries recorded so far. */
  readonly attempts: number
}

export const deliveryStream = (deliveryId: string): string => `webhookdelivery-${deliveryId}`

export type DeliveryCommand =
  | {
      readonly type: "RequestDelivery"
      readonly deliveryId: string
      readonly endpointId: string
      readonly event: WebhookEventName
      readonly body: string
      readonly now: Date
    }
  /** A try's outcome: `ok` when the receiver answered 2xx; `status` 0 when it did not answer. */
  | {
      readonly type: "RecordTry"
      readonly deliveryId: string
      readonly ok: boolean
      readonly status: number
      readonly error: string
      /** No try would help (the endpoint was removed): give up now. */
      readonly giveUp?: boolean
      readonly firstWaitSeconds: number
      readonly now: Date
    }

const decide = (command: DeliveryCommand, state: DeliveryState): WebhookDeliveryEvent[] => {
  const at = command.now.toISOString()
  switch (command.type) {
    case "RequestDelivery":
      if (state.status !== "none") return []
      return [
        { type: "WebhookDeliveryRequested", deliveryId: command.deliveryId, endpointId: command.endpointId, event: command.event, body: command.body, at },
      ]
    case "RecordTry": {
      if (state.status !== "pending") return []
      const attempt = state.attempts + 1
      const { deliveryId, status, error } = command
      if (command.ok) return [{ type: "WebhookDeliverySucceeded", deliveryId, attempt, status, at }]
      const wait = command.giveUp ? undefined : webhookRetryDelayMs(command.firstWaitSeconds, attempt)
      if (wait === undefined) return [{ type: "WebhookDeliveryGivenUp", deliveryId, attempt, status, error, at }]
      return [{ type: "WebhookDeliveryAttempted", deliveryId, attempt, status, error, retryAt: new Date(command.now.getTime() + wait).toISOString(), at }]
    }
  }
}

const evolve = (state: DeliveryState, event: WebhookDeliveryEvent): DeliveryState => {
  switch (event.type) {
    case "WebhookDeliveryRequested":
      return { status: "pending", attempts: 0 }
    case "WebhookDeliveryAttempted":
      return { ...state, attempts: event.attempt }
    case "WebhookDeliverySucceeded":
      return { status: "delivered", attempts: event.attempt }
    case "WebhookDeliveryGivenUp":
      return { status: "failed", attempts: event.attempt }
  }
}

export const deliveryDecider: Decider<DeliveryCommand, DeliveryState, WebhookDeliveryEvent> = {
  decide,
  evolve,
  initialState: { status: "none", attempts: 0 },
  events: WebhookDeliveryEvent,
}

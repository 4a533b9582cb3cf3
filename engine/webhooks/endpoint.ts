// A webhook endpoint (stream `webhookendpoint-<id>`): registered once with its URL, events and
// secret, then removed for good. Pure.
import type { Decider } from "#engine/decider.ts"
import { WebhookEndpointEvent, type WebhookEventName } from "#schemas/events/webhooks.ts"

export interface EndpointState {
  readonly status: "none" | "active" | "removed"
}

export const endpointStream = (endpointId: string): string => `webhookendpoint-${endpointId}`

export type EndpointCommand =
  | {
      readonly type: "RegisterEndpoint"
      readonly endpointId: string
      readonly url: string
      readonly events: readonly WebhookEventName[]
      readonly secret: string
      readonly now: Date
    }
  | { readonly type: "RemoveEndpoint"; readonly endpointId: string; readonly now: Date }

const decide = (command: EndpointCommand, state: EndpointState): WebhookEndpointEvent[] => {
  const at = command.now.toISOString()
  switch (command.type) {
    case "RegisterEndpoint":
      if (state.status !== "none") return []
      return [
        {
          type: "WebhookEndpointRegistered",
          endpointId: command.endpointId,
          url: command.url,
          events: [...new Set(command.events)],
          secret: command.secret,
          at,
        },
      ]
    case "RemoveEndpoint":
      return state.status === "active" ? [{ type: "WebhookEndpointRemoved", endpointId: command.endpointId, at }] : []
  }
}

const evolve = (_state: EndpointState, event: WebhookEndpointEvent): EndpointState => ({
  status: event.type === "WebhookEndpointRegistered" ? "active" : "removed",
})

export const endpointDecider: Decider<EndpointCommand, EndpointState, WebhookEndpointEvent> = {
  decide,
  evolve,
  initialState: { status: "none" },
  events: WebhookEndpointEvent,
}

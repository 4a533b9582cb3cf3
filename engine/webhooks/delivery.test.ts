// A webhook delivery, given/when/then: each failed try is counted and scheduled on the backoff,
// the last one gives up, and nothing is recorded once it is settled.
import { describe, it } from "vitest"

import type { WebhookDeliveryEvent } from "#schemas/events/webhooks.ts"
import { given } from "#test/support/decider.ts"

import { MAX_WEBHOOK_ATTEMPTS } from "./backoff.ts"
import { type DeliveryCommand, deliveryDecider } from "./delivery.ts"

const NOW = new Date("2026-03-05T10:00:00.000Z")
const at = NOW.toISOString()
const request: DeliveryCommand = { type: "RequestDelivery", deliveryId: "d1", endpointId: "e1", event: "post.published", body: "{}", now: NOW }
const failed: DeliveryCommand = { type: "RecordTry", deliveryId: "d1", ok: false, status: 500, error: "HTTP 500", firstWaitSeconds: 10, now: NOW }
const ok: DeliveryCommand = { ...failed, ok: true, status: 204, error: "" }

const requested: WebhookDeliveryEvent = { type: "WebhookDeliveryRequested", deliveryId: "d1", endpointId: "e1", event: "post.published", body: "{}", at }
const attempted = (attempt: number, retryAt: string): WebhookDeliveryEvent => ({
  type: "WebhookDeliveryAttempted",
  deliveryId: "d1",
  attempt,
  status: 500,
  error: "HTTP 500",
  retryAt,
  at,
})

describe("a webhook delivery", () => {
  it("is requested once", () => {
    given(deliveryDecider).when(request).then([requested])
    given(deliveryDecider, [requested]).when(request).then([])
  })

  it("counts each failed try and schedules the next on the backoff", () => {
    given(deliveryDecider, [requested])
      .when(failed)
      .then([attempted(1, "2026-03-05T10:00:10.000Z")])
    given(deliveryDecider, [requested, attempted(1, at)])
      .when(failed)
      .then([attempted(2, "2026-03-05T10:00:50.000Z")])
  })

  it("is delivered on a 2xx answer, with its tries counted, and settled after", () => {
    const delivered: WebhookDeliveryEvent = { type: "WebhookDeliverySucceeded", deliveryId: "d1", attempt: 3, status: 204, at }
    given(deliveryDecider, [requested, attempted(1, at), attempted(2, at)])
      .when(ok)
      .then([delivered])
    given(deliveryDecider, [requested, delivered]).when(failed).then([])
    given(deliveryDecider, [requested, delivered]).when(ok).then([])
    given(deliveryDecider).when(ok).then([])
  })

  it("is given up after the last try", () => {
    const history = [requested, ...Array.from({ length: MAX_WEBHOOK_ATTEMPTS - 1 }, (_, i) => attempted(i + 1, at))]
    const gaveUp: WebhookDeliveryEvent = { type: "WebhookDeliveryGivenUp", deliveryId: "d1", attempt: MAX_WEBHOOK_ATTEMPTS, status: 500, error: "HTTP 500", at }
    given(deliveryDecider, history).when(failed).then([gaveUp])
    given(deliveryDecider, [...history, gaveUp])
      .when(failed)
      .then([])
  })
})

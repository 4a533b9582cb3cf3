// The owner's webhooks under /api/dashboard/webhooks: list, register (the secret answered this
// once), remove, send a test event, and the latest deliveries with their status.
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"

import { OwnerSession } from "#api/features/site-owner/public.ts"
import { Refusal } from "#api/platform/http/refusals.ts"
import { MessageBody } from "#schemas/api/message.ts"
import { CreatedWebhookEndpoint, NewWebhookEndpoint, WebhookDeliveryList, WebhookEndpointList, WebhookEndpointPath } from "#schemas/api/webhooks.ts"

export const WebhooksGroup = HttpApiGroup.make("webhooks")
  .add(HttpApiEndpoint.get("list", "/").addSuccess(WebhookEndpointList))
  .add(HttpApiEndpoint.post("create", "/").setPayload(NewWebhookEndpoint).addSuccess(CreatedWebhookEndpoint).addError(Refusal.Invalid))
  .add(HttpApiEndpoint.del("remove", "/:id").setPath(WebhookEndpointPath).addSuccess(MessageBody).addError(Refusal.Missing))
  .add(HttpApiEndpoint.post("test", "/:id/test").setPath(WebhookEndpointPath).addSuccess(MessageBody).addError(Refusal.Missing))
  .add(HttpApiEndpoint.get("deliveries", "/deliveries").addSuccess(WebhookDeliveryList))
  .middleware(OwnerSession)
  .prefix("/dashboard/webhooks")

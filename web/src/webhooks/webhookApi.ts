// The owner's webhooks calls, under /api/dashboard/webhooks (with the session cookie).
import type { MessageBody } from "#schemas/api/message.ts"
import type { CreatedWebhookEndpoint, NewWebhookEndpoint, WebhookDeliveryInfo, WebhookEndpointInfo } from "#schemas/api/webhooks.ts"

import { request } from "../http/client.ts"

export type EndpointInfo = typeof WebhookEndpointInfo.Type
export type NewEndpoint = typeof NewWebhookEndpoint.Encoded
export type CreatedEndpoint = typeof CreatedWebhookEndpoint.Type
export type DeliveryInfo = typeof WebhookDeliveryInfo.Type

const BASE = "/dashboard/webhooks"

export const listWebhooks = () => request<readonly EndpointInfo[]>(BASE)
export const createWebhook = (body: NewEndpoint) => request<CreatedEndpoint>(BASE, { method: "POST", body })
export const removeWebhook = (id: string) => request<typeof MessageBody.Type>(`${BASE}/${encodeURIComponent(id)}`, { method: "DELETE" })
export const testWebhook = (id: string) => request<typeof MessageBody.Type>(`${BASE}/${encodeURIComponent(id)}/test`, { method: "POST" })
export const listDeliveries = () => request<readonly DeliveryInfo[]>(`${BASE}/deliveries`)

// Signing as the Standard Webhooks specification says: the secret is `whsec_` and the base64
// of its key; the signature is `v1,` and the base64 HMAC-SHA256 of "id.timestamp.body" under
// that key, sent with the `webhook-id` and `webhook-timestamp` headers. Pure.
import { createHmac, randomBytes } from "node:crypto"

const PREFIX = "whsec_"

/** A new secret: 32 random bytes. */
export const newWebhookSecret = (): string => PREFIX + randomBytes(32).toString("base64")

export const signWebhook = (secret: string, id: string, timestampSeconds: number, body: string): string => {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, "base64")
  return "v1," + createHmac("sha256", key).update(`${id}.${timestampSeconds}.${body}`).digest("base64")
}

/** The headers of one delivery try. */
export const webhookHeaders = (secret: string, id: string, timestampSeconds: number, body: string): Record<string, string> => ({
  "content-type": "application/json",
  "webhook-id": id,
  "webhook-timestamp": String(timestampSeconds),
  "webhook-signature": signWebhook(secret, id, timestampSeconds, body),
})

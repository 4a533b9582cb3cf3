import { describe, expect, it } from "vitest"

import { newWebhookSecret, signWebhook, webhookHeaders } from "./signing.ts"

describe("webhook signatures", () => {
  it("match the Standard Webhooks specification's example", () => {
    const signature = signWebhook("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, '{"test": 2432232314}')
    expect(signature).toBe("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=")
  })

  it("change with the body, the id, the time and the secret", () => {
    const secret = newWebhookSecret()
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    const headers = webhookHeaders(secret, "d1", 100, "{}")
    expect(headers["webhook-id"]).toBe("d1")
    expect(headers["webhook-timestamp"]).toBe("100")
    const others = [
      signWebhook(secret, "d1", 100, "{ }"),
      signWebhook(secret, "d2", 100, "{}"),
      signWebhook(secret, "d1", 101, "{}"),
      signWebhook(newWebhookSecret(), "d1", 100, "{}"),
    ]
    for (const other of others) expect(other).not.toBe(headers["webhook-signature"])
  })
})

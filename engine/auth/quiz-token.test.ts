import { randomBytes } from "node:crypto"

import { decodeJwt } from "jose"
import { describe, expect, it } from "vitest"

import { signQuizToken, verifyQuizToken } from "./quiz-token.ts"

const secret = randomBytes(32)
const user = { userId: "u1", username: "ada", isAdmin: true }

describe("quiz tokens", () => {
  it("round-trips the claims the client reads", async () => {
    const now = new Date("2030-01-01T00:00:00Z")
    const { token, claims } = await signQuizToken(secret, user, 3600, now)
    const payload = decodeJwt(token)
    expect(payload).toMatchObject({ sub: "u1", username: "ada", is_admin: true, jti: claims.jti, exp: claims.exp })
    expect(claims.exp).toBe(now.getTime() / 1000 + 3600)
    expect(await verifyQuizToken(secret, token, now)).toEqual({ ok: true, claims })
  })

  it("tells an expired genuine token from a forged one", async () => {
    const now = new Date("2030-01-01T00:00:00Z")
    const { token } = await signQuizToken(secret, user, 60, now)
    const later = new Date(now.getTime() + 61_000)
    expect(await verifyQuizToken(secret, token, later)).toEqual({ ok: false, reason: "expired" })
    expect(await verifyQuizToken(randomBytes(32), token, later)).toEqual({ ok: false, reason: "invalid" })
    expect(await verifyQuizToken(secret, "not.a.token", now)).toEqual({ ok: false, reason: "invalid" })
    expect(await verifyQuizToken(secret, "", now)).toEqual({ ok: false, reason: "invalid" })
  })

  it("gives every token its own id", async () => {
    const a = await signQuizToken(secret, user, 60)
    const b = await signQuizToken(secret, user, 60)
    expect(a.claims.jti).not.toBe(b.claims.jti)
  })
})

import { describe, expect, it } from "vitest"

import { isTokenExpired, tokenExpiry } from "./token.ts"

const b64url = (value: string) => Buffer.from(value).toString("base64url")
const jwt = (claims: unknown) => `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify(claims))}.sig`
const now = Date.UTC(2025, 0, 1)

describe("quiz token expiry", () => {
  it("reads the exp claim", () => {
    expect(tokenExpiry(jwt({ exp: 1234 }))).toBe(1234)
  })

  it("counts a missing token as expired", () => {
    expect(isTokenExpired(undefined, now)).toBe(true)
    expect(isTokenExpired("", now)).toBe(true)
  })

  it("counts a token without exp as expired", () => {
    expect(isTokenExpired(jwt({ sub: "u" }), now)).toBe(true)
  })

  it("counts an undecodable token as expired", () => {
    expect(isTokenExpired("not-a-jwt", now)).toBe(true)
    expect(isTokenExpired("a.%%%.c", now)).toBe(true)
    expect(isTokenExpired(`a.${b64url("[1,2")}.c`, now)).toBe(true)
    expect(isTokenExpired(jwt({ exp: "soon" }), now)).toBe(true)
  })

  it("counts a past exp as expired and a future one as valid", () => {
    expect(isTokenExpired(jwt({ exp: now / 1000 - 1 }), now)).toBe(true)
    expect(isTokenExpired(jwt({ exp: now / 1000 }), now)).toBe(true)
    expect(isTokenExpired(jwt({ exp: now / 1000 + 60 }), now)).toBe(false)
  })

  it("decodes base64url payloads with non-ASCII text", () => {
    expect(tokenExpiry(jwt({ name: "Zoë ✓", exp: 99 }))).toBe(99)
  })
})

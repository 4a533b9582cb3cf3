import { describe, expect, it } from "vitest"

import { meetsClaimRule, parseClaimRule, usernameCandidate, usernameFromClaims } from "./claims.ts"

describe("claim rules", () => {
  it("reads name=value and refuses anything else", () => {
    expect(parseClaimRule("groups=homestead-admins")).toEqual({ claim: "groups", value: "homestead-admins" })
    expect(parseClaimRule(" email = me@example.org ")).toEqual({ claim: "email", value: "me@example.org" })
    expect(parseClaimRule("groups")).toBeNull()
    expect(parseClaimRule("=x")).toBeNull()
  })

  it("is met by the value itself or a list holding it, nothing else", () => {
    const rule = { claim: "groups", value: "owners" }
    expect(meetsClaimRule({ groups: ["players", "owners"] }, rule)).toBe(true)
    expect(meetsClaimRule({ groups: "owners" }, rule)).toBe(true)
    expect(meetsClaimRule({ groups: ["owners-not"] }, rule)).toBe(false)
    expect(meetsClaimRule({ groups: { owners: true } }, rule)).toBe(false)
    expect(meetsClaimRule({}, rule)).toBe(false)
  })
})

describe("a new player's username", () => {
  it("comes from the preferred name, made to fit the rule", () => {
    expect(usernameFromClaims({ preferred_username: "Ana María" })).toBe("AnaMaria")
    expect(usernameFromClaims({ email: "ana@example.org" })).toBe("ana")
    expect(usernameFromClaims({ preferred_username: "!!" })).toBe("player")
  })

  it("takes a number when the name is taken, still at most 30 characters", () => {
    expect(usernameCandidate("ana", 0)).toBe("ana")
    expect(usernameCandidate("ana", 1)).toBe("ana2")
    expect(usernameCandidate("a".repeat(30), 9)).toHaveLength(30)
  })
})

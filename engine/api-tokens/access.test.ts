// What a token may reach: every pair of holder and scope against every area and method.
import { describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { tokenRefusal } from "./access.ts"

describe("what a personal API token may reach", () => {
  it("lets the owner's read token read the owner's API and nothing else", () => {
    const token = { holder: "owner", scope: "read" } as const
    expect(tokenRefusal(token, "owner", "GET")).toBeUndefined()
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) expect(tokenRefusal(token, "owner", method)).toBe(Messages.apiTokenReadOnly)
    expect(tokenRefusal(token, "player-data", "GET")).toBe(Messages.apiTokenOwnerOnly)
    expect(tokenRefusal(token, "player", "GET")).toBe(Messages.apiTokenOwnerOnly)
  })

  it("lets the owner's read and write token write the owner's API", () => {
    const token = { holder: "owner", scope: "write" } as const
    for (const method of ["GET", "POST", "PUT", "DELETE"]) expect(tokenRefusal(token, "owner", method)).toBeUndefined()
  })

  it("lets a player's token read their own data only", () => {
    const token = { holder: "player", scope: "read" } as const
    expect(tokenRefusal(token, "player-data", "GET")).toBeUndefined()
    expect(tokenRefusal(token, "player-data", "POST")).toBe(Messages.apiTokenReadOnly)
    expect(tokenRefusal(token, "player", "GET")).toBe(Messages.apiTokenNotForThis)
    expect(tokenRefusal(token, "owner", "GET")).toBe(Messages.apiTokenNotForOwner)
  })
})

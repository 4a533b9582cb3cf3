import { describe, expect, it } from "vitest"

import { isSealed, newKey, seal, unseal } from "./cipher.ts"

describe("sealing a personal value", () => {
  const key = newKey()

  it("opens with the owner's key and id, and hides the value", () => {
    const sealed = seal(key, "user-1", "ann@example.com")
    expect(isSealed(sealed)).toBe(true)
    expect(sealed).not.toContain("ann@example.com")
    expect(unseal(key, "user-1", sealed)).toBe("ann@example.com")
    // A fresh nonce each time: the same value never seals to the same text.
    expect(seal(key, "user-1", "ann@example.com")).not.toBe(sealed)
  })

  it("does not open with another key, for another owner, or once altered", () => {
    const sealed = seal(key, "user-1", "ann@example.com")
    expect(unseal(newKey(), "user-1", sealed)).toBeUndefined()
    expect(unseal(key, "user-2", sealed)).toBeUndefined()
    const altered = sealed.slice(0, -2) + (sealed.endsWith("A") ? "BB" : "AA")
    expect(unseal(key, "user-1", altered)).toBeUndefined()
    expect(unseal(key, "user-1", "sealed:v1:short")).toBeUndefined()
  })

  it("tells sealed values from plain ones", () => {
    expect(isSealed("ann@example.com")).toBe(false)
    expect(isSealed(null)).toBe(false)
  })
})

import { describe, expect, it } from "vitest"

import { readUnsubscribeToken, unsubscribeToken } from "./unsubscribe-token.ts"

const KEY = new Uint8Array(32).fill(7)
const OTHER_KEY = new Uint8Array(32).fill(8)

describe("unsubscribe tokens", () => {
  it("name their own subscription under the site's key, and nothing else passes", () => {
    const token = unsubscribeToken(KEY, "sub-1")
    expect(readUnsubscribeToken(KEY, token)).toBe("sub-1")
    expect(readUnsubscribeToken(KEY, ` ${token} `)).toBe("sub-1")
    expect(readUnsubscribeToken(OTHER_KEY, token)).toBeUndefined()
    // Another subscription's signature does not carry over.
    expect(readUnsubscribeToken(KEY, `sub-2.${token.split(".")[1]}`)).toBeUndefined()
    for (const junk of ["", "sub-1", "sub-1.", `${token}x`, "a b.c"]) expect(readUnsubscribeToken(KEY, junk)).toBeUndefined()
  })
})

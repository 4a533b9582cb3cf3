import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { GROUP_KEY_PATTERN, INVITE_KEY_PATTERN, KEY_ALPHABET, newGroupKey, newInviteKey, normalizeGroupKey, normalizeInviteKey } from "./keys.ts"

/** A random source replaying fast-check's integers, scaled into [0, max). */
const replay = (values: readonly number[]) => {
  let i = 0
  return (max: number) => Math.floor((values[i++ % values.length]! * max) / 2 ** 31)
}
const sources = fc.array(fc.integer({ min: 0, max: 2 ** 31 - 1 }), { minLength: 1, maxLength: 20 })

describe("invite and group keys", () => {
  it("draws keys of the product's format (docs/product.md §5) from any random source", () => {
    fc.assert(
      fc.property(sources, (values) => {
        expect(newInviteKey(replay(values))).toMatch(INVITE_KEY_PATTERN)
        expect(newGroupKey(replay(values))).toMatch(GROUP_KEY_PATTERN)
      }),
    )
  })

  it("is three groups of three lower-case letters or digits, without look-alikes", () => {
    expect(INVITE_KEY_PATTERN.test("k7q-2mz-x9p")).toBe(true)
    for (const ambiguous of "01ilo") expect(KEY_ALPHABET).not.toContain(ambiguous)
    fc.assert(
      fc.property(sources, (values) => {
        expect(newInviteKey(replay(values))).toMatch(/^[a-z0-9]{3}-[a-z0-9]{3}-[a-z0-9]{3}$/)
      }),
    )
  })

  it("never repeats in 100 000 crypto draws", () => {
    const seen = new Set<string>()
    let malformed = 0
    for (let i = 0; i < 100_000; i++) {
      const key = newInviteKey()
      if (!INVITE_KEY_PATTERN.test(key)) malformed++
      seen.add(key)
    }
    expect(malformed).toBe(0)
    expect(seen.size).toBe(100_000)
  })

  it("uses every letter of the alphabet (the draw is not stuck on a few)", () => {
    const used = new Set(Array.from({ length: 2000 }, () => newInviteKey().replaceAll("-", "")).join(""))
    expect(used.size).toBe(KEY_ALPHABET.length)
  })

  it("refuses a random source that answers out of range", () => {
    expect(() => newInviteKey(() => KEY_ALPHABET.length)).toThrow(RangeError)
    expect(() => newInviteKey(() => -1)).toThrow(RangeError)
  })

  it("reads keys the way people type them", () => {
    expect(normalizeInviteKey("  K7Q-2MZ-X9P ")).toBe("k7q-2mz-x9p")
    expect(normalizeInviteKey("k7q2mzx9p")).toBe("k7q-2mz-x9p")
    expect(normalizeInviteKey("k7q 2mz x9p")).toBe("k7q-2mz-x9p")
    expect(normalizeGroupKey("H3KQ8WZRM2PDX7TN")).toBe("h3kq-8wzr-m2pd-x7tn")
    expect(normalizeInviteKey("nonsense")).toBe("nonsense")
    expect(normalizeInviteKey("")).toBe("")
    fc.assert(
      fc.property(sources, (values) => {
        const key = newInviteKey(replay(values))
        expect(normalizeInviteKey(key.toUpperCase().replaceAll("-", ""))).toBe(key)
      }),
    )
  })
})

import { describe, expect, it } from "vitest"

import { generatePassword, hashPassword, verifyAgainstNothing, verifyPassword } from "./password.ts"

const cheap = { log2N: 10, r: 8, p: 1 }

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("correct horse battery", cheap)
    expect(await verifyPassword("correct horse battery", hash)).toBe(true)
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false)
  })

  it("encodes its parameters and salts every hash", async () => {
    const a = await hashPassword("same password", cheap)
    const b = await hashPassword("same password", cheap)
    expect(a).toMatch(/^scrypt\$10\$8\$1\$[\w-]+\$[\w-]+$/)
    expect(a).not.toBe(b)
    expect(a).not.toContain("same password")
  })

  it("uses the memory-hard default cost", async () => {
    const hash = await hashPassword("default cost")
    expect(hash.startsWith("scrypt$15$8$1$")).toBe(true)
    expect(await verifyPassword("default cost", hash)).toBe(true)
  })

  it("refuses malformed or absurd encodings instead of throwing", async () => {
    for (const bad of ["", "plain", "scrypt$40$8$1$c2FsdA$a2V5", "bcrypt$10$8$1$a$b", "scrypt$10$8$1$$"]) {
      expect(await verifyPassword("x", bad)).toBe(false)
    }
    expect(await verifyAgainstNothing("anything")).toBe(false)
  })

  it("generates strong printable passwords", () => {
    const seen = new Set(Array.from({ length: 50 }, generatePassword))
    expect(seen.size).toBe(50)
    for (const p of seen) expect(p).toMatch(/^[A-Za-z0-9_-]{18}$/)
  })
})

import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { acceptsTyped, comparable, typoAllowance, typoDistance } from "./typed-answer.ts"

const question = (accepted: string[], over: Partial<{ forgive_case: boolean; forgive_accents: boolean; forgive_typos: boolean }> = {}) => ({
  accepted,
  forgive_case: true,
  forgive_accents: true,
  forgive_typos: true,
  ...over,
})

describe("type the answer", () => {
  it("takes any accepted variant, forgiving case, accents and outer punctuation", () => {
    const q = question(["Crème fraîche", "Creme fraiche"])
    expect(acceptsTyped(q, "creme fraiche")).toBe(true)
    expect(acceptsTyped(q, "  CRÈME   fraîche! ")).toBe(true)
    expect(acceptsTyped(question(["Mulch", "Wood chips"]), "wood chips")).toBe(true)
    expect(acceptsTyped(q, "")).toBe(false)
  })

  it("holds case and accents when the question says so", () => {
    expect(acceptsTyped(question(["pH"], { forgive_case: false, forgive_typos: false }), "PH")).toBe(false)
    expect(acceptsTyped(question(["pH"], { forgive_case: false, forgive_typos: false }), "pH")).toBe(true)
    expect(acceptsTyped(question(["Jalapeño"], { forgive_accents: false, forgive_typos: false }), "jalapeno")).toBe(false)
  })

  it("forgives one slip in a short answer and two in a long one, only when the question allows typos", () => {
    expect(acceptsTyped(question(["Comfrey"]), "comfery")).toBe(true) // two letters swapped: one slip
    expect(acceptsTyped(question(["Comfrey"]), "cmfery")).toBe(false)
    expect(acceptsTyped(question(["Nitrogen fixation"]), "nitrogen fixaton")).toBe(true)
    expect(acceptsTyped(question(["Nitrogen fixation"]), "nitrgen fixaton")).toBe(true)
    expect(acceptsTyped(question(["Nitrogen fixation"]), "nitrgen fixatn")).toBe(false)
    expect(acceptsTyped(question(["Comfrey"], { forgive_typos: false }), "comfery")).toBe(false)
  })

  it("never forgives a slip in a figure or a very short answer", () => {
    expect(acceptsTyped(question(["1850"]), "1851")).toBe(false)
    expect(acceptsTyped(question(["Bee"]), "Bed")).toBe(false)
    expect(typoAllowance("Bee")).toBe(0)
    expect(typoAllowance("21 days")).toBe(0)
  })

  it("counts a swap of neighbours as one edit", () => {
    expect(typoDistance("ab", "ba", 2)).toBe(1)
    expect(typoDistance("kitten", "sitting", 5)).toBe(3)
    expect(typoDistance("same", "same", 0)).toBe(0)
  })

  const word = fc.stringMatching(/^[a-z]{1,14}$/)

  it("accepts nothing further from the key than its allowance (property)", () => {
    fc.assert(
      fc.property(word, word, (key, typed) => {
        const d = typoDistance(typed, key, 20)
        if (d > typoAllowance(key)) expect(acceptsTyped(question([key]), typed)).toBe(false)
        if (d <= typoAllowance(key)) expect(acceptsTyped(question([key]), typed)).toBe(true)
      }),
    )
  })

  it("measures a distance that is symmetric, zero only for equal texts, and capped past its limit (property)", () => {
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 4 }), (a, b, limit) => {
        const full = typoDistance(a, b, 30)
        expect(typoDistance(b, a, 30)).toBe(full)
        expect(full === 0).toBe(a === b)
        expect(typoDistance(a, b, limit)).toBe(Math.min(full, limit + 1))
      }),
    )
  })

  it("compares texts the same however they are spaced or cased (property)", () => {
    fc.assert(
      fc.property(word, (w) => {
        expect(comparable(`  ${w.toUpperCase()}  `, { case: true, accents: true })).toBe(comparable(w, { case: true, accents: true }))
      }),
    )
  })
})

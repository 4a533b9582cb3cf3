import { describe, expect, it } from "vitest"

import { costOf, parsePrices } from "./prices.ts"

describe("AI prices", () => {
  it("reads model=input/output per million tokens, and refuses anything else", () => {
    const prices = parsePrices("gpt-4o-mini=0.15/0.6, llama3.1 = 0/0")!
    expect([...prices.entries()]).toEqual([
      ["gpt-4o-mini", { input: 0.15, output: 0.6 }],
      ["llama3.1", { input: 0, output: 0 }],
    ])
    expect(parsePrices("")!.size).toBe(0)
    for (const bad of ["gpt-4o", "gpt=1", "gpt=a/b", "=1/2", "gpt=-1/2"]) expect(parsePrices(bad), bad).toBeNull()
  })

  it("prices a model's tokens, and knows no price for a model without one", () => {
    const prices = parsePrices("small=0.5/2")!
    expect(costOf(prices, "small", 2_000_000, 500_000)).toBe(2)
    expect(costOf(prices, "large", 10, 10)).toBeNull()
  })
})

import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { recipeServername, servernameProblem } from "#schemas/recipe-servername.ts"

describe("recipe servername", () => {
  it("lowercases, trims, collapses spaces and turns them into underscores", () => {
    expect(recipeServername("Sourdough Bread")).toBe("sourdough_bread")
    expect(recipeServername("  Grandma's   Apple  Pie ")).toBe("grandma's_apple_pie")
    expect(recipeServername("Jalapeño Poppers (Smoked!)")).toBe("jalapeño_poppers_(smoked!)")
    expect(recipeServername("Already_snake")).toBe("already_snake")
  })

  it("is idempotent and never holds spaces or capitals", () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const once = recipeServername(name)
        expect(recipeServername(once)).toBe(once)
        expect(once).not.toMatch(/\s/)
        expect(once).toBe(once.toLowerCase())
      }),
    )
  })

  it("names differing only in case or spacing share one servername", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("salsa", "Verde", "HOT"), { minLength: 1, maxLength: 4 }), fc.constantFrom(" ", "  ", "\t"), (words, gap) => {
        expect(recipeServername(` ${words.join(gap)} `)).toBe(recipeServername(words.join(" ").toUpperCase()))
      }),
    )
  })

  it("says why a name cannot be used", () => {
    expect(servernameProblem("   ")).toBe("empty")
    expect(servernameProblem("Salt/Pepper")).toBe("characters")
    expect(servernameProblem("100% rye")).toBe("characters")
    expect(servernameProblem("Latest")).toBe("reserved")
    expect(servernameProblem("Latest Bread")).toBeUndefined()
  })
})

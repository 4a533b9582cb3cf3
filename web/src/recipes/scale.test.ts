import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { formatAmount, parseLeadingAmount, parseNumber, scaleIngredient, scaleText } from "./scale.ts"

describe("reading an amount", () => {
  it.each([
    ["12", 12],
    ["1.5", 1.5],
    [".25", 0.25],
    ["1/2", 0.5],
    ["3 / 4", 0.75],
    ["1 1/2", 1.5],
    ["½", 0.5],
    ["1½", 1.5],
    ["2 ¼", 2.25],
    ["1⁄3", 1 / 3],
    ["1,5", 1.5],
    ["1,000", 1000],
    ["1/0", undefined],
    ["a", undefined],
  ])("%s is %s", (text, value) => {
    expect(parseNumber(text)).toBe(value)
  })

  it("finds the amount, a range and the unit at the start of a line", () => {
    expect(parseLeadingAmount("2 ½ cups flour")).toMatchObject({ low: 2.5, unit: { text: "cups" } })
    expect(parseLeadingAmount("6 to 8 tbsp ice water")).toMatchObject({ low: 6, high: 8, separator: " to ", unit: { text: "tbsp" } })
    expect(parseLeadingAmount("2-3 T sugar")).toMatchObject({ low: 2, high: 3, unit: { text: "T" } })
    expect(parseLeadingAmount("100g flour")).toMatchObject({ low: 100, unit: { text: "g" }, length: 4 })
    expect(parseLeadingAmount("5 tart apples")).toEqual({ low: 5, length: 1 })
    expect(parseLeadingAmount("2 large eggs")).toEqual({ low: 2, length: 1 })
    expect(parseLeadingAmount("Salt to taste")).toBeUndefined()
    expect(parseLeadingAmount("Juice of 1 lime")).toBeUndefined()
  })
})

describe("writing an amount", () => {
  it.each([
    [1.5, "1 ½"],
    [0.333, "⅓"],
    [2 / 3, "⅔"],
    [0.75, "¾"],
    [2.125, "2 ⅛"],
    [0.98, "1"],
    [4, "4"],
    [3.97, "4"],
    [0.02, "0.02"],
  ])("%s in kitchen measures is %s", (value, text) => {
    expect(formatAmount(value, "fraction")).toBe(text)
  })

  it.each([
    [187.5, "187.5"],
    [1234.56, "1235"],
    [37.5, "37.5"],
    [1.25, "1.25"],
    [0.3333, "0.33"],
    [500, "500"],
  ])("%s in metric is %s", (value, text) => {
    expect(formatAmount(value, "decimal")).toBe(text)
  })

  it.each([
    [1.875, "spoons", "2"],
    [0.625, "spoons", "¾"],
    [0.3, "spoons", "¼"],
    [0.4, "cups", "⅓"],
    [0.9, "cups", "1"],
    [1.25, "count", "1 ½"],
    [2.2, "count", "2"],
    [0.1, "count", "½"],
    [406.25, "fine", "406"],
    [7.25, "fine", "7.3"],
    [0.05, "fine", "0.05"],
  ] as const)("%s in %s is %s", (value, style, text) => {
    expect(formatAmount(value, style)).toBe(text)
  })

  it("keeps cups and spoons within an eighth, and counts within a quarter, of the true amount", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 100, noNaN: true }),
        fc.constantFrom(["cups", 1 / 8], ["spoons", 1 / 8], ["count", 1 / 4]),
        (value, [style, drift]) => {
          const written = formatAmount(value, style as "cups" | "spoons" | "count")
          expect(Math.abs(parseNumber(written)! - value)).toBeLessThanOrEqual((drift as number) + 1e-9)
        },
      ),
    )
  })

  it("never drifts more than a sixteenth from the true amount", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.125, max: 1000, noNaN: true }), (value) => {
        const written = formatAmount(value, "fraction")
        expect(Math.abs(parseNumber(written)! - value)).toBeLessThanOrEqual(1 / 16 + 1e-9)
      }),
    )
  })
})

describe("scaling an ingredient line", () => {
  it.each([
    ["2 ½ cups all-purpose flour", 2, "5 cups all-purpose flour"],
    ["1 cup sugar", 1.5, "1 ½ cups sugar"],
    ["1 cup sugar", 1 / 3, "⅓ cup sugar"],
    ["2 cups milk", 0.5, "1 cup milk"],
    ["1 Tablespoon butter", 3, "3 Tablespoons butter"],
    ["1 tsp salt", 0.5, "½ tsp salt"],
    ["1½ tsp cinnamon", 2, "3 tsp cinnamon"],
    ["1 1/2 lb tomatoes", 2, "3 lb tomatoes"],
    ["1-1/2 cups milk", 2, "3 cups milk"],
    ["½-1 tsp chile flakes", 2, "1-2 tsp chile flakes"],
    ["1,5 kg flour", 2, "3 kg flour"],
    ["1,000 g tomatoes", 0.5, "500 g tomatoes"],
    ["6 to 8 tbsp ice water", 0.5, "3 to 4 tbsp ice water"],
    ["2-3 cloves garlic", 2, "4-6 cloves garlic"],
    // Grams and millilitres as a scale reads them: whole from ten up.
    ["375 g cold water", 0.5, "188 g cold water"],
    ["325 g water", 1.25, "406 g water"],
    ["15 g salt", 0.5, "7.5 g salt"],
    ["100g active starter", 1.5, "150g active starter"],
    ["1.5 kg pork shoulder", 2, "3 kg pork shoulder"],
    ["250 ml stock", 1 / 3, "83 ml stock"],
    // What a set of spoons or cups holds, things counted in halves (4 servings made 5: × 1.25).
    ["1 ½ tbsp olive oil", 1.25, "2 tbsp olive oil"],
    ["1 clove garlic", 1.25, "1 ½ cloves garlic"],
    ["3 eggs", 1.25, "4 eggs"],
    ["1 clove garlic", 0.25, "½ clove garlic"],
    ["½ tsp baking soda", 0.25, "⅛ tsp baking soda"],
    ["¾ cup oats", 1.25, "1 cup oats"],
    ["1 cup rice", 0.75, "¾ cup rice"],
    ["1 l water", 1.5, "1.5 l water"],
    ["8 oz cream cheese", 0.25, "2 oz cream cheese"],
    ["5 tart apples, peeled and sliced", 0.5, "2 ½ tart apples, peeled and sliced"],
    ["4 eggs from the flock", 3, "12 eggs from the flock"],
    ["1 cup (2 sticks) very cold butter", 2, "2 cups (4 sticks) very cold butter"],
    ["1 (14 oz) can tomatoes", 2, "2 (14 oz) can tomatoes"],
    ["1 can (15 oz) black beans", 3, "3 cans (15 oz) black beans"],
    ["Salt to taste", 2, "Salt to taste"],
    ["Juice of half a lemon", 3, "Juice of half a lemon"],
    ["A big handful of cilantro", 2, "A big handful of cilantro"],
  ])("%s × %s is %s", (line, factor, scaled) => {
    expect(scaleText(line, factor)).toBe(scaled)
  })

  it("keeps the stored HTML around the amount", () => {
    expect(scaleIngredient("<strong>1 lb</strong> chile", 2)).toBe("<strong>2 lb</strong> chile")
    expect(scaleIngredient("1 cup (2 sticks) <strong>very cold</strong> butter, cubed", 0.5)).toBe("½ cup (1 stick) <strong>very cold</strong> butter, cubed")
    expect(scaleIngredient("<em>Coarse</em> sugar", 2)).toBe("<em>Coarse</em> sugar")
  })

  it("leaves every line alone at ×1", () => {
    fc.assert(
      fc.property(fc.string(), (line) => {
        expect(scaleIngredient(line, 1)).toBe(line)
      }),
    )
  })

  it("changes only the amount: scaling up then back down gives whole amounts back", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.constantFrom("tbsp", "tsp", "g", "ml", "oz", "lb", ""),
        fc.integer({ min: 2, max: 6 }),
        (n, unit, factor) => {
          const line = `${n}${unit ? ` ${unit}` : ""} of something`
          expect(scaleText(scaleText(line, factor), 1 / factor)).toBe(line)
        },
      ),
    )
  })
})

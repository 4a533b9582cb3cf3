import { describe, expect, it } from "vitest"

import { canStep, initialPortion, portionFactor, portionLabel, scaleNote, stepPortion, withServings } from "./portions.ts"

describe("portions", () => {
  it("scale by servings when the recipe says how many it serves", () => {
    const start = initialPortion(4)
    expect(portionFactor(start)).toBe(1)
    expect(portionLabel(start)).toBe("4 servings")
    const more = stepPortion(stepPortion(start, 1), 1)
    expect(portionLabel(more)).toBe("6 servings")
    expect(portionFactor(more)).toBe(1.5)
    expect(portionFactor(withServings(start, 2))).toBe(0.5)
    expect(portionLabel(withServings(start, 1))).toBe("1 serving")
  })

  it("keep servings between 1 and 100", () => {
    expect(canStep(initialPortion(1), -1)).toBe(false)
    expect(stepPortion(initialPortion(1), -1).value).toBe(1)
    expect(canStep(initialPortion(100), 1)).toBe(false)
    expect(withServings(initialPortion(4), 500).value).toBe(100)
    expect(withServings(initialPortion(4), 0).value).toBe(1)
    expect(withServings(initialPortion(4), Number.NaN).value).toBe(4)
  })

  it("scale by batches (½, 1, 2, 3) when it does not", () => {
    const start = initialPortion(undefined)
    expect(portionLabel(start)).toBe("1 batch")
    const half = stepPortion(start, -1)
    expect([portionFactor(half), portionLabel(half), canStep(half, -1)]).toEqual([0.5, "½ batch", false])
    const most = stepPortion(stepPortion(start, 1), 1)
    expect([portionFactor(most), portionLabel(most), canStep(most, 1)]).toEqual([3, "3 batches", false])
    // Typing a number means servings; a batch stays a batch.
    expect(withServings(start, 7)).toEqual(start)
  })

  it("say on paper how far the recipe was scaled, in kitchen fractions where the factor is one", () => {
    expect(scaleNote(initialPortion(4))).toBeUndefined()
    expect(scaleNote(withServings(initialPortion(4), 8))).toBe("Scaled ×2 (8 servings)")
    expect(scaleNote(withServings(initialPortion(4), 2))).toBe("Scaled ×½ (2 servings)")
    expect(scaleNote(withServings(initialPortion(3), 4))).toBe("Scaled ×1 ⅓ (4 servings)")
    // 3 of 7 is no kitchen fraction: a decimal, not the nearest eighth.
    expect(scaleNote(withServings(initialPortion(7), 3))).toBe("Scaled ×0.43 (3 servings)")
    expect(scaleNote(initialPortion(undefined))).toBeUndefined()
    expect(scaleNote(stepPortion(initialPortion(undefined), 1))).toBe("Scaled ×2 (2 batches)")
  })
})

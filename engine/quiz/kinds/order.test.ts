import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { isArrangementOf, isRightOrder, shownOrder } from "./order.ts"

describe("put in order", () => {
  it("is shown in an order of its own, the same every time, never the right one (property)", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1 }), { minLength: 2, maxLength: 6 }), fc.string(), (items, id) => {
        const shown = shownOrder({ id, items })
        expect(shown).toEqual(shownOrder({ id, items }))
        expect([...shown].sort()).toEqual([...items].sort())
        expect(shown).not.toEqual(items)
      }),
    )
  })

  it("is right only with every item in its place", () => {
    const q = { items: ["Sow", "Water", "Harvest"] }
    expect(isRightOrder(q, ["Sow", "Water", "Harvest"])).toBe(true)
    expect(isRightOrder(q, ["Water", "Sow", "Harvest"])).toBe(false)
    expect(isArrangementOf(q, ["Harvest", "Sow", "Water"])).toBe(true)
    expect(isArrangementOf(q, ["Harvest", "Sow", "Sow"])).toBe(false)
    expect(isArrangementOf(q, ["Harvest", "Sow"])).toBe(false)
  })
})

import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { groupByCategory } from "./group-by-category.ts"

describe("groupByCategory", () => {
  it("orders groups A–Z ignoring case and keeps each group's order", () => {
    const items = [
      { id: 1, category: "garden" },
      { id: 2, category: "Animals" },
      { id: 3, category: "garden" },
      { id: 4, category: "Bees" },
    ]
    expect(groupByCategory(items)).toEqual([
      { category: "Animals", items: [items[1]] },
      { category: "Bees", items: [items[3]] },
      { category: "garden", items: [items[0], items[2]] },
    ])
  })

  it("loses and invents nothing", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.nat(), category: fc.constantFrom("A", "a", "B", "Zed", "") })), (items) => {
        const groups = groupByCategory(items)
        expect(groups.flatMap((g) => g.items)).toHaveLength(items.length)
        expect(new Set(groups.map((g) => g.category)).size).toBe(groups.length)
        for (const g of groups) expect(g.items.every((i) => i.category === g.category)).toBe(true)
      }),
    )
  })
})

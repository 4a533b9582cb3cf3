import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { categoryAnchor, categoryExists, checkSubmittedCategory, flattenGroups, groupByCategory, NEW_CATEGORY } from "./categories.ts"

describe("category rules", () => {
  it("finds a typed category already in the list, trimmed and ignoring case", () => {
    const list = ["Breads", "Canning"]
    expect(categoryExists(list, "  breads ")).toBe(true)
    expect(categoryExists(list, "CANNING")).toBe(true)
    expect(categoryExists(list, "Soups")).toBe(false)
    expect(categoryExists([], "Soups")).toBe(false)
  })

  it("blocks submitting the unsaved 'new' category and an empty one", () => {
    expect(checkSubmittedCategory(NEW_CATEGORY)).toEqual({ ok: false, reason: "new" })
    expect(checkSubmittedCategory("   ")).toEqual({ ok: false, reason: "empty" })
    expect(checkSubmittedCategory(" Soups ")).toEqual({ ok: true, category: "Soups" })
  })

  it("any padding or casing of a listed category counts as existing", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ minLength: 1 }).filter((s) => s.trim() !== ""),
          { minLength: 1 },
        ),
        fc.nat(),
        fc.nat(3),
        fc.boolean(),
        (list, pick, pad, upper) => {
          const chosen = list[pick % list.length]!.trim()
          const typed = " ".repeat(pad) + (upper ? chosen.toLocaleUpperCase() : chosen.toLocaleLowerCase()) + " ".repeat(pad)
          // Case mapping can change length for a few letters (e.g. ß → SS); those are not the same name.
          fc.pre(typed.trim().toLocaleLowerCase() === chosen.toLocaleLowerCase())
          expect(categoryExists(list, typed)).toBe(true)
        },
      ),
    )
  })
})

describe("grouping", () => {
  const items = [
    { id: 1, category: "soups" },
    { id: 2, category: "Breads" },
    { id: 3, category: "soups" },
    { id: 4, category: "canning" },
  ]

  it("groups by category, categories A-Z ignoring case, entries in their given order", () => {
    expect(groupByCategory(items)).toEqual([
      { category: "Breads", items: [{ id: 2, category: "Breads" }] },
      { category: "canning", items: [{ id: 4, category: "canning" }] },
      {
        category: "soups",
        items: [
          { id: 1, category: "soups" },
          { id: 3, category: "soups" },
        ],
      },
    ])
  })

  it("flattens groups back into one list in group order", () => {
    expect(flattenGroups(groupByCategory(items)).map((i) => i.id)).toEqual([2, 4, 1, 3])
    expect(flattenGroups([])).toEqual([])
  })

  it("keeps every entry exactly once", () => {
    fc.assert(
      // Ids are unique, as entity ids are; the sort below compares by id.
      fc.property(fc.uniqueArray(fc.record({ id: fc.nat(), category: fc.constantFrom("a", "B", "c", "") }), { selector: (e) => e.id }), (list) => {
        const flat = flattenGroups(groupByCategory(list))
        expect(flat).toHaveLength(list.length)
        expect([...flat].sort((x, y) => x.id - y.id)).toEqual([...list].sort((x, y) => x.id - y.id))
      }),
    )
  })

  it("makes a linkable anchor for a category heading", () => {
    expect(categoryAnchor("recipes", "Jams & Jellies")).toBe("recipes-jams-jellies")
    expect(categoryAnchor("gallery", "  ")).toBe("gallery-uncategorised")
  })
})

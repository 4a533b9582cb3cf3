import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { Missing, WrongState } from "#engine/domain-errors.ts"
import type { CategoriesEvent, CategoryKind } from "#schemas/events/categories.ts"
import * as Messages from "#schemas/messages.ts"

import { categoriesDecider, type CategoriesState } from "./categories.ts"

const NOW = new Date("2026-03-05T10:00:00.000Z")
const state = (...categories: string[]): CategoriesState => ({ categories })
const apply = (s: CategoriesState, events: readonly CategoriesEvent[]) => events.reduce(categoriesDecider.evolve, s)
const decideOne = (type: "AddCategory" | "EnsureCategory" | "RemoveCategory") => (kind: CategoryKind, category: string, now: Date, s: CategoriesState) =>
  categoriesDecider.decide({ type, kind, category, now }, s)
const decideAddCategory = decideOne("AddCategory")
const decideEnsureCategory = decideOne("EnsureCategory")
const decideRemoveCategory = decideOne("RemoveCategory")
const decideReplaceCategories = (kind: CategoryKind, categories: readonly string[], now: Date, s: CategoriesState) =>
  categoriesDecider.decide({ type: "ReplaceCategories", kind, categories, now }, s)

describe("category lists", () => {
  it("adds a trimmed category and refuses a duplicate ignoring case", () => {
    expect(decideAddCategory("recipe", "  Soups ", NOW, state())).toEqual([{ type: "CategoryAdded", kind: "recipe", category: "Soups", at: NOW.toISOString() }])
    expect(() => decideAddCategory("recipe", " soups", NOW, state("Soups"))).toThrow(new WrongState(Messages.categoryExists))
    expect(() => decideAddCategory("recipe", "", NOW, state())).toThrow(Messages.categoryRequired)
    expect(() => decideAddCategory("recipe", "NEW", NOW, state())).toThrow(Messages.saveNewCategoryFirst)
  })

  it("ensures a category for a saved entity only when it is missing", () => {
    expect(decideEnsureCategory("video", "garden", NOW, state("Garden"))).toEqual([])
    expect(decideEnsureCategory("video", "Bees", NOW, state("Garden"))).toHaveLength(1)
  })

  it("removes a category by any spelling, 404 when it is not there", () => {
    expect(decideRemoveCategory("photo", "SKY", NOW, state("Sky"))).toEqual([
      { type: "CategoryRemoved", kind: "photo", category: "Sky", at: NOW.toISOString() },
    ])
    expect(() => decideRemoveCategory("photo", "Sea", NOW, state("Sky"))).toThrow(new Missing(Messages.categoryNotFound))
  })

  it("replaces a list with no blanks and no duplicates, and is quiet when nothing changes", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("Goats", "goats", " Bees", "", "  ", "Ducks", "ducks ")), (input) => {
        const events = decideReplaceCategories("video", input, NOW, state("Old"))
        const after = apply(state("Old"), events)
        const lower = after.categories.map((c) => c.toLowerCase())
        expect(new Set(lower).size).toBe(lower.length)
        expect(after.categories.every((c) => c !== "" && c === c.trim())).toBe(true)
        expect(decideReplaceCategories("video", input, NOW, after)).toEqual([])
      }),
    )
  })
})

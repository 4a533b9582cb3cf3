// The category lists, given/when/then: given the categories a list holds, when an add, ensure,
// remove or replace comes, then these events (or this refusal).
import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { Missing, WrongState } from "#engine/domain-errors.ts"
import type { CategoriesEvent, CategoryKind } from "#schemas/events/categories.ts"
import * as Messages from "#schemas/messages.ts"
import { given } from "#test/support/decider.ts"

import { categoriesDecider, type CategoryCommand, type ReplaceCategories } from "./categories.ts"

const NOW = new Date("2026-03-05T10:00:00.000Z")
const at = NOW.toISOString()
/** The history of a list holding these categories. */
const listed = (kind: CategoryKind, ...categories: string[]): CategoriesEvent[] => categories.map((category) => ({ type: "CategoryAdded", kind, category, at }))
const command =
  (type: CategoryCommand["type"]) =>
  (kind: CategoryKind, category: string): CategoryCommand => ({ type, kind, category, now: NOW })
const addCategory = command("AddCategory")
const ensureCategory = command("EnsureCategory")
const removeCategory = command("RemoveCategory")
const replaceCategories = (kind: CategoryKind, categories: readonly string[]): ReplaceCategories => ({ type: "ReplaceCategories", kind, categories, now: NOW })

describe("category lists", () => {
  it("adds a trimmed category and refuses a duplicate ignoring case", () => {
    given(categoriesDecider)
      .when(addCategory("recipe", "  Soups "))
      .then([{ type: "CategoryAdded", kind: "recipe", category: "Soups", at }])
    given(categoriesDecider, listed("recipe", "Soups")).when(addCategory("recipe", " soups")).then(new WrongState(Messages.categoryExists))
    given(categoriesDecider).when(addCategory("recipe", "")).then(Messages.categoryRequired)
    given(categoriesDecider).when(addCategory("recipe", "NEW")).then(Messages.saveNewCategoryFirst)
  })

  it("ensures a category for a saved entity only when it is missing", () => {
    given(categoriesDecider, listed("video", "Garden")).when(ensureCategory("video", "garden")).then([])
    given(categoriesDecider, listed("video", "Garden"))
      .when(ensureCategory("video", "Bees"))
      .then([{ type: "CategoryAdded", kind: "video", category: "Bees", at }])
  })

  it("removes a category by any spelling, 404 when it is not there", () => {
    given(categoriesDecider, listed("photo", "Sky"))
      .when(removeCategory("photo", "SKY"))
      .then([{ type: "CategoryRemoved", kind: "photo", category: "Sky", at }])
    given(categoriesDecider, listed("photo", "Sky")).when(removeCategory("photo", "Sea")).then(new Missing(Messages.categoryNotFound))
  })

  it("replaces a list with no blanks and no duplicates, and is quiet when nothing changes", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("Goats", "goats", " Bees", "", "  ", "Ducks", "ducks ")), (input) => {
        const history = listed("video", "Old")
        const events = given(categoriesDecider, history).when(replaceCategories("video", input)).events()
        const after = given(categoriesDecider, [...history, ...events])
        const lower = after.state.categories.map((c) => c.toLowerCase())
        expect(new Set(lower).size).toBe(lower.length)
        expect(after.state.categories.every((c) => c !== "" && c === c.trim())).toBe(true)
        after.when(replaceCategories("video", input)).then([])
      }),
    )
  })
})

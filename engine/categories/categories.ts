// The category lists (stream `categories-<kind>`): the owner adds, removes or replaces
// them, and saving a video, photo or recipe adds its category when it is missing.
// Categories compare trimmed and case-insensitively; the first spelling saved is kept.
import type { Decider } from "#engine/decider.ts"
import { Missing, WrongState } from "#engine/domain-errors.ts"
import { CategoriesEvent, type CategoryKind } from "#schemas/events/categories.ts"
import * as Messages from "#schemas/messages.ts"

import { requireCategory, sameCategory } from "../content/fields.ts"

export interface CategoriesState {
  readonly categories: readonly string[]
}

const evolve = (state: CategoriesState, event: CategoriesEvent): CategoriesState => {
  switch (event.type) {
    case "CategoryAdded":
      return { categories: [...state.categories, event.category] }
    case "CategoryRemoved":
      return { categories: state.categories.filter((c) => c !== event.category) }
    case "CategoriesReplaced":
      return { categories: event.categories }
  }
}

export const categoriesStream = (kind: CategoryKind): string => `categories-${kind}`

/** Adding one refuses a duplicate; ensuring one (when an entity is saved) adds it only when missing. */
export interface CategoryCommand {
  readonly type: "AddCategory" | "EnsureCategory" | "RemoveCategory"
  readonly kind: CategoryKind
  readonly category: string
  readonly now: Date
}

export interface ReplaceCategories {
  readonly type: "ReplaceCategories"
  readonly kind: CategoryKind
  readonly categories: readonly string[]
  readonly now: Date
}

/** The spelling already in the list for `category`, if any. */
export const findCategory = (state: CategoriesState, category: string): string | undefined => state.categories.find((c) => sameCategory(c, category))

const add = ({ kind, category, now }: CategoryCommand, state: CategoriesState): CategoriesEvent[] => {
  const name = requireCategory(category)
  if (findCategory(state, name) !== undefined) throw new WrongState(Messages.categoryExists)
  return [{ type: "CategoryAdded", kind, category: name, at: now.toISOString() }]
}

/** For saving an entity: add the category unless the list has it already. */
const ensure = ({ kind, category, now }: CategoryCommand, state: CategoriesState): CategoriesEvent[] => {
  const name = requireCategory(category)
  return findCategory(state, name) === undefined ? [{ type: "CategoryAdded", kind, category: name, at: now.toISOString() }] : []
}

const remove = ({ kind, category, now }: CategoryCommand, state: CategoriesState): CategoriesEvent[] => {
  const stored = findCategory(state, category)
  if (stored === undefined) throw new Missing(Messages.categoryNotFound)
  return [{ type: "CategoryRemoved", kind, category: stored, at: now.toISOString() }]
}

/** The new list: trimmed, blanks dropped, duplicates (ignoring case) kept once. */
const replace = ({ kind, categories, now }: ReplaceCategories, state: CategoriesState): CategoriesEvent[] => {
  const kept: string[] = []
  for (const raw of categories) {
    if (raw.trim() === "") continue
    const name = requireCategory(raw)
    if (!kept.some((c) => sameCategory(c, name))) kept.push(name)
  }
  const unchanged = kept.length === state.categories.length && kept.every((c, i) => c === state.categories[i])
  return unchanged ? [] : [{ type: "CategoriesReplaced", kind, categories: kept, at: now.toISOString() }]
}

export const categoriesDecider: Decider<CategoryCommand | ReplaceCategories, CategoriesState, CategoriesEvent> = {
  decide: (command, state) => {
    switch (command.type) {
      case "AddCategory":
        return add(command, state)
      case "EnsureCategory":
        return ensure(command, state)
      case "RemoveCategory":
        return remove(command, state)
      case "ReplaceCategories":
        return replace(command, state)
    }
  },
  evolve,
  initialState: { categories: [] },
  events: CategoriesEvent,
}

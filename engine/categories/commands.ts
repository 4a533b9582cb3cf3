import { handleCommand, loadState } from "#engine/command.ts"
import type { CategoryKind } from "#schemas/events/categories.ts"

import type { ContentDeps } from "../content/entity.ts"
import { requireCategory } from "../content/fields.ts"
import { categoriesDecider, categoriesStream, findCategory } from "./categories.ts"

export const addCategory = (deps: ContentDeps, kind: CategoryKind, category: string, now = new Date()) =>
  handleCommand(deps, categoriesStream(kind), categoriesDecider, { type: "AddCategory", kind, category, now })

export const removeCategory = (deps: ContentDeps, kind: CategoryKind, category: string, now = new Date()) =>
  handleCommand(deps, categoriesStream(kind), categoriesDecider, { type: "RemoveCategory", kind, category, now })

export const replaceCategories = (deps: ContentDeps, kind: CategoryKind, categories: readonly string[], now = new Date()) =>
  handleCommand(deps, categoriesStream(kind), categoriesDecider, { type: "ReplaceCategories", kind, categories, now })

export const ensureCategory = (deps: ContentDeps, kind: CategoryKind, category: string, now = new Date()) =>
  handleCommand(deps, categoriesStream(kind), categoriesDecider, { type: "EnsureCategory", kind, category, now })

/** The category as the list spells it ("eggs" → "Eggs"), so entities group together; 400 for a blank or "new". */
export const canonicalCategory = async (deps: ContentDeps, kind: CategoryKind, category: string): Promise<string> => {
  const name = requireCategory(category)
  const { state } = await loadState(deps.store, categoriesStream(kind), categoriesDecider)
  return findCategory(state, name) ?? name
}

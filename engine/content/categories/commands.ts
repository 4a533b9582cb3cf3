import type { CategoryKind } from "../../../schemas/events/categories.ts"
import { handleCommand, loadState } from "../../command.ts"
import type { ContentDeps } from "../entity.ts"
import { requireCategory } from "../fields.ts"
import {
  categoriesAggregate,
  categoriesStream,
  decideAddCategory,
  decideEnsureCategory,
  decideRemoveCategory,
  decideReplaceCategories,
  findCategory,
} from "./categories.ts"

export const addCategory = (deps: ContentDeps, kind: CategoryKind, category: string, now = new Date()) =>
  handleCommand(deps, categoriesStream(kind), categoriesAggregate, (state) => decideAddCategory(kind, category, now, state))

export const removeCategory = (deps: ContentDeps, kind: CategoryKind, category: string, now = new Date()) =>
  handleCommand(deps, categoriesStream(kind), categoriesAggregate, (state) => decideRemoveCategory(kind, category, now, state))

export const replaceCategories = (deps: ContentDeps, kind: CategoryKind, categories: readonly string[], now = new Date()) =>
  handleCommand(deps, categoriesStream(kind), categoriesAggregate, (state) => decideReplaceCategories(kind, categories, now, state))

export const ensureCategory = (deps: ContentDeps, kind: CategoryKind, category: string, now = new Date()) =>
  handleCommand(deps, categoriesStream(kind), categoriesAggregate, (state) => decideEnsureCategory(kind, category, now, state))

/** The category as the list spells it ("eggs" → "Eggs"), so entities group together; 400 for a blank or "new". */
export const canonicalCategory = async (deps: ContentDeps, kind: CategoryKind, category: string): Promise<string> => {
  const name = requireCategory(category)
  const { state } = await loadState(deps.store, categoriesStream(kind), categoriesAggregate)
  return findCategory(state, name) ?? name
}

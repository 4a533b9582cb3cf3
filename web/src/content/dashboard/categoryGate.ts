import { NEW_CATEGORY } from "#web/content/categories.ts"

import type { CategoryDraft } from "./useCategoryDraft.ts"

/**
 * The category check before a form is sent (docs/product.md §4.10): a name typed under "New category" is saved
 * and used; an empty name or no category is refused next to the picker, whose name box (or first choice) then
 * takes the focus. Returns the category, or null when the form must not be sent.
 */
export async function gateCategory(value: string, draft: CategoryDraft, group: string): Promise<string | null> {
  const category = await draft.settle(value)
  if (category === null) {
    const target = value === NEW_CATEGORY ? document.getElementById(`${group}-new`) : document.querySelector<HTMLInputElement>(`input[name="${group}"]`)
    target?.focus()
  }
  return category
}

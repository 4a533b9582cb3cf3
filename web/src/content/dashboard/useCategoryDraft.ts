import { useState } from "react"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { checkSubmittedCategory, findListedCategory } from "#web/content/categories.ts"
import { useAddCategory } from "#web/content/dashboard/mutations.ts"
import { useCategories } from "#web/content/queries.ts"
import type { CategoryKind } from "#web/content/types.ts"
import { errorMessage } from "#web/http/errors.ts"
import { useMessages } from "#web/i18n/language.ts"

/**
 * The category picker's state beyond the chosen radio: the name typed under "New category" and the message
 * shown next to the picker. Shared by the picker (which shows them) and its form (which settles the category
 * before sending), so typing a new name and pressing the form's button is enough: the name is saved then.
 */
export function useCategoryDraft(kind: CategoryKind) {
  const categories = useCategories(kind)
  const add = useAddCategory(kind)
  const m = useMessages("dashboard", Dashboard)
  const [draft, setDraft] = useState("")
  const [problem, setProblem] = useState<string | null>(null)
  const list = categories.data ?? []

  /** Adds the typed name (the "Add category" button): a name in the list already is refused. */
  const addDraft = async (): Promise<string | null> => {
    const name = draft.trim()
    if (name === "") return null
    if (findListedCategory(list, name) !== undefined) {
      setProblem(m.categoryExists)
      return null
    }
    try {
      await add.mutateAsync(name)
    } catch (error) {
      setProblem(errorMessage(error))
      return null
    }
    setDraft("")
    setProblem(null)
    return name
  }

  /**
   * The category a form may send, or null (with the reason next to the picker): a listed one as it is; under
   * "New category" the typed name, saved first unless the list has it already (then the list's spelling).
   */
  const settle = async (value: string): Promise<string | null> => {
    setProblem(null)
    const check = checkSubmittedCategory(value)
    if (check.ok) return check.category
    if (check.reason === "empty") {
      setProblem(m.categoryRequired)
      return null
    }
    const name = draft.trim()
    if (name === "") {
      setProblem(m.saveNewCategoryFirst)
      return null
    }
    const listed = findListedCategory(list, name)
    if (listed !== undefined) return listed
    return addDraft()
  }

  return { categories, list, draft, setDraft, problem, setProblem, adding: add.isPending, addDraft, settle }
}

export type CategoryDraft = ReturnType<typeof useCategoryDraft>

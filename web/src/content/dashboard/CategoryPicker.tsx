import { useId } from "react"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { NEW_CATEGORY } from "#web/content/categories.ts"
import { useMessages } from "#web/i18n/language.ts"
import { ErrorPanel } from "#web/ui/Panels.tsx"

import type { CategoryDraft } from "./useCategoryDraft.ts"

/**
 * The category radio of the photo, video and recipe forms: an existing category or "New category", which opens a
 * name box and an add button. A name already in the list (trimmed, any case) is refused next to the box; a new one
 * is saved with POST /api/categories and then chosen. The form saves a typed name by itself when it is sent
 * (useCategoryDraft.settle), so the add button is a convenience, not a required step.
 */
export function CategoryPicker({ draft, value, onChange, kind }: { kind: string; draft: CategoryDraft; value: string; onChange: (category: string) => void }) {
  const { categories, list } = draft
  const problemId = useId()
  const m = useMessages("dashboard", Dashboard)
  // An entity may carry a category that has since left the list; keep it choosable.
  const options = value && value !== NEW_CATEGORY && !list.includes(value) ? [...list, value] : list
  const group = `${kind}-category`
  const choose = (category: string) => {
    draft.setProblem(null)
    onChange(category)
  }

  const addCategory = async () => {
    const name = await draft.addDraft()
    if (name !== null) onChange(name)
  }

  return (
    <fieldset className="category-picker" aria-describedby={draft.problem ? problemId : undefined}>
      <legend>{m.category}</legend>
      {categories.isError && <ErrorPanel error={categories.error} onRetry={() => void categories.refetch()} />}
      <div className="choice-list">
        {options.map((category) => (
          <label key={category} className="choice">
            <input type="radio" name={group} value={category} checked={value === category} onChange={() => choose(category)} />
            {category}
          </label>
        ))}
        <label className="choice choice--new">
          <input type="radio" name={group} value={NEW_CATEGORY} checked={value === NEW_CATEGORY} onChange={() => choose(NEW_CATEGORY)} />
          {m.newCategory}
        </label>
      </div>
      {categories.isPending && (
        <p className="field__hint" role="status">
          {m.loadingCategories}
        </p>
      )}
      {value === NEW_CATEGORY && (
        <div className="inline-add">
          <div className="field">
            <label htmlFor={`${group}-new`}>{m.newCategoryName}</label>
            <input
              id={`${group}-new`}
              value={draft.draft}
              autoComplete="off"
              aria-invalid={draft.problem !== null}
              aria-describedby={draft.problem ? problemId : undefined}
              onChange={(e) => {
                draft.setDraft(e.target.value)
                draft.setProblem(null)
              }}
              onKeyDown={(e) => {
                // Enter adds the category instead of submitting the whole form.
                if (e.key === "Enter") {
                  e.preventDefault()
                  void addCategory()
                }
              }}
            />
          </div>
          <button type="button" className="button button--sage" disabled={draft.adding} onClick={() => void addCategory()}>
            {m.addCategory}
          </button>
        </div>
      )}
      {draft.problem && (
        <p id={problemId} className="form-error" role="alert">
          {draft.problem}
        </p>
      )}
    </fieldset>
  )
}

import { useState } from "react"
import { Messages } from "../../../../schemas/messages.ts"
import { categoryExists, NEW_CATEGORY } from "../../content/categories.ts"
import { useAddCategory, useCategories } from "../../content/queries.ts"
import type { CategoryKind } from "../../content/types.ts"
import { notifyError } from "../../ui/notify.ts"
import { ErrorPanel } from "../../ui/Panels.tsx"

/**
 * The category radio of the photo, video and recipe forms: an existing category or "New category", which opens a
 * name box and an add button. A name already in the list (trimmed, any case) is refused with an alert; a new one
 * is saved with POST /api/categories and then chosen.
 */
export function CategoryPicker({ kind, value, onChange }: {
  kind: CategoryKind
  value: string
  onChange: (category: string) => void
}) {
  const categories = useCategories(kind)
  const add = useAddCategory(kind)
  const [draft, setDraft] = useState("")
  const list = categories.data ?? []
  // An entity may carry a category that has since left the list; keep it choosable.
  const options = value && value !== NEW_CATEGORY && !list.includes(value) ? [...list, value] : list
  const group = `${kind}-category`

  const addCategory = async () => {
    const name = draft.trim()
    if (name === "") return
    if (categoryExists(list, name)) {
      window.alert(Messages.categoryExists)
      return
    }
    try {
      await add.mutateAsync(name)
      setDraft("")
      onChange(name)
    } catch (error) {
      notifyError(error)
    }
  }

  return (
    <fieldset className="category-picker">
      <legend>Category</legend>
      {categories.isError && <ErrorPanel error={categories.error} onRetry={() => void categories.refetch()} />}
      <div className="choice-list">
        {options.map((category) => (
          <label key={category} className="choice">
            <input type="radio" name={group} value={category} checked={value === category}
              onChange={() => onChange(category)} />
            {category}
          </label>
        ))}
        <label className="choice choice--new">
          <input type="radio" name={group} value={NEW_CATEGORY} checked={value === NEW_CATEGORY}
            onChange={() => onChange(NEW_CATEGORY)} />
          New category
        </label>
      </div>
      {categories.isPending && <p className="field__hint" role="status">Loading categories…</p>}
      {value === NEW_CATEGORY && (
        <div className="inline-add">
          <div className="field">
            <label htmlFor={`${group}-new`}>New category name</label>
            <input id={`${group}-new`} value={draft} autoComplete="off" onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                // Enter adds the category instead of submitting the whole form.
                if (e.key === "Enter") {
                  e.preventDefault()
                  void addCategory()
                }
              }} />
          </div>
          <button type="button" className="button button--sage" disabled={add.isPending} onClick={() => void addCategory()}>
            Add category
          </button>
        </div>
      )}
    </fieldset>
  )
}

import { useEffect, useId, useState } from "react"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { addEntries, addEntry, entriesFromPaste, removeEntry, updateEntry } from "#web/content/listEditing.ts"
import { Html } from "#web/content/ui/Html.tsx"
import { useMessages } from "#web/i18n/language.ts"

interface ListEditorProps {
  /** The list's name ("Ingredients"). */
  label: string
  /** One entry's name ("ingredient"), for the add box and the buttons. */
  singular: string
  items: readonly string[]
  onChange: (items: string[]) => void
  ordered?: boolean
  /** Edit mode: every entry gets an inline edit box with Update. */
  editable?: boolean
}

/** One entry in edit mode: the rendered HTML, an edit box with Update, and Remove. */
function EditableEntry({
  entry,
  index,
  singular,
  onUpdate,
  onRemove,
}: {
  entry: string
  index: number
  singular: string
  onUpdate: (text: string) => void
  onRemove: () => void
}) {
  const [draft, setDraft] = useState(entry)
  useEffect(() => setDraft(entry), [entry])
  const m = useMessages("dashboard", Dashboard)
  const name = m.entryName(singular, index + 1)
  return (
    <li className="list-editor__entry">
      <Html className="rich-text" html={entry} />
      <div className="list-editor__row">
        <input
          aria-label={m.editEntry(name)}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault()
              onUpdate(draft)
            }
          }}
        />
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onUpdate(draft)}
          disabled={draft.trim() === "" || draft === entry}
          aria-label={m.updateEntry(name)}
        >
          {m.update}
        </button>
        <button type="button" className="button button--danger button--small" onClick={onRemove} aria-label={m.removeEntry(name)}>
          {m.remove}
        </button>
      </div>
    </li>
  )
}

/**
 * An ordered text list of a recipe (ingredients, method steps, notes): entries are shown as HTML, added from a
 * box that ignores empty text (docs/product.md §5), removed, and in edit mode changed in place.
 */
export function ListEditor({ label, singular, items, onChange, ordered, editable }: ListEditorProps) {
  const id = useId()
  const [draft, setDraft] = useState("")
  const m = useMessages("dashboard", Dashboard)
  const List = ordered ? "ol" : "ul"
  const add = () => {
    const next = addEntry(items, draft)
    if (next.length !== items.length) onChange(next)
    setDraft("")
  }
  return (
    <fieldset className="list-editor">
      <legend>{label}</legend>
      {items.length === 0 ? (
        <p className="list-editor__empty">{m.noEntries(label)}</p>
      ) : (
        <List className="list-editor__entries">
          {items.map((entry, i) =>
            editable ? (
              <EditableEntry
                key={i}
                entry={entry}
                index={i}
                singular={singular}
                onUpdate={(text) => onChange(updateEntry(items, i, text))}
                onRemove={() => onChange(removeEntry(items, i))}
              />
            ) : (
              <li key={i} className="list-editor__entry">
                <div className="list-editor__row">
                  <Html className="rich-text" html={entry} />
                  <button
                    type="button"
                    className="button button--danger button--small"
                    onClick={() => onChange(removeEntry(items, i))}
                    aria-label={m.removeEntry(m.entryName(singular, i + 1))}
                  >
                    {m.remove}
                  </button>
                </div>
              </li>
            ),
          )}
        </List>
      )}
      <div className="inline-add">
        <div className="field">
          <label htmlFor={id}>{m.addEntry(singular)}</label>
          <input
            id={id}
            value={draft}
            aria-describedby={`${id}-hint`}
            onChange={(e) => setDraft(e.target.value)}
            onPaste={(e) => {
              // A pasted list (several lines) becomes one entry per line; one line pastes as usual.
              const pasted = entriesFromPaste(e.clipboardData.getData("text/plain"))
              if (pasted.length < 2) return
              e.preventDefault()
              onChange(addEntries(items, pasted))
            }}
            onKeyDown={(e) => {
              // Enter adds the entry instead of submitting the recipe.
              if (e.key === "Enter") {
                e.preventDefault()
                add()
              }
            }}
          />
        </div>
        <button type="button" className="button button--sage" onClick={add}>
          {m.addEntry(singular)}
        </button>
        <small id={`${id}-hint`} className="field__hint inline-add__hint">
          {m.pasteList(singular)}
        </small>
      </div>
    </fieldset>
  )
}

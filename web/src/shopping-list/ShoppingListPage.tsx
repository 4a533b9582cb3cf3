import "./shopping-list.css"

import { useEffect, useMemo, useRef, useState } from "react"
import { Link } from "react-router-dom"

import * as Pages from "#schemas/page-messages.ts"
import { useMessages } from "#web/i18n/language.ts"

import { useFocusHeading } from "../content/ui/useFocusHeading.ts"
import { Modal } from "../ui/Modal.tsx"
import { PageIntro } from "../ui/PageIntro.tsx"
import { EMPTY_LIST, pruneChecked, removeLines, removeRecipe, setChecked, type ShoppingList } from "./list.ts"
import { type ShoppingLine, shoppingLines } from "./merge.ts"
import { useShoppingList } from "./store.ts"

const recipePath = (servername: string) => `/recipes/${encodeURIComponent(servername)}`

function EmptyList() {
  const m = useMessages("pages", Pages)
  return (
    <div className="shopping-list__empty">
      <h2 className="shopping-list__empty-title">{m.shoppingListEmpty}</h2>
      <p>{m.shoppingListHowTo}</p>
      <Link className="button" to="/recipes">
        {m.browseRecipes}
      </Link>
    </div>
  )
}

interface LineProps {
  line: ShoppingLine
  checked: boolean
  showRecipes: boolean
  onCheck: (on: boolean) => void
  onRemove: () => void
  removeRef: (button: HTMLButtonElement | null) => void
}

function Line({ line, checked, showRecipes, onCheck, onRemove, removeRef }: LineProps) {
  const m = useMessages("pages", Pages)
  return (
    <li className={checked ? "shopping-list__line is-checked" : "shopping-list__line"}>
      <label className="shopping-list__tick">
        <input type="checkbox" checked={checked} onChange={(event) => onCheck(event.target.checked)} />
        <span className="shopping-list__text">
          {line.text}
          {showRecipes && <span className="shopping-list__for">{m.forRecipes(line.recipes.map((r) => r.name))}</span>}
        </span>
      </label>
      <button ref={removeRef} type="button" className="icon-button shopping-list__remove no-print" aria-label={m.removeLine(line.text)} onClick={onRemove}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  )
}

/** The visitor's shopping list, kept in this browser: lines to tick off, remove, clear and print. */
export function ShoppingListPage() {
  useFocusHeading()
  const m = useMessages("pages", Pages)
  const [list, update] = useShoppingList()
  const lines = useMemo(() => shoppingLines(list), [list])
  const [confirming, setConfirming] = useState(false)
  const removeButtons = useRef(new Map<string, HTMLButtonElement>())
  // After a line goes, the focus moves to the next line's remove button (or the heading, when none is left).
  const [focusAfter, setFocusAfter] = useState<{ key: string | undefined } | null>(null)
  useEffect(() => {
    if (focusAfter === null) return
    const target = focusAfter.key === undefined ? undefined : removeButtons.current.get(focusAfter.key)
    ;(target ?? document.querySelector<HTMLElement>("#main h1"))?.focus()
    setFocusAfter(null)
  }, [focusAfter])

  const change = (edit: (list: ShoppingList) => ShoppingList) =>
    update((now) => {
      const next = edit(now)
      return pruneChecked(next, shoppingLines(next))
    })
  const isChecked = (line: ShoppingLine) => list.checked[line.key] === line.text
  const left = lines.filter((line) => !isChecked(line)).length

  const remove = (at: number) => {
    const next = lines[at + 1] ?? lines[at - 1]
    change((now) => removeLines(now, lines[at]!.sources))
    setFocusAfter({ key: next?.key })
  }

  return (
    <section className="shopping-list" aria-labelledby="shopping-list-title">
      <PageIntro title={m.shoppingListTitle} id="shopping-list-title">
        {m.shoppingListIntro}
      </PageIntro>
      {lines.length === 0 ? (
        <EmptyList />
      ) : (
        <>
          <div className="shopping-list__tools no-print">
            <p className="shopping-list__count" aria-live="polite">
              {left === 0 ? m.everythingTicked : m.itemsLeft(left, lines.length)}
            </p>
            <div className="button-row">
              <button type="button" className="button button--secondary" onClick={() => window.print()}>
                {m.printList}
              </button>
              <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
                {m.clearList}
              </button>
            </div>
          </div>
          <ul className="shopping-list__lines" aria-label={m.ingredientsToBuy}>
            {lines.map((line, at) => (
              <Line
                key={line.key}
                line={line}
                checked={isChecked(line)}
                showRecipes={list.recipes.length > 1}
                onCheck={(on) => change((now) => setChecked(now, line.key, line.text, on))}
                onRemove={() => remove(at)}
                removeRef={(button) => {
                  if (button) removeButtons.current.set(line.key, button)
                  else removeButtons.current.delete(line.key)
                }}
              />
            ))}
          </ul>
          <section className="shopping-list__recipes" aria-labelledby="shopping-list-from">
            <h2 id="shopping-list-from">{m.fromTheseRecipes}</h2>
            <ul>
              {list.recipes.map((recipe) => (
                <li key={recipe.servername}>
                  <Link to={recipePath(recipe.servername)}>{recipe.name}</Link>
                  {recipe.portion && <span className="shopping-list__portion"> ({recipe.portion})</span>}
                  <button
                    type="button"
                    className="button button--link button--small no-print"
                    aria-label={m.removeRecipeFromList(recipe.name)}
                    onClick={() => {
                      change((now) => removeRecipe(now, recipe.servername))
                      setFocusAfter({ key: undefined })
                    }}
                  >
                    {m.remove}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
      <Modal title={m.clearListTitle} open={confirming} onClose={() => setConfirming(false)}>
        <p>{m.clearListText}</p>
        <div className="button-row">
          <button
            type="button"
            className="button"
            autoFocus
            onClick={() => {
              change(() => EMPTY_LIST)
              setConfirming(false)
              setFocusAfter({ key: undefined })
            }}
          >
            {m.clearList}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
            {m.keepIt}
          </button>
        </div>
      </Modal>
    </section>
  )
}

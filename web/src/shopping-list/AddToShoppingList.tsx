import "./add.css"

import { useEffect, useRef, useState } from "react"
import { Link } from "react-router-dom"

import * as Pages from "#schemas/page-messages.ts"
import { useMessages } from "#web/i18n/language.ts"

import { addRecipe, hasRecipe, type ListRecipe } from "./list.ts"
import { useShoppingList } from "./store.ts"

/** A stored (sanitised) ingredient entry's words, as the page shows them. */
const plainText = (html: string): string => (new DOMParser().parseFromString(html, "text/html").body.textContent ?? "").replace(/\s+/g, " ").trim()

const sameLines = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((line, i) => line === b[i])

// The list's page, fetched once something is on the list, so it opens from the recipe even with the network gone.
const preloadListPage = () => void import("./ShoppingListPage.tsx").catch(() => undefined)

interface Props {
  readonly servername: string
  readonly name: string
  /** The ingredient entries as the page shows them now: scaled, stored HTML. */
  readonly entries: () => readonly string[]
  /** The servings control's words ("8 servings"); empty at the recipe's own amount without servings. */
  readonly portion: string
}

/**
 * "Add to shopping list": the recipe's ingredients, at the amount shown, onto this browser's list. A recipe
 * already there is replaced at the amount now shown ("Update shopping list"), never added twice.
 */
export function AddToShoppingList({ servername, name, entries, portion }: Props) {
  const m = useMessages("pages", Pages)
  const [list, update] = useShoppingList()
  const [announced, setAnnounced] = useState("")
  const [problem, setProblem] = useState("")
  // The button goes once the list has the recipe as shown: the focus moves on to the list's link.
  const [added, setAdded] = useState(0)
  const link = useRef<HTMLAnchorElement>(null)
  useEffect(() => {
    if (added > 0) link.current?.focus()
  }, [added])
  const listed = list.recipes.find((r) => r.servername === servername)
  const current = (): ListRecipe => ({ servername, name, portion, lines: entries().map(plainText) })
  const upToDate = listed !== undefined && listed.portion === portion && sameLines(listed.lines, current().lines)

  const add = () => {
    const recipe = current()
    const again = hasRecipe(list, servername)
    let refused = false
    update((now) => {
      const next = addRecipe(now, recipe)
      refused = next === now
      return next
    })
    setProblem(refused ? m.shoppingListFull : "")
    if (refused) return
    preloadListPage()
    const amount = portion ? m.forPortion(portion) : ""
    setAdded((n) => n + 1)
    setAnnounced(again ? m.listNowHas(amount) : m.addedIngredients(recipe.lines.length, amount))
  }

  return (
    <div className="shopping-add no-print">
      {upToDate ? (
        <span className="shopping-add__on">
          <span aria-hidden="true">✓ </span>
          {m.onShoppingList}
        </span>
      ) : (
        <button type="button" className="button button--sage" onClick={add}>
          {listed ? m.updateShoppingList : m.addToShoppingList}
        </button>
      )}
      {list.recipes.length > 0 && (
        <Link ref={link} to="/shopping-list">
          {m.viewShoppingList}
        </Link>
      )}
      <span className="visually-hidden" role="status">
        {announced}
      </span>
      {problem && (
        <p className="shopping-add__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  )
}

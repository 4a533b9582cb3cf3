// The shopping list in this browser's localStorage: nothing of it goes to the server. Every tab sees a change at
// once (the storage event from other tabs, our own event in this one); refused storage keeps the list in memory
// for the visit.
import { useCallback, useSyncExternalStore } from "react"

import { decodeList, EMPTY_LIST, type ShoppingList } from "./list.ts"

export const SHOPPING_LIST_KEY = "homestead.shopping-list"
const CHANGED = "homestead:shopping-list"

// What was last written, read instead of storage once storage refused a write (private mode, full).
let memory: string | null = null
let refused = false
let cached: { raw: string | null; list: ShoppingList } = { raw: null, list: EMPTY_LIST }

const readRaw = (): string | null => {
  if (refused) return memory
  try {
    return window.localStorage.getItem(SHOPPING_LIST_KEY)
  } catch {
    return memory
  }
}

/** The list now; the same object while the stored text is unchanged (as useSyncExternalStore needs). */
export function readList(): ShoppingList {
  const raw = readRaw()
  if (raw !== cached.raw) cached = { raw, list: decodeList(raw) }
  return cached.list
}

export function writeList(list: ShoppingList): void {
  const raw = list.recipes.length === 0 ? null : JSON.stringify(list)
  memory = raw
  try {
    if (raw === null) window.localStorage.removeItem(SHOPPING_LIST_KEY)
    else window.localStorage.setItem(SHOPPING_LIST_KEY, raw)
    refused = false
  } catch {
    // Storage refused or full: the list holds in memory for this visit.
    refused = true
  }
  window.dispatchEvent(new Event(CHANGED))
}

const subscribe = (changed: () => void) => {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === SHOPPING_LIST_KEY || event.key === null) changed()
  }
  window.addEventListener("storage", fromOtherTab)
  window.addEventListener(CHANGED, changed)
  return () => {
    window.removeEventListener("storage", fromOtherTab)
    window.removeEventListener(CHANGED, changed)
  }
}

/** The list and a way to change it; a server-rendered page shows it empty until it is hydrated. */
export function useShoppingList(): readonly [ShoppingList, (change: (list: ShoppingList) => ShoppingList) => void] {
  const list = useSyncExternalStore(subscribe, readList, () => EMPTY_LIST)
  const update = useCallback((change: (list: ShoppingList) => ShoppingList) => writeList(change(readList())), [])
  return [list, update] as const
}

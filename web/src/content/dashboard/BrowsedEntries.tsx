import "./table-view.css"

import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { Pager } from "#web/content/ui/Pager.tsx"
import { useMessages } from "#web/i18n/language.ts"

import { type Column, EntriesTable } from "./EntriesTable.tsx"
import { nextSort, showView, type SortOrder, type TableView } from "./tableView.ts"
import { useTableView } from "./useTableView.ts"

/** What a table needs to let its reader search, sort and page it (ContentTable's `browse`). */
export interface Browse<T> {
  /** Everything a search looks in, as plain text. */
  readonly text: (entry: T) => string
  /** The order the entries arrive in: a sortable column's key and direction. */
  readonly initialSort: SortOrder
  /** One entry, as the count names it: "post" ("1 post", "12 posts"). */
  readonly singular: string
}

interface BrowsedEntriesProps<T> {
  readonly browse: Browse<T>
  readonly plural: string
  readonly caption: string
  readonly columns: readonly Column<T>[]
  readonly entries: readonly T[]
  readonly keyOf: (entry: T) => string
  readonly actions: (entry: T) => ReactNode
}

/**
 * A search box above the table, headings that sort it and pages below it, all kept in the page's address
 * (tableView.ts). The count above the table says what the search found, or that it found nothing.
 */
export function BrowsedEntries<T>({ browse, plural, caption, columns, entries, keyOf, actions }: BrowsedEntriesProps<T>) {
  const { view, sortings, show } = useTableView(columns, browse.initialSort)
  const { search, sort, page } = view
  const shown = useMemo(
    () => showView(entries, { search, sort, page }, browse.text, sortings),
    [entries, search, sort.key, sort.direction, page, browse.text, sortings],
  )
  const searchId = useId()
  const m = useMessages("dashboard", Dashboard)

  // The box shows what is typed; the address follows it. Only a change the box did not make (Back) resets it.
  const [typed, setTyped] = useState(view.search)
  const written = useRef(view.search)
  useEffect(() => {
    if (view.search !== written.current) {
      written.current = view.search
      setTyped(view.search)
    }
  }, [view.search])

  // A search or a sort starts again at page 1 without moving the focus from the box or the heading pressed; a page
  // turned by the pager (or Back) moves it to the table, so the reader starts at the new page's first row.
  const table = useRef<HTMLTableElement>(null)
  const keepFocus = useRef(false)
  const change = (next: TableView, replace = false) => {
    if (next.page !== view.page) keepFocus.current = true
    show(next, { replace })
  }
  const firstPage = useRef(true)
  useEffect(() => {
    if (firstPage.current || keepFocus.current) {
      firstPage.current = false
      keepFocus.current = false
      return
    }
    table.current?.focus()
  }, [shown.page])

  const count = (n: number) => m.listCount(n, browse.singular, plural)
  const searching = view.search.trim() !== ""
  return (
    <>
      <div className="field table-search">
        <label htmlFor={searchId}>{m.searchList(plural)}</label>
        <input
          id={searchId}
          type="search"
          value={typed}
          autoComplete="off"
          onChange={(event) => {
            setTyped(event.target.value)
            written.current = event.target.value
            change({ ...view, search: event.target.value, page: 1 }, true)
          }}
        />
      </div>
      <p className="table-count" role="status">
        {!searching
          ? count(entries.length)
          : shown.matched === 0
            ? m.noneMatch(plural, view.search.trim())
            : m.someMatch(shown.matched, count(entries.length), view.search.trim())}
      </p>
      {shown.matched > 0 && (
        <EntriesTable
          caption={caption}
          columns={columns}
          entries={shown.items}
          keyOf={keyOf}
          actions={actions}
          sorted={{ order: view.sort, onSort: (sorting) => change({ ...view, sort: nextSort(view.sort, sorting), page: 1 }) }}
          tableRef={table}
        />
      )}
      <Pager page={shown.page} pages={shown.pages} label={m.pagesOfList(plural)} />
    </>
  )
}

import type { ReactNode, Ref } from "react"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { useMessages } from "#web/i18n/language.ts"

import type { Sorting, SortOrder } from "./tableView.ts"

/** One column of a content table: its heading, and what its cell shows of an entry. */
export interface Column<T> {
  readonly label: string
  /** `cell-title`, `cell-text`: how the cell wraps and stacks on a phone (forms.css). */
  readonly className?: string
  readonly cell: (entry: T) => ReactNode
  /** How the column sorts the entries, in a table whose reader may sort it (ContentTable's `browse`). */
  readonly sort?: Sorting<T>
}

interface EntriesTableProps<T> {
  readonly caption: string
  readonly columns: readonly Column<T>[]
  readonly entries: readonly T[]
  readonly keyOf: (entry: T) => string
  /** The last cell of a row: its Edit and Delete. */
  readonly actions: (entry: T) => ReactNode
  /** A sortable table: the order it is in, and what pressing a sortable column's heading does. */
  readonly sorted?: { readonly order: SortOrder; readonly onSort: (sorting: Sorting<T>) => void }
  readonly tableRef?: Ref<HTMLTableElement>
}

function Heading<T>({ column, sorted }: { column: Column<T>; sorted: EntriesTableProps<T>["sorted"] }) {
  const sorting = column.sort
  if (!sorting || !sorted) return <th scope="col">{column.label}</th>
  const active = sorted.order.key === sorting.key
  const ascending = sorted.order.direction === "asc"
  return (
    <th scope="col" data-sortable="" aria-sort={active ? (ascending ? "ascending" : "descending") : undefined}>
      <button type="button" className="sort-button" onClick={() => sorted.onSort(sorting)}>
        {column.label}
        <span className={active ? "sort-button__arrow is-active" : "sort-button__arrow"} aria-hidden="true">
          {active ? (ascending ? "▲" : "▼") : "▲▼"}
        </span>
      </button>
    </th>
  )
}

/** A dashboard table of entries: a row each, its cells labelled from their column for the phone's cards. */
export function EntriesTable<T>({ caption, columns, entries, keyOf, actions, sorted, tableRef }: EntriesTableProps<T>) {
  const m = useMessages("dashboard", Dashboard)
  return (
    <div className="data-table-wrap">
      <table className={sorted ? "data-table data-table--sortable" : "data-table"} ref={tableRef} tabIndex={tableRef ? -1 : undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <Heading key={column.label} column={column} sorted={sorted} />
            ))}
            <th scope="col">
              <span className="visually-hidden">{m.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={keyOf(entry)}>
              {columns.map((column) => (
                <td key={column.label} data-label={column.label} className={column.className}>
                  {column.cell(entry)}
                </td>
              ))}
              <td data-label="">{actions(entry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

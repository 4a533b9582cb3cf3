import { useMemo } from "react"
import { useSearchParams } from "react-router-dom"

import type { Column } from "./EntriesTable.tsx"
import { readView, type Sorting, type SortOrder, type TableView, viewParams } from "./tableView.ts"

/**
 * A table's view as the page's address holds it, and the way to change it: `replace` for a change made letter by
 * letter (a search being typed), which Back should not step through; otherwise a new entry in the history.
 */
export function useTableView<T>(columns: readonly Column<T>[], initial: SortOrder) {
  const [params, setParams] = useSearchParams()
  const sortings = useMemo(() => columns.flatMap((column): Sorting<T>[] => (column.sort ? [column.sort] : [])), [columns])
  const view = readView(params, sortings, initial)
  const show = (next: TableView, options: { replace?: boolean } = {}) => setParams(viewParams(next, params, sortings, initial), options)
  return { view, sortings, show }
}

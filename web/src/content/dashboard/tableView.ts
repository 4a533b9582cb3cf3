// What a dashboard table shows of its entries: those a search matches, in the order picked, one page of them.
// The view lives in the page's address (`?q=`, `?sort=`, `?dir=`, `?page=`), so a reload or Back keeps it;
// what the view would say anyway is left out of the address. Pure.
import { pageOf, pageParam } from "#schemas/post-address.ts"

export type SortDirection = "asc" | "desc"

export interface SortOrder {
  /** The sortable column's key, as the address names it. */
  readonly key: string
  readonly direction: SortDirection
}

export interface TableView {
  readonly search: string
  readonly sort: SortOrder
  readonly page: number
}

/** A column the table can be sorted by: how two entries compare, first to last. */
export interface Sorting<T> {
  readonly key: string
  readonly compare: (a: T, b: T) => number
  /** The order a first press gives: "desc" for dates, newest first. */
  readonly first: SortDirection
}

/** Entries on one page of a dashboard table. */
export const ROWS_PER_PAGE = 20

/** Lower case without accents, so "creme" finds "Crème". */
const fold = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()

/** Every word of the search is somewhere in the text; an empty search matches everything. */
export const matchesSearch = (text: string, search: string): boolean => {
  const haystack = fold(text)
  return fold(search)
    .split(/\s+/)
    .every((word) => haystack.includes(word))
}

/** Titles and names as a reader orders them: letters alike whatever their case or accent, "Bed 2" before "Bed 10". */
export const compareText = (a: string, b: string): number => a.localeCompare(b, undefined, { sensitivity: "base", numeric: true })

/** The view the address asks for; a sort it does not know gives the table's own order. */
export const readView = <T>(params: URLSearchParams, sortings: readonly Sorting<T>[], initial: SortOrder): TableView => {
  const sorting = sortings.find((s) => s.key === params.get("sort"))
  const dir = params.get("dir")
  return {
    search: params.get("q") ?? "",
    sort: sorting ? { key: sorting.key, direction: dir === "asc" || dir === "desc" ? dir : sorting.first } : initial,
    page: pageParam(params.get("page")),
  }
}

/** The address's query for a view, keeping its other parameters; the defaults are left out. */
export const viewParams = <T>(view: TableView, params: URLSearchParams, sortings: readonly Sorting<T>[], initial: SortOrder): URLSearchParams => {
  const next = new URLSearchParams(params)
  const set = (name: string, value: string | null) => (value === null ? next.delete(name) : next.set(name, value))
  const sorting = sortings.find((s) => s.key === view.sort.key)
  const isInitial = view.sort.key === initial.key && view.sort.direction === initial.direction
  set("q", view.search.trim() === "" ? null : view.search)
  set("sort", isInitial ? null : view.sort.key)
  set("dir", isInitial || view.sort.direction === sorting?.first ? null : view.sort.direction)
  set("page", view.page > 1 ? String(view.page) : null)
  return next
}

/** Pressing a column's heading: the other way round if the table is sorted by it, else its first order. */
export const nextSort = <T>(current: SortOrder, sorting: Sorting<T>): SortOrder =>
  current.key === sorting.key ? { key: sorting.key, direction: current.direction === "asc" ? "desc" : "asc" } : { key: sorting.key, direction: sorting.first }

/** The entries a view shows: matched, sorted (ties keep the list's order) and paged; `matched` counts them all. */
export const showView = <T>(
  entries: readonly T[],
  view: TableView,
  textOf: (entry: T) => string,
  sortings: readonly Sorting<T>[],
  perPage = ROWS_PER_PAGE,
): { items: T[]; page: number; pages: number; matched: number } => {
  const matched = entries.filter((entry) => matchesSearch(textOf(entry), view.search))
  const sorting = sortings.find((s) => s.key === view.sort.key)
  const sign = view.sort.direction === "asc" ? 1 : -1
  const sorted = sorting ? [...matched].sort((a, b) => sign * sorting.compare(a, b)) : matched
  return { ...pageOf(sorted, view.page, perPage), matched: matched.length }
}

import { describe, expect, it } from "vitest"

import { compareText, matchesSearch, nextSort, readView, showView, type Sorting, type SortOrder, type TableView, viewParams } from "./tableView.ts"

interface Entry {
  readonly title: string
  readonly at: string
}

const sortings: readonly Sorting<Entry>[] = [
  { key: "date", compare: (a, b) => a.at.localeCompare(b.at), first: "desc" },
  { key: "title", compare: (a, b) => compareText(a.title, b.title), first: "asc" },
]
const NEWEST: SortOrder = { key: "date", direction: "desc" }
const view = (over: Partial<TableView> = {}): TableView => ({ search: "", sort: NEWEST, page: 1, ...over })
const read = (query: string) => readView(new URLSearchParams(query), sortings, NEWEST)
const write = (v: TableView, query = "") => viewParams(v, new URLSearchParams(query), sortings, NEWEST).toString()

// Newest first, as the list arrives; two share a day.
const entries: Entry[] = [
  { title: "Bed 10", at: "2026-03-04" },
  { title: "bed 2", at: "2026-03-04" },
  { title: "Crème brûlée", at: "2026-03-02" },
  { title: "Apples", at: "2026-03-01" },
]
const titles = (v: TableView, perPage?: number) => showView(entries, v, (e) => e.title, sortings, perPage).items.map((e) => e.title)

describe("a dashboard table's view", () => {
  it("matches every word of a search, whatever its case or accents", () => {
    expect(matchesSearch("Crème brûlée for Dana #desserts", "creme DANA")).toBe(true)
    expect(matchesSearch("Crème brûlée for Dana", "creme sam")).toBe(false)
    expect(matchesSearch("anything", "  ")).toBe(true)
    expect(titles(view({ search: "bed" }))).toEqual(["Bed 10", "bed 2"])
  })

  it("sorts by a column either way, ties keeping the list's order, names as a reader orders them", () => {
    expect(titles(view())).toEqual(["Bed 10", "bed 2", "Crème brûlée", "Apples"])
    expect(titles(view({ sort: { key: "date", direction: "asc" } }))).toEqual(["Apples", "Crème brûlée", "Bed 10", "bed 2"])
    expect(titles(view({ sort: { key: "title", direction: "asc" } }))).toEqual(["Apples", "bed 2", "Bed 10", "Crème brûlée"])
    expect(titles(view({ sort: { key: "title", direction: "desc" } }))).toEqual(["Crème brûlée", "Bed 10", "bed 2", "Apples"])
  })

  it("pages what the search matched, clamping the page asked for", () => {
    expect(showView(entries, view({ page: 2 }), (e) => e.title, sortings, 3)).toMatchObject({ page: 2, pages: 2, matched: 4 })
    expect(titles(view({ page: 2 }), 3)).toEqual(["Apples"])
    expect(showView(entries, view({ search: "bed", page: 5 }), (e) => e.title, sortings, 3)).toMatchObject({ page: 1, pages: 1, matched: 2 })
    expect(showView(entries, view({ search: "kale" }), (e) => e.title, sortings)).toMatchObject({ items: [], matched: 0 })
  })

  it("turns a column's heading round when pressed again, and starts another at its first order", () => {
    const byTitle = nextSort(NEWEST, sortings[1]!)
    expect(byTitle).toEqual({ key: "title", direction: "asc" })
    expect(nextSort(byTitle, sortings[1]!)).toEqual({ key: "title", direction: "desc" })
    expect(nextSort(byTitle, sortings[0]!)).toEqual(NEWEST)
    expect(nextSort(NEWEST, sortings[0]!)).toEqual({ key: "date", direction: "asc" })
  })

  it("keeps the view in the address, leaving out what it would say anyway", () => {
    expect(write(view())).toBe("")
    expect(write(view({ search: "frost", sort: { key: "title", direction: "asc" }, page: 2 }))).toBe("q=frost&sort=title&page=2")
    expect(write(view({ sort: { key: "title", direction: "desc" } }))).toBe("sort=title&dir=desc")
    expect(write(view({ sort: { key: "date", direction: "asc" } }))).toBe("sort=date&dir=asc")
    // Another parameter of the page stays; a view back at the defaults clears its own.
    expect(write(view(), "q=frost&page=3&tab=x")).toBe("tab=x")

    for (const v of [
      view(),
      view({ search: "raised beds", sort: { key: "title", direction: "desc" }, page: 3 }),
      view({ sort: { key: "date", direction: "asc" } }),
    ])
      expect(read(write(v))).toEqual(v)
    // What the address cannot mean gives the table's own order and the first page.
    expect(read("sort=colour&dir=up&page=x")).toEqual(view())
    expect(read("sort=title&dir=sideways")).toEqual(view({ sort: { key: "title", direction: "asc" } }))
  })
})

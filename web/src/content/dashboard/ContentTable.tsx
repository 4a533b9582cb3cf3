import "./forms.css"

import type { UseQueryResult } from "@tanstack/react-query"
import type { ReactNode } from "react"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { type ContentTag } from "#web/content/queries.ts"
import { QueryState } from "#web/content/ui/QueryState.tsx"
import { useFocusHeading } from "#web/content/ui/useFocusHeading.ts"
import { useMessages } from "#web/i18n/language.ts"

import { type Browse, BrowsedEntries } from "./BrowsedEntries.tsx"
import { ContentIntro } from "./ContentIntro.tsx"
import { type Column, EntriesTable } from "./EntriesTable.tsx"
import { RowActions } from "./RowActions.tsx"
import { useDelete } from "./useDelete.tsx"

export type { Column } from "./EntriesTable.tsx"

interface Entry {
  readonly _id: string
}

export interface ContentTableProps<T extends Entry, D> {
  readonly title: string
  readonly intro: ReactNode
  readonly add: { readonly to: string; readonly label: string }
  /** The entries' read, and the entries in it (a grouped read is flattened). */
  readonly query: UseQueryResult<D>
  readonly entries: (data: D) => readonly T[]
  /** "posts": "Loading posts…", "No posts yet". */
  readonly plural: string
  /** The table's caption for screen readers ("Posts, newest first"). */
  readonly caption: string
  readonly columns: readonly Column<T>[]
  /** What a row's actions and the delete dialog call the entry. */
  readonly nameOf: (entry: T) => string
  /** The entry's edit page. */
  readonly editTo: (entry: T) => string
  /** How an entry is deleted and put back, and what the dialog and the toast say (useDelete). */
  readonly remove: {
    readonly tag: ContentTag
    readonly run: (id: string) => Promise<unknown>
    readonly restore: (entry: T) => Promise<unknown>
    readonly question: string
    readonly done: string
  }
  /** A list long enough to want it: a search box, headings that sort (the columns' `sort`) and pages. */
  readonly browse?: Browse<T>
}

/**
 * A dashboard list of one kind of content (docs/product.md §2.4): its heading and Add button, then a table
 * of its entries with the given columns and each row's Edit and Delete, or the loading, error and empty states.
 */
export function ContentTable<T extends Entry, D>(props: ContentTableProps<T, D>) {
  const { title, intro, add, query, entries, plural, caption, columns, nameOf, editTo, remove: how, browse } = props
  useFocusHeading()
  const m = useMessages("dashboard", Dashboard)
  const remove = useDelete(how.tag, how.run, how.restore, how.question, how.done)
  const table = {
    caption,
    columns,
    keyOf: (entry: T) => entry._id,
    actions: (entry: T) => (
      <RowActions
        editTo={editTo(entry)}
        name={nameOf(entry)}
        onDelete={() => void remove.run({ id: entry._id, name: nameOf(entry), entry })}
        deleting={remove.pendingId === entry._id}
      />
    ),
  }
  return (
    <>
      <ContentIntro title={title} action={add}>
        {intro}
      </ContentIntro>
      <QueryState query={query} loading={m.loadingList(plural)} empty={m.emptyList(plural)} isEmpty={(data) => entries(data).length === 0}>
        {(data) =>
          browse ? <BrowsedEntries {...table} browse={browse} plural={plural} entries={entries(data)} /> : <EntriesTable {...table} entries={entries(data)} />
        }
      </QueryState>
      {remove.dialog}
    </>
  )
}

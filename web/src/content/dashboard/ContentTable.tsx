import "./forms.css"

import type { UseQueryResult } from "@tanstack/react-query"
import type { ReactNode } from "react"

import { type ContentTag } from "#web/content/queries.ts"
import { QueryState } from "#web/content/ui/QueryState.tsx"
import { useFocusHeading } from "#web/content/ui/useFocusHeading.ts"

import { ContentIntro } from "./ContentIntro.tsx"
import { RowActions } from "./RowActions.tsx"
import { useDelete } from "./useDelete.tsx"

/** One column of a content table: its heading, and what its cell shows of an entry. */
export interface Column<T> {
  readonly label: string
  /** `cell-title`, `cell-text`: how the cell wraps and stacks on a phone (forms.css). */
  readonly className?: string
  readonly cell: (entry: T) => ReactNode
}

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
}

/**
 * A dashboard list of one kind of content (docs/product.md §2.4): its heading and Add button, then a table
 * of its entries with the given columns and each row's Edit and Delete, or the loading, error and empty states.
 */
export function ContentTable<T extends Entry, D>(props: ContentTableProps<T, D>) {
  const { title, intro, add, query, entries, plural, caption, columns, nameOf, editTo, remove: how } = props
  useFocusHeading()
  const remove = useDelete(how.tag, how.run, how.restore, how.question, how.done)
  return (
    <>
      <ContentIntro title={title} action={add}>
        {intro}
      </ContentIntro>
      <QueryState query={query} loading={`Loading ${plural}…`} empty={`No ${plural} yet`} isEmpty={(data) => entries(data).length === 0}>
        {(data) => (
          <div className="data-table-wrap">
            <table className="data-table">
              <caption className="visually-hidden">{caption}</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th scope="col" key={column.label}>
                      {column.label}
                    </th>
                  ))}
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries(data).map((entry) => (
                  <tr key={entry._id}>
                    {columns.map((column) => (
                      <td key={column.label} data-label={column.label} className={column.className}>
                        {column.cell(entry)}
                      </td>
                    ))}
                    <td data-label="">
                      <RowActions
                        editTo={editTo(entry)}
                        name={nameOf(entry)}
                        onDelete={() => void remove.run({ id: entry._id, name: nameOf(entry), entry })}
                        deleting={remove.pendingId === entry._id}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
      {remove.dialog}
    </>
  )
}

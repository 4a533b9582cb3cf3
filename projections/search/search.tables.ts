// The search read model's table: one row per live post, recipe, video and photo, with the
// plain text it is found by and its weighted `tsvector` (title A, body B, category C).
import type { ColumnType, RawBuilder } from "kysely"

import type { SearchKind } from "#schemas/search-limits.ts"

export const SEARCH_TABLE = "content_search"

/** The stream an item comes from; with `id`, the row's key (a post keeps its row when it moves to or from the journal). */
export type SearchSource = "post" | "recipe" | "video" | "photo"

export interface SearchTable {
  readonly source: SearchSource
  readonly id: string
  readonly kind: SearchKind
  readonly title: string
  /** Plain text (HTML stripped): a post's body, a recipe's ingredients, method and notes, a description. */
  readonly body: string
  readonly category: string
  readonly url: string
  /** Written in SQL from the columns above; only ever compared with a query, never read. */
  readonly document: ColumnType<never, RawBuilder<unknown>, RawBuilder<unknown>>
  readonly created_at: Date
}

export type SearchTables = { [SEARCH_TABLE]: SearchTable }

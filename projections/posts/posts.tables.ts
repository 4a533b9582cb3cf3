// The posts read model's table: one row per live post.
import type { Int8, Jsonb } from "../sql-types.ts"

export const POSTS_TABLE = "content_posts"

export interface PostsTable {
  readonly id: string
  readonly title: string
  readonly name: string
  readonly body: string
  readonly images: Jsonb<readonly string[]>
  readonly video: string
  readonly isjournal: boolean
  readonly created_at: Date
  readonly created_position: Int8
  /** The page's address, `/journal/<slug>`: from the title when created, unique, kept through edits. */
  readonly slug: string
  readonly tags: Jsonb<readonly string[]>
  readonly draft: boolean
  /** "" when the body was written as HTML. */
  readonly markdown: string
  /** A scheduled draft's time to publish itself (ISO 8601, UTC, so text order is time order); "" for none. */
  readonly publish_at: string
}

export type PostsTables = { [POSTS_TABLE]: PostsTable }

// Posts as the API answers them, from `content_posts`: newest first. Drafts are the
// owner's alone: every public read goes through `listPosts` (the posts' snapshot is made from it), which leaves
// them out; `listAllPosts`/`findPost` are for the owner's screens and the write answers.
import type { Kysely, Selectable } from "kysely"

import type { Post } from "#schemas/api/content/posts.ts"

import type { DB } from "../db.ts"
import { POSTS_TABLE, type PostsTable } from "./posts.tables.ts"

const toPost = (r: Selectable<PostsTable>): Post => ({
  _id: r.id,
  title: r.title,
  name: r.name,
  body: r.body,
  images: r.images,
  video: r.video,
  isjournal: r.isjournal,
  createdAt: r.created_at.toISOString(),
  tags: r.tags,
  draft: r.draft,
  markdown: r.markdown,
  publishAt: r.publish_at,
  slug: r.slug,
})

const newestFirst = (db: Kysely<DB>) => db.selectFrom(POSTS_TABLE).selectAll().orderBy("created_at", "desc").orderBy("created_position", "desc")

/** The published posts: what visitors, feeds, the sitemap, page tags and the coach see. */
export const listPosts = async (db: Kysely<DB>): Promise<Post[]> => (await newestFirst(db).where("draft", "=", false).execute()).map(toPost)

/** Every post, drafts too (the owner's list). */
export const listAllPosts = async (db: Kysely<DB>): Promise<Post[]> => (await newestFirst(db).execute()).map(toPost)

export const journalOf = (posts: readonly Post[]): Post[] => posts.filter((p) => p.isjournal)

/** Any live post, a draft too: for the owner and the answers to the owner's writes. */
export const findPost = async (db: Kysely<DB>, id: string): Promise<Post | undefined> => {
  const row = await db.selectFrom(POSTS_TABLE).selectAll().where("id", "=", id).executeTakeFirst()
  return row ? toPost(row) : undefined
}

/** The scheduled drafts, soonest first: their ids and when each publishes itself. */
export const listScheduledPosts = async (db: Kysely<DB>): Promise<{ id: string; publishAt: string }[]> =>
  (await db.selectFrom(POSTS_TABLE).select(["id", "publish_at"]).where("draft", "=", true).where("publish_at", "<>", "").orderBy("publish_at").execute()).map(
    (r) => ({ id: r.id, publishAt: r.publish_at }),
  )

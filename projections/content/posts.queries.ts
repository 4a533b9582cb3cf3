// Posts as the API answers them, from `content_posts`: newest first.
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
})

export const listPosts = async (db: Kysely<DB>): Promise<Post[]> =>
  (await db.selectFrom(POSTS_TABLE).selectAll().orderBy("created_at", "desc").orderBy("created_position", "desc").execute()).map(toPost)

export const journalOf = (posts: readonly Post[]): Post[] => posts.filter((p) => p.isjournal)

export const findPost = async (db: Kysely<DB>, id: string): Promise<Post | undefined> => {
  const row = await db.selectFrom(POSTS_TABLE).selectAll().where("id", "=", id).executeTakeFirst()
  return row ? toPost(row) : undefined
}

// Posts as the API answers them, from `content_posts`: newest first.
import type { Kysely } from "kysely"
import type { Post } from "../../../../schemas/api/content/posts.ts"
import { POSTS_TABLE } from "../../../../projections/content/posts.tables.ts"
import type { DB } from "../../../../projections/db.ts"

const toPost = (r: Record<string, unknown>): Post => ({
  _id: String(r.id),
  title: String(r.title),
  name: String(r.name),
  body: String(r.body),
  images: r.images as string[],
  video: String(r.video),
  isjournal: Boolean(r.isjournal),
  createdAt: new Date(r.created_at as Date).toISOString(),
})

export const listPosts = async (db: Kysely<DB>): Promise<Post[]> =>
  (await db.selectFrom(POSTS_TABLE).selectAll().orderBy("created_at", "desc").orderBy("created_position", "desc").execute()).map(toPost)

export const journalOf = (posts: readonly Post[]): Post[] => posts.filter((p) => p.isjournal)

export const findPost = async (db: Kysely<DB>, id: string): Promise<Post | undefined> => {
  const row = await db.selectFrom(POSTS_TABLE).selectAll().where("id", "=", id).executeTakeFirst()
  return row ? toPost(row) : undefined
}

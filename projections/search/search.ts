// Read model of site search: `content_search`, one row per live post, journal entry, recipe,
// video and photo, fed by the same events as their own read models. Each row keeps its plain
// text and a weighted tsvector under a GIN index, so a search is one indexed query on PGlite
// and on a PostgreSQL server alike ('english' stems "planting" and "plants" to "plant").
import { type Kysely, sql, type Transaction } from "kysely"

import { PHOTO_EVENT_TYPES, PhotoEvent } from "#schemas/events/photo.ts"
import { POST_EVENT_TYPES, PostEvent } from "#schemas/events/post.ts"
import { RECIPE_EVENT_TYPES, RecipeEvent } from "#schemas/events/recipe.ts"
import { VIDEO_EVENT_TYPES, VideoEvent } from "#schemas/events/video.ts"

import type { DB } from "../db.ts"
import { eventDecoder, typesOf } from "../decode-event.ts"
import type { Projection } from "../projection.ts"
import { SEARCH_TABLE } from "./search.tables.ts"
import { searchChange, type SearchRow } from "./search-rows.ts"

const decoders = [
  eventDecoder(PostEvent, POST_EVENT_TYPES),
  eventDecoder(RecipeEvent, RECIPE_EVENT_TYPES),
  eventDecoder(VideoEvent, VIDEO_EVENT_TYPES),
  eventDecoder(PhotoEvent, PHOTO_EVENT_TYPES),
] as const

/** The indexed document: a word in the title counts most, then the body, then the category. */
const documentOf = (row: SearchRow) =>
  sql<unknown>`setweight(to_tsvector('english', ${row.title}), 'A') || setweight(to_tsvector('english', ${row.body}), 'B') || setweight(to_tsvector('english', ${row.category}), 'C')`

export const searchProjection: Projection = {
  name: "content-search",
  // Version 2: inline markup no longer splits a word ("bee<b>s</b>" is indexed as "bees"); the
  // old tables still answer while the new ones are built.
  version: 2,
  eventTypes: typesOf(...decoders),
  async migrate(db: Kysely<DB>) {
    await db.schema
      .createTable(SEARCH_TABLE)
      .ifNotExists()
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("id", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("category", "text", (c) => c.notNull())
      .addColumn("url", "text", (c) => c.notNull())
      .addColumn("document", sql`tsvector`, (c) => c.notNull())
      .addColumn("created_at", "timestamptz", (c) => c.notNull())
      .addPrimaryKeyConstraint("content_search_pk", ["source", "id"])
      .execute()
    await db.schema.createIndex("content_search_document").ifNotExists().on(SEARCH_TABLE).using("gin").column("document").execute()
  },
  async reset(trx: Transaction<DB>) {
    await trx.deleteFrom(SEARCH_TABLE).execute()
  },
  async apply(trx: Transaction<DB>, recorded) {
    const event = decoders.map((decode) => decode(recorded)).find((e) => e !== null)
    if (!event) return
    const change = searchChange(event)
    if ("remove" in change) {
      await trx.deleteFrom(SEARCH_TABLE).where("source", "=", change.remove.source).where("id", "=", change.remove.id).execute()
      return
    }
    const row = change.put
    const indexed = { kind: row.kind, title: row.title, body: row.body, category: row.category, url: row.url, document: documentOf(row) }
    await trx
      .insertInto(SEARCH_TABLE)
      .values({ source: row.source, id: row.id, ...indexed, created_at: new Date(row.createdAt) })
      .onConflict((oc) => oc.columns(["source", "id"]).doUpdateSet(indexed))
      .execute()
  },
}

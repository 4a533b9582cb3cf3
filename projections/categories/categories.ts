// Read model of the category lists: `content_categories`, one row per (kind, category).
import type { Kysely, Transaction } from "kysely"

import { CATEGORIES_EVENT_TYPES, CategoriesEvent } from "#schemas/events/categories.ts"

import type { DB } from "../db.ts"
import { eventDecoder, typesOf } from "../decode-event.ts"
import type { Projection } from "../projection.ts"
import { CATEGORIES_TABLE } from "./categories.tables.ts"

const decode = eventDecoder(CategoriesEvent, CATEGORIES_EVENT_TYPES)

export const categoriesProjection: Projection = {
  name: "content-categories",
  version: 1,
  eventTypes: typesOf(decode),
  async migrate(db: Kysely<DB>) {
    await db.schema
      .createTable(CATEGORIES_TABLE)
      .ifNotExists()
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("category", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("content_categories_pk", ["kind", "category"])
      .execute()
  },
  async reset(trx: Transaction<DB>) {
    await trx.deleteFrom(CATEGORIES_TABLE).execute()
  },
  async apply(trx: Transaction<DB>, recorded) {
    const event = decode(recorded)
    if (!event) return
    switch (event.type) {
      case "CategoryAdded":
        await trx
          .insertInto(CATEGORIES_TABLE)
          .values({ kind: event.kind, category: event.category })
          .onConflict((oc) => oc.columns(["kind", "category"]).doNothing())
          .execute()
        return
      case "CategoryRemoved":
        await trx.deleteFrom(CATEGORIES_TABLE).where("kind", "=", event.kind).where("category", "=", event.category).execute()
        return
      case "CategoriesReplaced":
        await trx.deleteFrom(CATEGORIES_TABLE).where("kind", "=", event.kind).execute()
        if (event.categories.length > 0) {
          await trx
            .insertInto(CATEGORIES_TABLE)
            .values(event.categories.map((category) => ({ kind: event.kind, category })))
            .onConflict((oc) => oc.columns(["kind", "category"]).doNothing())
            .execute()
        }
        return
    }
  },
}

// Read model of recipes: `content_recipes`, one row per live recipe, found by id or by
// servername. Uniqueness of servernames is kept by the reservation streams, not by an
// index here: a projection must never refuse an event the store accepted.
import { type Kysely, sql, type Transaction } from "kysely"

import { RECIPE_EVENT_TYPES, RecipeEvent } from "#schemas/events/recipe.ts"

import type { DB } from "../db.ts"
import { eventDecoder, typesOf } from "../decode-event.ts"
import type { Projection } from "../projection.ts"
import { jsonb, positionOf } from "../sql-types.ts"
import { RECIPES_TABLE } from "./recipes.tables.ts"

const decode = eventDecoder(RecipeEvent, RECIPE_EVENT_TYPES)

export const recipesProjection: Projection = {
  name: "content-recipes",
  version: 1,
  eventTypes: typesOf(decode),
  async migrate(db: Kysely<DB>) {
    await db.schema
      .createTable(RECIPES_TABLE)
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("servername", "text", (c) => c.notNull())
      .addColumn("category", "text", (c) => c.notNull())
      .addColumn("cooktime", "text", (c) => c.notNull())
      .addColumn("baketemp", "text", (c) => c.notNull())
      .addColumn("hassubrecipes", "boolean", (c) => c.notNull())
      .addColumn("subrecipes", "jsonb", (c) => c.notNull())
      .addColumn("ingredients", "jsonb", (c) => c.notNull())
      .addColumn("method", "jsonb", (c) => c.notNull())
      .addColumn("notes", "jsonb", (c) => c.notNull())
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("images", "jsonb", (c) => c.notNull())
      .addColumn("video", "text", (c) => c.notNull())
      .addColumn("servings", "integer")
      .addColumn("created_at", "timestamptz", (c) => c.notNull())
      .addColumn("created_position", "bigint", (c) => c.notNull())
      .execute()
    // Servings came later: a table made before then gains the column (empty until a recipe is saved with it).
    await sql`alter table ${sql.table(RECIPES_TABLE)} add column if not exists servings integer`.execute(db)
    await db.schema.createIndex("content_recipes_servername").ifNotExists().on(RECIPES_TABLE).column("servername").execute()
  },
  async reset(trx: Transaction<DB>) {
    await trx.deleteFrom(RECIPES_TABLE).execute()
  },
  async apply(trx: Transaction<DB>, recorded) {
    const event = decode(recorded)
    if (!event) return
    if (event.type === "RecipeDeleted") {
      await trx.deleteFrom(RECIPES_TABLE).where("id", "=", event.recipeId).execute()
      return
    }
    const row = {
      name: event.name,
      servername: event.servername,
      category: event.category,
      cooktime: event.cooktime,
      baketemp: event.baketemp,
      hassubrecipes: event.hassubrecipes,
      subrecipes: jsonb(event.subrecipes),
      ingredients: jsonb(event.ingredients),
      method: jsonb(event.method),
      notes: jsonb(event.notes),
      source: event.source,
      images: jsonb(event.images),
      video: event.video,
      servings: event.servings ?? null,
    }
    if (event.type === "RecipeCreated") {
      await trx
        .insertInto(RECIPES_TABLE)
        .values({ id: event.recipeId, ...row, created_at: new Date(event.at), created_position: positionOf(recorded.position) })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute()
    } else {
      await trx.updateTable(RECIPES_TABLE).set(row).where("id", "=", event.recipeId).execute()
    }
  },
}

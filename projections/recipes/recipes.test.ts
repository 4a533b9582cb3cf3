// The recipes read model across the arrival of `servings`: a table made before it gains the
// column, a recipe recorded before it reads back without it, and a later save sets and clears it.
import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import type { RecordedEvent } from "#engine/eventstore/port.ts"
import type { AppDatabase } from "#projections/db.ts"
import { testDatabases } from "#test/support/databases.ts"

import { findRecipe } from "./recipes.queries.ts"
import { RECIPES_TABLE } from "./recipes.tables.ts"
import { recipesProjection } from "./recipes.ts"

const CONTENT = {
  name: "Posole",
  servername: "posole",
  category: "Soup",
  cooktime: "3 hours",
  baketemp: "",
  hassubrecipes: false,
  subrecipes: [],
  ingredients: ["2 lb pork shoulder"],
  method: ["Simmer"],
  notes: [],
  source: "",
  images: [],
  video: "",
}

let position = 0n
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  id: `e${++position}`,
  streamId: "recipe-r1",
  revision: position - 1n,
  position,
  type,
  data,
  metadata: {},
  createdAt: new Date("2026-03-05T10:00:00.000Z"),
})

describe.each(testDatabases)("the recipes read model on $name", (database) => {
  let app: AppDatabase & { dispose(): Promise<void> }
  beforeAll(async () => {
    app = await database.open()
  })
  afterAll(() => app?.dispose())

  const apply = (event: RecordedEvent) => app.db.transaction().execute((trx) => recipesProjection.apply(trx, event))

  it("adds the servings column to a table made before it, and keeps older recipes readable", async () => {
    await recipesProjection.migrate(app.db)
    // The table as it was made before servings existed.
    await sql`alter table ${sql.table(RECIPES_TABLE)} drop column servings`.execute(app.db)
    await recipesProjection.migrate(app.db)

    await apply(recorded("RecipeCreated", { recipeId: "r1", ...CONTENT, at: "2026-03-05T10:00:00.000Z" }))
    const before = await findRecipe(app.db, "posole")
    expect(before).toMatchObject({ _id: "r1", name: "Posole" })
    expect(before).not.toHaveProperty("servings")

    await apply(recorded("RecipeUpdated", { recipeId: "r1", ...CONTENT, servings: 6, at: "2026-03-06T10:00:00.000Z" }))
    expect((await findRecipe(app.db, "posole"))?.servings).toBe(6)
    await apply(recorded("RecipeUpdated", { recipeId: "r1", ...CONTENT, at: "2026-03-07T10:00:00.000Z" }))
    expect(await findRecipe(app.db, "posole")).not.toHaveProperty("servings")
  })
})

// The public reads of the category lists, from one in-memory snapshot of content_categories (every kind's
// list, read together): the handlers' GET and the fast reads under /api/categories call these
// (platform/public-reads).
import type { Kysely } from "kysely"

import { fastRead } from "#api/platform/public-reads/fast-reads.ts"
import { ReadSnapshot, type SnapshotOptions } from "#api/platform/public-reads/snapshot.ts"
import { listAllCategories } from "#projections/categories/categories.queries.ts"
import { categoriesProjection } from "#projections/categories/categories.ts"
import type { DB } from "#projections/db.ts"
import type { CategoryKind } from "#schemas/events/categories.ts"

export type CategoriesReadsDeps = Pick<SnapshotOptions<unknown>, "projector" | "log"> & { readonly db: Kysely<DB> }

export const makeCategoriesReads = (deps: CategoriesReadsDeps) => {
  const snapshot = new ReadSnapshot({
    name: "categories",
    projection: categoriesProjection,
    // A Map, so an address naming no kind finds nothing (not an object's own keys).
    load: async () => new Map(Object.entries(await listAllCategories(deps.db))) as ReadonlyMap<string, readonly string[]>,
    projector: deps.projector,
    log: deps.log,
  })
  return {
    list: async (kind: CategoryKind) => (await snapshot.read()).get(kind) ?? [],
    fast: fastRead("/api/categories", snapshot, { ":kind": (lists, kind) => lists.get(kind) }),
    warm: () => snapshot.warm(),
    close: () => snapshot.close(),
  }
}

export type CategoriesReads = ReturnType<typeof makeCategoriesReads>

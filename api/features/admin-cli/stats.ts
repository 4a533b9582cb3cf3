// `npm run admin -- stats`: how big the site is, from the log and the read models.
import type { Kysely } from "kysely"

import type { MediaStorage } from "#api/features/media/public.ts"
import type { EventStore } from "#engine/eventstore/port.ts"
import { readUpTo } from "#engine/eventstore/read-up-to.ts"
import { countLiveQuizUsers } from "#projections/accounts/quiz-users.queries.ts"
import type { DB } from "#projections/db.ts"
import { GROUPS_TABLE } from "#projections/groups/groups.tables.ts"
import { PHOTOS_TABLE } from "#projections/photos/photos.tables.ts"
import { POSTS_TABLE } from "#projections/posts/posts.tables.ts"
import { QUIZZES_TABLE } from "#projections/quiz-catalog/quizzes.tables.ts"
import { RECIPES_TABLE } from "#projections/recipes/recipes.tables.ts"
import { VIDEOS_TABLE } from "#projections/videos/videos.tables.ts"

export interface SiteStats {
  readonly events: number
  readonly streams: number
  /** Events by the kind of stream they are in (the part of the stream name before the first "-"). */
  readonly byStreamKind: ReadonlyMap<string, number>
  readonly firstEventAt: Date | null
  readonly lastEventAt: Date | null
  readonly counts: Readonly<Record<string, number>>
  readonly media: { readonly files: number; readonly bytes: number }
}

const countRows = async (db: Kysely<DB>, table: keyof DB): Promise<number> => {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

export interface StatsDeps {
  readonly store: EventStore
  /** The read models counted. */
  readonly db: Kysely<DB>
  /** The site's media storage (its folder, database table or bucket), measured. */
  readonly media: MediaStorage
}

export const siteStats = async (deps: StatsDeps): Promise<SiteStats> => {
  const streams = new Set<string>()
  const byStreamKind = new Map<string, number>()
  let events = 0
  let firstEventAt: Date | null = null
  let lastEventAt: Date | null = null
  await readUpTo(deps.store, await deps.store.head(), (batch) => {
    for (const e of batch) {
      streams.add(e.streamId)
      const kind = e.streamId.split("-", 1)[0]!
      byStreamKind.set(kind, (byStreamKind.get(kind) ?? 0) + 1)
      firstEventAt ??= e.createdAt
      lastEventAt = e.createdAt
    }
    events += batch.length
  })
  const counts = {
    "quiz players": await countLiveQuizUsers(deps.db, false),
    "quiz admins": await countLiveQuizUsers(deps.db, true),
    quizzes: await countRows(deps.db, QUIZZES_TABLE),
    groups: await countRows(deps.db, GROUPS_TABLE),
    posts: await countRows(deps.db, POSTS_TABLE),
    recipes: await countRows(deps.db, RECIPES_TABLE),
    photos: await countRows(deps.db, PHOTOS_TABLE),
    videos: await countRows(deps.db, VIDEOS_TABLE),
  }
  return { events, streams: streams.size, byStreamKind, firstEventAt, lastEventAt, counts, media: await deps.media.usage() }
}

// The posts read model's slugs: a post keeps the address it was given when it was written, whatever the
// slug rule says now; a new post takes the slug its PostCreated carries, made unique among the live posts.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import type { RecordedEvent } from "#engine/eventstore/port.ts"
import type { AppDatabase } from "#projections/db.ts"
import { EVENT_VERSION_KEY } from "#schemas/events/upcast.ts"
import { testDatabases } from "#test/support/databases.ts"

import { listAllPosts } from "./posts.queries.ts"
import { postsProjection } from "./posts.ts"

const AT = "2026-03-05T10:00:00.000Z"
const content = (postId: string, title: string) => ({
  postId,
  title,
  name: "Sam",
  body: "<p>Beds.</p>",
  images: [],
  video: "",
  isjournal: true,
  createdAt: AT,
  tags: [],
  draft: false,
  markdown: "",
  at: AT,
})

let position = 0n
const recorded = (type: string, version: number, data: Record<string, unknown>): RecordedEvent => ({
  id: `e${++position}`,
  streamId: `post-${String(data.postId)}`,
  revision: 0n,
  position,
  type,
  data,
  metadata: { [EVENT_VERSION_KEY]: version },
  createdAt: new Date(AT),
})

describe.each(testDatabases)("the posts read model's slugs on $name", (database) => {
  let app: AppDatabase & { dispose(): Promise<void> }
  beforeAll(async () => {
    app = await database.open()
    await postsProjection.migrate(app.db)
  })
  afterAll(() => app?.dispose())

  const apply = (event: RecordedEvent) => app.db.transaction().execute((trx) => postsProjection.apply(trx, event))
  const slugs = async () => Object.fromEntries((await listAllPosts(app.db)).map((p) => [p._id, p.slug]))

  it("keeps an older post's address by the rule of its day, and gives a new one the slug its event carries", async () => {
    // Written before PostCreated carried a slug (versions 1 and 2): the apostrophe became a hyphen.
    const { tags: _t, draft: _d, markdown: _m, ...v1 } = content("old-1", "It's spring")
    await apply(recorded("PostCreated", 1, v1))
    await apply(recorded("PostCreated", 2, content("old-2", "it's")))
    // Written now: the command decided "its".
    await apply(recorded("PostCreated", 3, { ...content("new-1", "it's"), slug: "its" }))
    // A new title whose slug an older post holds takes the next free one.
    await apply(recorded("PostCreated", 3, { ...content("new-2", "It s"), slug: "it-s" }))
    await apply(recorded("PostCreated", 3, { ...content("new-3", "Its"), slug: "its" }))
    // An edit keeps the slug, even of a new title.
    await apply(recorded("PostUpdated", 2, content("old-2", "It's not")))
    expect(await slugs()).toEqual({ "old-1": "it-s-spring", "old-2": "it-s", "new-1": "its", "new-2": "it-s-2", "new-3": "its-2" })
  })
})

// Uploads kept in PostgreSQL: what one node writes, another reads; an upload is all its
// variants or none; an id is never written twice; removing it removes every variant; the
// admin's stats measure the rows.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { mediaIdFromBytes } from "#engine/media/media-id.ts"
import { openDatabase } from "#engine/sql/database.ts"
import type { AppDatabase, DB } from "#projections/db.ts"
import { freshPostgresUrl } from "#test/support/databases.ts"

import { databaseMediaStorage } from "./database-storage.ts"
import type { MediaStorage } from "./storage.ts"

const idOf = (n: number) => mediaIdFromBytes(new Uint8Array(16).fill(n))
const bytes = (text: string) => new TextEncoder().encode(text)

describe("media kept in PostgreSQL", () => {
  let drop: () => Promise<void>
  const handles: AppDatabase[] = []
  let one: MediaStorage, other: MediaStorage

  beforeAll(async () => {
    const fresh = await freshPostgresUrl()
    drop = fresh.drop
    for (let i = 0; i < 2; i++) handles.push(await openDatabase<DB>({ url: fresh.url }))
    one = databaseMediaStorage(handles[0]!.db)
    other = databaseMediaStorage(handles[1]!.db)
  })
  afterAll(async () => {
    for (const handle of handles) await handle.close()
    await drop?.()
  })

  it("serves through another node the variants one node wrote", async () => {
    const id = idOf(1)
    await one.put(
      id,
      new Map([
        ["thumb", bytes("small")],
        ["public", bytes("big")],
      ]),
    )
    const thumb = await other.get(id, "thumb")
    expect(thumb && Buffer.from(thumb.body).toString()).toBe("small")
    expect(thumb?.etag).toBe(`"${id}-thumb"`)
    expect((await other.get(id, "public"))?.body.toString()).toBe("big")
    expect(await other.get(id, "carousel")).toBeNull()
    expect(await other.get(idOf(9), "thumb")).toBeNull()
    expect(await other.get("../../etc/passwd", "thumb")).toBeNull()
    expect((await other.list()).map((entry) => entry.mediaId)).toContain(id)
  })

  it("refuses an id written before, leaving the first upload whole", async () => {
    const id = idOf(2)
    await one.put(id, new Map([["thumb", bytes("first")]]))
    await expect(
      other.put(
        id,
        new Map([
          ["carousel", bytes("second")],
          ["thumb", bytes("second")],
        ]),
      ),
    ).rejects.toThrow()
    expect((await one.get(id, "thumb"))?.body.toString()).toBe("first")
    // The second upload's other variant was not kept either: all or none.
    expect(await one.get(id, "carousel")).toBeNull()
  })

  it("removes every variant of an upload, and a missing upload is no error", async () => {
    const id = idOf(3)
    const before = await other.usage()
    await one.put(
      id,
      new Map([
        ["thumb", bytes("a")],
        ["public", bytes("bb")],
      ]),
    )
    expect(await other.usage()).toEqual({ files: before.files + 2, bytes: before.bytes + 3 })
    await other.remove(id)
    expect(await other.usage()).toEqual(before)
    expect(await one.get(id, "thumb")).toBeNull()
    expect(await one.get(id, "public")).toBeNull()
    expect((await one.list()).map((entry) => entry.mediaId)).not.toContain(id)
    await other.remove(idOf(4))
  })
})

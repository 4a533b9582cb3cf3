import { mkdir, mkdtemp, readdir, rm, utimes } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterEach, beforeEach, describe, expect, it } from "vitest"

import { fileMediaStorage, sweepIncoming } from "./file-storage.ts"

const ID = "AbCdEfGhIjKlMnOpQrStUv"
const files = new Map([
  ["carousel", Buffer.from("c")],
  ["public", Buffer.from("p")],
  ["thumb", Buffer.from("t")],
] as const)

describe("media storage in files", () => {
  let root: string
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), "homestead-media-"))
  })
  afterEach(() => rm(root, { recursive: true, force: true }))

  it("stores an upload's variants as <id>/<variant>.webp and reads them back", async () => {
    const storage = fileMediaStorage(root)
    await storage.put(ID, files)
    expect((await readdir(join(root, ID))).sort()).toEqual(["carousel.webp", "public.webp", "thumb.webp"])
    expect(await storage.get(ID, "thumb")).toEqual({ body: Buffer.from("t"), etag: `"${ID}-thumb"` })
    expect((await storage.list()).map((e) => e.mediaId)).toEqual([ID])
    // nothing is left in the staging folder
    expect(await readdir(join(root, ".incoming"))).toEqual([])
  })

  it("never reuses an id and never writes outside the root", async () => {
    const storage = fileMediaStorage(root)
    await storage.put(ID, files)
    await expect(storage.put(ID, files)).rejects.toThrow()
    expect(await readdir(join(root, ".incoming"))).toEqual([])
    await expect(storage.put("../escape", files)).rejects.toThrow(/Not a media id/)
    await expect(storage.remove("..")).rejects.toThrow(/Not a media id/)
    expect(await storage.get("../../etc", "thumb")).toBeNull()
  })

  it("removes an upload, and answers null for what is not there", async () => {
    const storage = fileMediaStorage(root)
    await storage.put(ID, files)
    expect(await storage.usage()).toEqual({ files: 3, bytes: 3 })
    await storage.remove(ID)
    await storage.remove(ID)
    expect(await storage.get(ID, "public")).toBeNull()
    expect(await storage.list()).toEqual([])
    expect(await storage.usage()).toEqual({ files: 0, bytes: 0 })
    expect(await fileMediaStorage(join(root, "never-made")).usage()).toEqual({ files: 0, bytes: 0 })
  })

  it("sweeps only stale staging folders", async () => {
    const stale = join(root, ".incoming", "stale")
    const fresh = join(root, ".incoming", "fresh")
    await mkdir(stale, { recursive: true })
    await mkdir(fresh, { recursive: true })
    const old = new Date(Date.now() - 2 * 3600_000)
    await utimes(stale, old, old)
    await sweepIncoming(root, new Date(Date.now() - 3600_000))
    expect(await readdir(join(root, ".incoming"))).toEqual(["fresh"])
  })
})

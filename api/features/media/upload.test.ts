// The upload's all-or-nothing rule with a store that refuses to append: the files already
// written must be removed again. (The happy path runs through the HTTP tests.)
import { mkdtemp, readdir, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterEach, beforeEach, describe, expect, it } from "vitest"

import type { EventStore } from "#engine/eventstore/port.ts"
import { PHOTO_MAX_BYTES } from "#schemas/api/media.ts"
import { jpegWithGps } from "#test/support/test-images.ts"

import { fileMediaStorage } from "./file-storage.ts"
import { storeUpload } from "./upload.ts"

describe("storing an upload", () => {
  let dataDir: string
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "homestead-upload-"))
  })
  afterEach(() => rm(dataDir, { recursive: true, force: true }))

  it("removes the written files when the event cannot be recorded", async () => {
    const failingStore = {
      readStream: async () => [],
      append: async () => {
        throw new Error("store unavailable")
      },
    }
    const deps = {
      media: fileMediaStorage(join(dataDir, "media")),
      commands: { store: failingStore as unknown as EventStore, projections: { waitFor: async () => undefined } },
    }
    await expect(storeUpload(deps, await jpegWithGps(400, 300), { maxBytes: PHOTO_MAX_BYTES, uploadedBy: "owner" })).rejects.toThrow("store unavailable")
    const media = join(dataDir, "media")
    expect((await readdir(media)).filter((name) => name !== ".incoming")).toEqual([])
    expect(await readdir(join(media, ".incoming"))).toEqual([])
  })
})

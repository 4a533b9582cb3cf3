// Uploads in an S3-compatible bucket (S3_BUCKET) through the real HTTP stack, against a real S3
// server started here (s3rver, on a folder of its own): the owner's photo becomes objects in
// the bucket and nothing under DATA_DIR, /media serves them as it serves files, the backup and
// the admin's stats read them, removing an upload empties its objects, and a restarted server
// serves what the bucket holds.
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { gunzipSync } from "node:zlib"

import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3"
import S3rver from "s3rver"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { siteStats } from "#api/features/admin-cli/stats.ts"
import { appMediaStorage } from "#api/features/media/public.ts"
import { sweepMediaOrphans } from "#api/features/media/sweep.ts"
import type { Env } from "#api/platform/config.ts"
import { mediaIdFromBytes } from "#engine/media/media-id.ts"
import { seedDataDir } from "#test/support/pglite-template.ts"

import { jpegWithGps } from "../support/test-images.ts"
import { startTestServer, type TestServer } from "../support/test-server.ts"
import { call } from "./servers.ts"

const OWNER = { username: "keeper", password: "first-password-1" }
const BUCKET = "homestead-media"
// The key pair s3rver signs requests with.
const KEYS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" }
const VARIANTS = ["carousel", "public", "thumb"] as const

describe("media uploads in an S3-compatible bucket", () => {
  let root: string
  let dataDir: string
  let s3: S3rver
  let env: Env
  let bucket: S3Client
  let server: TestServer
  let cookie: string
  let photo: { id: string; variants: string[] }

  const start = async () => {
    server = await startTestServer(env, { site: false, dataDir })
    const signIn = await call(server, "POST", "/api/dashboard/10644", { body: OWNER })
    cookie = signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith("homestead_session="))!
      .split(";")[0]!
  }

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "homestead-s3-"))
    await mkdir(join(root, "s3"))
    s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: join(root, "s3"), configureBuckets: [{ name: BUCKET }] })
    const { port } = await s3.run()
    const endpoint = `http://127.0.0.1:${port}`
    env = {
      OWNER_USERNAME: OWNER.username,
      OWNER_PASSWORD: OWNER.password,
      QUIZ_ADMIN_PASSWORD: "admin-password-1",
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      S3_FORCE_PATH_STYLE: "on",
    }
    // The test's own look into the bucket, beside the server's.
    bucket = new S3Client({ endpoint, region: "us-east-1", credentials: KEYS, forcePathStyle: true })
    dataDir = join(root, "data")
    await seedDataDir(dataDir)
    await start()
  })
  afterAll(async () => {
    await server?.dispose()
    bucket?.destroy()
    await s3?.close()
    await rm(root, { recursive: true, force: true })
  })

  const storage = () => appMediaStorage(server.platform.config, server.platform.database)
  const objects = async () =>
    ((await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? [])
      .map((o) => ({ key: o.Key!, size: o.Size! }))
      .sort((a, b) => (a.key < b.key ? -1 : 1))
  const keys = async () => (await objects()).map((o) => o.key)
  const objectBytes = async (key: string) => {
    const answer = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))
    return { bytes: Buffer.from(await answer.Body!.transformToByteArray()), type: answer.ContentType }
  }
  const upload = async (bytes: Uint8Array) => {
    const form = new FormData()
    form.append("image", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "photo.jpg")
    const response = await fetch(`${server.url}/api/photos/upload`, { method: "POST", body: form, headers: { cookie } })
    return { status: response.status, body: await response.json() }
  }

  it("keeps the owner's photo as WebP objects in the bucket, none under DATA_DIR, and serves them from /media", async () => {
    const answer = await upload(await jpegWithGps(2400, 1600))
    expect(answer.status).toBe(200)
    photo = answer.body.result
    const { id, variants } = photo
    expect(variants).toEqual(VARIANTS.map((v) => `/media/${id}/${v}.webp`))
    expect(await keys()).toEqual(VARIANTS.map((v) => `${id}/${v}.webp`))
    // The embedded default's folder holds nothing of it.
    const local = await readdir(join(dataDir, "media")).catch(() => [] as string[])
    expect(local).not.toContain(id)

    for (const [i, url] of variants.entries()) {
      const stored = await objectBytes(`${id}/${VARIANTS[i]}.webp`)
      expect(stored.type).toBe("image/webp")
      const response = await fetch(`${server.url}${url}`)
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toBe("image/webp")
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
      const etag = response.headers.get("etag")
      expect(etag).toBe(`"${id}-${VARIANTS[i]}"`)
      const body = Buffer.from(await response.arrayBuffer())
      expect(body.equals(stored.bytes)).toBe(true)
      expect((await sharp(body).metadata()).format).toBe("webp")
      expect((await fetch(`${server.url}${url}`, { headers: { "if-none-match": etag! } })).status).toBe(304)
    }
    const head = await fetch(`${server.url}${variants[2]}`, { method: "HEAD" })
    expect(head.status).toBe(200)
    expect(Number(head.headers.get("content-length"))).toBe((await objectBytes(`${id}/thumb.webp`)).bytes.length)
    // An id the bucket does not hold is a 404, as on the other storages.
    expect((await fetch(`${server.url}/media/${mediaIdFromBytes(new Uint8Array(16).fill(7))}/thumb.webp`)).status).toBe(404)
  })

  it("backs up the bucket's objects and counts them in the admin's stats", async () => {
    const download = await fetch(`${server.url}/api/dashboard/backup`, { headers: { cookie } })
    expect(download.status).toBe(200)
    const archive = gunzipSync(Buffer.from(await download.arrayBuffer()))
    for (const variant of VARIANTS) {
      const key = `${photo.id}/${variant}.webp`
      expect(archive.includes(Buffer.from(`media/${key}`))).toBe(true)
      expect(archive.includes((await objectBytes(key)).bytes)).toBe(true)
    }
    const stats = await siteStats({ store: server.platform.store, db: server.platform.database.db, media: storage() })
    const inBucket = await objects()
    expect(stats.media).toEqual({ files: inBucket.length, bytes: inBucket.reduce((sum, o) => sum + o.size, 0) })
    expect(stats.media.files).toBe(3)
  })

  it("removes an upload's objects, and the start-up sweep takes objects no upload names", async () => {
    const media = storage()
    const gone = mediaIdFromBytes(new Uint8Array(16).fill(1))
    await media.put(gone, new Map([["thumb", new Uint8Array([1, 2, 3])]]))
    expect(await keys()).toContain(`${gone}/thumb.webp`)
    await media.remove(gone)
    expect((await keys()).filter((key) => key.startsWith(gone))).toEqual([])
    await media.remove(gone)

    // A crash between writing and recording leaves objects no event names: swept once old enough.
    const orphan = mediaIdFromBytes(new Uint8Array(16).fill(2))
    await bucket.send(new PutObjectCommand({ Bucket: BUCKET, Key: `${orphan}/thumb.webp`, Body: Buffer.from("left behind") }))
    // Another application's object in a shared bucket is neither listed nor touched.
    await bucket.send(new PutObjectCommand({ Bucket: BUCKET, Key: "notes/readme.txt", Body: Buffer.from("not ours") }))
    const sweep = { root: join(dataDir, "media"), media, db: server.platform.database.db }
    expect(await sweepMediaOrphans(sweep)).toBe(0)
    expect(await sweepMediaOrphans(sweep, new Date(Date.now() + 2 * 60 * 60 * 1000))).toBe(1)
    expect(await keys()).toEqual([...VARIANTS.map((v) => `${photo.id}/${v}.webp`), "notes/readme.txt"].sort())
    expect((await media.list()).map((entry) => entry.mediaId)).toEqual([photo.id])
  })

  it("takes a missing bucket for an error to fix, not for a missing file", async () => {
    const config = server.platform.config
    const absent = appMediaStorage({ ...config, mediaBucket: { ...config.mediaBucket!, bucket: "no-such-bucket" } }, server.platform.database)
    await expect(absent.get(photo.id, "thumb")).rejects.toThrow()
    await expect(absent.list()).rejects.toThrow()
  })

  it("serves what the bucket holds after a restart", async () => {
    const before = await objectBytes(`${photo.id}/public.webp`)
    await server.dispose()
    await start()
    const response = await fetch(`${server.url}${photo.variants[1]}`)
    expect(response.status).toBe(200)
    expect(Buffer.from(await response.arrayBuffer()).equals(before.bytes)).toBe(true)
    expect(await keys()).toEqual([...VARIANTS.map((v) => `${photo.id}/${v}.webp`), "notes/readme.txt"].sort())
  })
})

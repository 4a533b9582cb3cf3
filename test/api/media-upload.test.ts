// Image uploads and /media serving through the real HTTP stack.
import { readdir } from "node:fs/promises"
import { request as httpRequest } from "node:http"
import { join } from "node:path"

import { sql } from "kysely"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { appMediaStorage } from "#api/features/media/public.ts"
import { mediaExists } from "#projections/media/media.queries.ts"
import { PHOTO_MAX_BYTES } from "#schemas/api/media.ts"
import * as Messages from "#schemas/messages.ts"
import { storedHead } from "#test/support/stored-head.ts"

import { blackPng, exifHasGps, jpegWithGps } from "../support/test-images.ts"
import type { TestServer } from "../support/test-server.ts"
import { call, serverModes } from "./servers.ts"

const OWNER = { username: "keeper", password: "first-password-1" }
const PHOTO = "/api/photos/upload"
const SCREENSHOT = "/api/quiz/admin/general_feedback/screenshot"

describe.each(serverModes)("media uploads on $name", (mode) => {
  let server: TestServer
  let cookie: string
  beforeAll(async () => {
    server = await mode.start({ OWNER_USERNAME: OWNER.username, OWNER_PASSWORD: OWNER.password, QUIZ_ADMIN_PASSWORD: "admin-password-1" })
    const signIn = await call(server, "POST", "/api/dashboard/10644", { body: OWNER })
    cookie = signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith("homestead_session="))!
      .split(";")[0]!
  })
  afterAll(() => server?.dispose())

  const upload = async (path: string, bytes: Uint8Array, options: { cookie?: string; name?: string; type?: string; field?: string } = {}) => {
    const form = new FormData()
    form.append(options.field ?? "image", new Blob([new Uint8Array(bytes)], { type: options.type ?? "image/jpeg" }), options.name ?? "photo.jpg")
    const response = await fetch(`${server.url}${path}`, { method: "POST", body: form, headers: options.cookie ? { cookie: options.cookie } : {} })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers }
  }
  // Where the server keeps uploads: files under DATA_DIR/media on PGlite, the media_blobs table on PostgreSQL.
  const mediaFolder = async () => (await appMediaStorage(server.platform.config, server.platform.database).list()).map((entry) => entry.mediaId).sort()
  const storedFiles = async (id: string) =>
    mode.name === "postgres"
      ? (await sql<{ variant: string }>`select variant from media_blobs where media_id = ${id}`.execute(server.platform.database.db)).rows
          .map((row) => `${row.variant}.webp`)
          .sort()
      : (await readdir(join(server.dataDir, "media", id))).sort()
  const unchanged = async (attempt: () => Promise<void>) => {
    const before = { head: await storedHead(server), files: await mediaFolder() }
    await attempt()
    expect(await storedHead(server)).toBe(before.head)
    expect(await mediaFolder()).toEqual(before.files)
  }

  it("turns the owner's photo into metadata-free WebP variants served as immutable", async () => {
    const input = await jpegWithGps(2400, 1600)
    expect(exifHasGps((await sharp(input).metadata()).exif)).toBe(true)

    const answer = await upload(PHOTO, input, { cookie })
    expect(answer.status).toBe(200)
    const { id, variants } = answer.body.result
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(variants).toEqual([`/media/${id}/carousel.webp`, `/media/${id}/public.webp`, `/media/${id}/thumb.webp`])

    const expected = [
      [1200, 800],
      [1600, 1067],
      [320, 320],
    ]
    for (const [i, url] of (variants as string[]).entries()) {
      const response = await fetch(`${server.url}${url}`)
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toBe("image/webp")
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
      const etag = response.headers.get("etag")
      expect(etag).toMatch(/^".+"$/)
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
      expect(meta.format).toBe("webp")
      expect([meta.width, meta.height]).toEqual(expected[i])
      expect(meta.exif).toBeUndefined()
      expect(meta.xmp).toBeUndefined()
      expect(meta.iptc).toBeUndefined()
      expect(meta.icc).toBeUndefined()
      const again = await fetch(`${server.url}${url}`, { headers: { "if-none-match": etag! } })
      expect(again.status).toBe(304)
    }
    const head = await fetch(`${server.url}${variants[2]}`, { method: "HEAD" })
    expect(head.status).toBe(200)
    expect(head.headers.get("content-type")).toBe("image/webp")

    // only the three variants are kept: never the original
    expect(await storedFiles(id)).toEqual(["carousel.webp", "public.webp", "thumb.webp"])
    expect(await mediaExists(server.platform.database.db, id)).toBe(true)
    expect(await mediaExists(server.platform.database.db, "AAAAAAAAAAAAAAAAAAAAAA")).toBe(false)
    const events = await server.platform.store.readStream(`media-${id}`)
    expect(events.map((e) => e.type)).toEqual(["MediaUploaded"])
    expect(events[0]!.data).toMatchObject({ mediaId: id, width: 2400, height: 1600, uploadedBy: "owner" })
  })

  it("refuses uploads without the owner's session", async () => {
    await unchanged(async () => {
      const answer = await upload(PHOTO, await jpegWithGps(300, 200))
      expect(answer.status).toBe(401)
      expect(answer.body.message).toBe(Messages.notLoggedIn)
      expect((await upload(PHOTO, await jpegWithGps(300, 200), { cookie: "homestead_session=forged" })).status).toBe(401)
    })
  })

  it("refuses a file that is not an image, whatever its name and type say", async () => {
    await unchanged(async () => {
      const text = await upload(PHOTO, new TextEncoder().encode("Dear diary, the goats got out again."), { cookie, name: "goats.jpg", type: "image/jpeg" })
      expect(text.status).toBe(415)
      expect(text.body).toMatchObject({ message: Messages.notAnImage })
      const svg = await upload(PHOTO, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'), { cookie, name: "a.png" })
      expect(svg.status).toBe(415)
    })
  })

  it("refuses a missing field or a body that is not form data with 400", async () => {
    await unchanged(async () => {
      const wrongField = await upload(PHOTO, await jpegWithGps(300, 200), { cookie, field: "file" })
      expect(wrongField.status).toBe(400)
      expect(wrongField.body.message).toBe(Messages.imageMissing)
      const json = await call(server, "POST", PHOTO, { body: { image: "data:image/png;base64,AAAA" }, headers: { cookie } })
      expect(json.status).toBe(400)
      expect(json.body.message).toBe(Messages.imageMissing)
      const broken = await call(server, "POST", PHOTO, {
        body: '--x\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\nno closing boundary',
        headers: { cookie, "content-type": "multipart/form-data; boundary=x" },
      })
      expect(broken.status).toBe(400)
      expect(broken.body.message).toEqual(expect.any(String))
    })
  })

  it("refuses files over 15 MB with 413", async () => {
    await unchanged(async () => {
      const justOver = await upload(PHOTO, new Uint8Array(PHOTO_MAX_BYTES + 1), { cookie })
      expect(justOver.status).toBe(413)
      expect(justOver.body).toMatchObject({ message: "That image is too large (the limit is 15 MB)." })
      const wayOver = await upload(PHOTO, new Uint8Array(PHOTO_MAX_BYTES + 3 * (1 << 20)), { cookie })
      expect(wayOver.status).toBe(413)
      expect(wayOver.body).toMatchObject({ message: "That image is too large (the limit is 15 MB)." })
    })
  })

  it("refuses decompression bombs with 400", async () => {
    await unchanged(async () => {
      for (const bomb of [blackPng(20000, 20000, 1), blackPng(8000, 8000)]) {
        const answer = await upload(PHOTO, bomb, { cookie, name: "bomb.png", type: "image/png" })
        expect(answer.status).toBe(400)
        expect(answer.body).toMatchObject({ message: Messages.imageTooManyPixels(40) })
      }
    })
  })

  it("takes feedback screenshots from guests, a few an hour per address", async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#eee" } })
      .png()
      .toBuffer()
    const first = await upload(SCREENSHOT, png, { name: "screen.png", type: "image/png" })
    expect(first.status).toBe(200)
    expect(first.body.result.variants).toHaveLength(3)
    expect((await server.platform.store.readStream(`media-${first.body.result.id}`))[0]!.data).toMatchObject({ uploadedBy: "guest" })
    // the screenshot's id is what general feedback carries
    const feedback = await call(server, "POST", "/api/quiz/admin/general_feedback", {
      body: { feedback: "The timer froze", screenshot_id: first.body.result.id },
    })
    expect(feedback.status).toBe(200)

    const tooBig = await upload(SCREENSHOT, new Uint8Array(5 * (1 << 20) + 1), { name: "screen.png" })
    expect(tooBig.status).toBe(413)
    expect(tooBig.body.message).toBe("That image is too large (the limit is 5 MB).")

    let answer = first
    let sent = 2
    while (answer.status !== 429 && sent < 20) {
      answer = await upload(SCREENSHOT, png, { name: "screen.png", type: "image/png" })
      sent++
    }
    expect(sent).toBe(11) // ten in the hour, refusals and all; the eleventh is throttled
    expect(answer.body).toMatchObject({ message: Messages.tooManyScreenshots })
    expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0)
  })

  it("serves nothing under /media but the exact variant paths", async () => {
    const { id } = (await upload(PHOTO, await jpegWithGps(300, 200), { cookie })).body.result
    const raw = (path: string) =>
      new Promise<number>((resolve, reject) => {
        // node:http sends the path as written: no "../" normalising as fetch would do
        const req = httpRequest({ host: "127.0.0.1", port: server.port, path, method: "GET" }, (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        })
        req.on("error", reject)
        req.end()
      })
    expect(await raw(`/media/${id}/thumb.webp`)).toBe(200)
    for (const path of [
      `/media/${id}/../${id}/thumb.webp`,
      `/media/../api/health`,
      `/media/..%2F..%2Fpg/PG_VERSION`,
      `/media/%2e%2e/%2e%2e/etc/passwd`,
      `/media/${id}/original.webp`,
      `/media/${id}/thumb.jpg`,
      `/media/${id}/thumb.webp/`,
      `/media/${id}`,
      `/media/.incoming/thumb.webp`,
      `/media/AAAAAAAAAAAAAAAAAAAAAA/thumb.webp`,
    ]) {
      expect(await raw(path), path).toBe(404)
    }
  })
})

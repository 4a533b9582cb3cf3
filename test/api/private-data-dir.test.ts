// DATA_DIR belongs to the server's account alone: created 0700, and nothing under it (the
// embedded database's files, its write-ahead log with the token-signing secret, uploads) is
// readable by group or others, whatever the embedded database does by default; an existing
// folder from an older install is tightened at start. Where the test runs as root it also
// checks that another account really cannot read the write-ahead log.
import { spawnSync } from "node:child_process"
import { chmodSync, lstatSync, readdirSync } from "node:fs"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { type RunningServer, startSite } from "#api/compose.ts"
import { loadConfigOrThrow } from "#api/platform/config.ts"

import { jpegWithGps } from "../support/test-images.ts"
import { type TestServer, writeFixtureSite } from "../support/test-server.ts"
import { OWNER, ownerCookie } from "./content-support.ts"
import { call } from "./servers.ts"

/** Every entry under `root` (root included) with its permission bits. */
const walk = (root: string): { path: string; mode: number }[] => {
  const out: { path: string; mode: number }[] = []
  const visit = (path: string) => {
    const info = lstatSync(path)
    if (info.isSymbolicLink()) return
    out.push({ path, mode: info.mode & 0o777 })
    if (info.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name))
  }
  visit(root)
  return out
}

const readableByOthers = (root: string) =>
  walk(root)
    .filter((entry) => entry.mode & 0o077)
    .map((entry) => `${entry.mode.toString(8)} ${entry.path.slice(root.length)}`)

const NOBODY = 65534
const runsAsRoot = process.getuid?.() === 0

describe("the data folder is private", { timeout: 60_000 }, () => {
  let parent: string
  let dataDir: string
  let staticDir: string
  let server: RunningServer | undefined

  const start = async () => {
    const config = loadConfigOrThrow({
      DATA_DIR: dataDir,
      HOMESTEAD_SEED: "off",
      OWNER_USERNAME: OWNER.username,
      OWNER_PASSWORD: OWNER.password,
      QUIZ_ADMIN_PASSWORD: "admin-password-1",
      HTTP_TRANSPORT: process.env.HTTP_TRANSPORT,
    })
    server = await startSite(config, { port: 0, staticDir })
    return server
  }
  const asTestServer = (running: RunningServer): TestServer => ({ ...running, dataDir, dispose: () => running.close() })
  const stop = async () => {
    await server?.close()
    server = undefined
  }

  beforeAll(async () => {
    // A parent any account may enter, as a home or /srv folder is: only DATA_DIR's own modes protect it.
    parent = await mkdtemp(join(tmpdir(), "homestead-private-"))
    chmodSync(parent, 0o755)
    dataDir = join(parent, "data")
    staticDir = join(parent, "web")
    await writeFixtureSite(staticDir)
  })
  afterAll(async () => {
    await stop()
    await rm(parent, { recursive: true, force: true })
  })

  it("creates DATA_DIR 0700 and keeps everything under it from group and others while content is written", async () => {
    const running = await start()
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700)

    const cookie = await ownerCookie(asTestServer(running))
    const form = new FormData()
    form.append("image", new Blob([new Uint8Array(await jpegWithGps(320, 240))], { type: "image/jpeg" }), "hens.jpg")
    const upload = await fetch(`${running.url}/api/photos/upload`, { method: "POST", body: form, headers: { cookie } })
    expect(upload.status).toBe(200)
    const player = await call(asTestServer(running), "POST", "/api/quiz/register", { body: { username: "wren", password: "wren-password-1", email: "" } })
    expect(player.status).toBe(200)
    const post = await call(asTestServer(running), "POST", "/api/posts", {
      body: { name: "Keeper", title: "Private", body: "<p>x</p>", isjournal: false },
      headers: { cookie },
    })
    expect(post.status).toBe(200)

    expect(walk(join(dataDir, "media")).length).toBeGreaterThan(3)
    expect(walk(join(dataDir, "pg")).length).toBeGreaterThan(100)
    expect(readableByOthers(dataDir)).toEqual([])
    await stop()
    // Whatever the database writes as it closes.
    expect(readableByOthers(dataDir)).toEqual([])
  })

  it("tightens an existing DATA_DIR whose files any account could read, at start", async () => {
    // As an older install left it: the folder 0755, the database's files 0666, uploads 0644.
    const loose = walk(dataDir)
    for (const entry of loose) chmodSync(entry.path, lstatSync(entry.path).isDirectory() ? 0o755 : 0o666)
    expect(readableByOthers(dataDir).length).toBe(loose.length)

    await start()
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700)
    expect(readableByOthers(dataDir)).toEqual([])
    // Nothing was lost on the way: the player still signs in.
    const login = await call(asTestServer(server!), "POST", "/api/quiz/login", { body: { username: "wren", password: "wren-password-1" } })
    expect(login.status).toBe(200)
    await stop()
    expect(readableByOthers(dataDir)).toEqual([])
  })

  it.runIf(runsAsRoot)("keeps another account from reading the write-ahead log or listing the folder", () => {
    const wal = join(dataDir, "pg", "pg_wal")
    const segment = readdirSync(wal).find((name) => /^[0-9A-F]{24}$/.test(name))!
    expect(segment).toBeDefined()
    const asNobody = (...args: string[]) => spawnSync(args[0]!, args.slice(1), { uid: NOBODY, gid: NOBODY, encoding: "utf8" })
    // The same command as root reads it, so a refusal below is the modes' doing.
    expect(spawnSync("head", ["-c", "64", join(wal, segment)]).status).toBe(0)
    const read = asNobody("head", "-c", "64", join(wal, segment))
    expect(read.status).not.toBe(0)
    expect(read.stderr).toMatch(/Permission denied/)
    expect(asNobody("ls", dataDir).stderr).toMatch(/Permission denied/)
  })
})

// Backup and restore through the real tools: a homestead with content, photos, players, graded
// results, groups, a challenge and a finished live game is backed up from the owner's
// dashboard while its server runs, restored with `npm run restore` into a fresh embedded
// folder and into a fresh PostgreSQL database, and then every read (public, player, admin,
// owner) answers the same as before and every media file is byte-identical. A damaged archive
// and a target that is not empty are refused with one line, and nothing is written.
// `npm run backup` works beside the running embedded server, which makes the archive and hands
// it over a socket in DATA_DIR that only its own account can reach.
import { spawn } from "node:child_process"
import { createWriteStream, existsSync } from "node:fs"
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises"
import { connect } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Readable } from "node:stream"
import { pipeline } from "node:stream/promises"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { backupSocketPath } from "#api/features/backup/backup-socket.ts"
import { ClientEvent } from "#schemas/socket/protocol.ts"

import { freshPostgresUrl } from "../support/databases.ts"
import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import { runTool } from "../support/run-tool.ts"
import { startTestServer, type TestServer } from "../support/test-server.ts"
import { answersFor, ask, groupOf, type LiveClient, liveClient, nextUpdate, type Player, signUp } from "./live-support.ts"
import { addQuiz } from "./quiz-fixtures.ts"
import { bearer, call } from "./servers.ts"

const OWNER = { username: "keeper", password: "owner-password-1" }
const ADMIN = { username: "admin", password: "admin-password-1" }
const ENV = { OWNER_USERNAME: OWNER.username, OWNER_PASSWORD: OWNER.password, QUIZ_ADMIN_PASSWORD: ADMIN.password }

const signInPlayer = async (server: TestServer, username: string) => {
  const answer = await call(server, "POST", "/api/quiz/login", {
    body: { username, password: username === ADMIN.username ? ADMIN.password : `${username}-password` },
  })
  expect(answer.status).toBe(200)
  return bearer(answer.body.token)
}
const ownerCookieOf = async (server: TestServer) => {
  const answer = await call(server, "POST", "/api/dashboard/10644", { body: OWNER })
  expect(answer.status).toBe(200)
  return answer.headers.getSetCookie()[0]!.split(";")[0]!
}

/** Every read worth comparing, as each kind of visitor sees it. */
const readsOf = async (server: TestServer, groupId: string) => {
  const owner = { cookie: await ownerCookieOf(server) }
  const ann = await signInPlayer(server, "bk_ann")
  const ben = await signInPlayer(server, "bk_ben")
  const admin = await signInPlayer(server, ADMIN.username)
  const reads: [string, Record<string, string>][] = [
    ...["/api/posts", "/api/posts/journal", "/api/video", "/api/photos", "/api/photos/all", "/api/photos/recent", "/api/recipe", "/api/recipe/latest"].map(
      (path) => [path, {}] as [string, Record<string, string>],
    ),
    ...["recipe", "video", "photo"].map((kind) => [`/api/categories/${kind}`, {}] as [string, Record<string, string>]),
    ["/api/quiz/all", {}],
    ["/api/quiz/open", ann],
    ["/api/quiz/profile/scoreboard/totals", ann],
    ["/api/quiz/profile/scoreboard/totals", ben],
    ["/api/quiz/profile/groups", ann],
    ["/api/quiz/profile/challenges/all", ben],
    ["/api/quiz/group", ann],
    [`/api/quiz/group/${groupId}`, ann],
    [`/api/quiz/group/challenges/${groupId}`, ben],
    ["/api/quiz/admin/question_feedback", admin],
    ["/api/quiz/admin/general_feedback", admin],
    ["/api/dashboard/me", owner],
  ]
  const answers: Record<string, unknown> = {}
  for (const [path, headers] of reads) {
    const answer = await call(server, "GET", path, { headers })
    expect(answer.status, `${path} as ${JSON.stringify(Object.keys(headers))}`).toBe(200)
    answers[`${path} ${headers === ann ? "ann" : headers === ben ? "ben" : headers === admin ? "admin" : headers === owner ? "owner" : "public"}`] = answer.body
  }
  return answers
}

const mediaOf = async (server: TestServer): Promise<Map<string, Buffer>> => {
  const photos = (await call(server, "GET", "/api/photos/all")).body as { image: string }[]
  const files = new Map<string, Buffer>()
  for (const photo of photos) {
    // The image is the upload's id (or a path holding it).
    const mediaId = /[\w-]{22}/.exec(photo.image)![0]
    for (const variant of ["public", "carousel", "thumb"]) {
      const path = `/media/${mediaId}/${variant}.webp`
      const answer = await fetch(`${server.url}${path}`)
      if (answer.status === 200) files.set(path, Buffer.from(await answer.arrayBuffer()))
    }
  }
  return files
}

/** A socket file at `path` whose process was killed, as a crashed server leaves it. */
const leaveStaleSocket = (path: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["-e", `require("node:net").createServer().listen(${JSON.stringify(path)}, () => console.log("up"))`], {
      stdio: ["ignore", "pipe", "inherit"],
    })
    child.stdout.once("data", () => child.kill("SIGKILL"))
    child.once("exit", () => resolve())
    child.once("error", reject)
  })

describe("backup and restore", { timeout: 240_000 }, () => {
  let fake: FakeOpenAI
  let source: TestServer
  let work: string
  let archive: string
  let groupId: string
  let before: Record<string, unknown>
  let mediaBefore: Map<string, Buffer>
  const clients: LiveClient[] = []

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    work = await mkdtemp(join(tmpdir(), "homestead-backup-test-"))
    source = await startTestServer({ ...ENV, HOMESTEAD_SEED: "on", AI_BASE_URL: `${fake.url}/v1`, AI_API_KEY: "sk-fake", AI_MODEL_BASIC: "fake-basic" })

    // Players, a graded result, a fun one, a rating, a report and feedback.
    const [ann, ben] = (await Promise.all(["bk_ann", "bk_ben"].map((name) => signUp(source as never, name)))) as [Player, Player]
    await addQuiz(source, "bk-quiz", 3)
    expect((await call(source, "PUT", "/api/quiz/profile/start_quiz", { headers: ann.headers, body: { quiz_id: "bk-quiz", graded: true } })).status).toBe(200)
    expect(
      (
        await call(source, "PUT", "/api/quiz/profile/grade_quiz", {
          headers: ann.headers,
          body: { user_id: ann.id, quiz_id: "bk-quiz", givenAnswers: { "bk-quiz-q1": "B", "bk-quiz-q2": "A" }, graded: true, challenged: false },
        })
      ).status,
    ).toBe(200)
    expect((await call(source, "POST", "/api/quiz", { headers: ann.headers, body: { quiz_id: "bk-quiz", rating: 4, review: "Good goats" } })).status).toBe(200)
    expect(
      (
        await call(source, "POST", "/api/quiz/admin/question_feedback", {
          headers: ben.headers,
          body: { question_id: "bk-quiz-q2", user: "bk_ben", report: "Two answers look right" },
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await call(source, "POST", "/api/quiz/admin/general_feedback", {
          body: { player: "Visitor", player_email: "", screenshot_id: "", feedback: "Lovely site" },
        })
      ).status,
    ).toBe(200)

    // A group, a challenge to it, and a live game played to the end.
    const group = await groupOf(source as never, ann, [ben], "Porch")
    groupId = group.id
    expect(
      (await call(source, "PUT", "/api/quiz/challenge", { headers: ann.headers, body: { quiz_id: "bk-quiz", group_id: groupId, user_id: ann.id } })).status,
    ).toBe(200)
    for (const player of [ann, ben]) clients.push(await liveClient(source.url, player))
    const [annC, benC] = clients as [LiveClient, LiveClient]
    for (const c of clients) expect((await ask(c, ClientEvent.joinLiveGame, { groupId })).success).toBe(true)
    expect((await ask(annC, ClientEvent.addQuizParams, { newQuizParams: { topic: "Bees", level: "elementary", number: 2 } })).success).toBe(true)
    expect((await ask(benC, ClientEvent.addQuizParams, { newQuizParams: { topic: "Wasps", level: "elementary", number: 2 } })).success).toBe(true)
    for (const c of clients) expect((await ask(c, ClientEvent.playerReady, { isReady: true })).success).toBe(true)
    expect((await ask(annC, ClientEvent.startLiveGame, {})).success).toBe(true)
    const round = await nextUpdate(annC, (u) => u.type === "quiz_received")
    for (const [i, c] of clients.entries())
      expect((await ask(c, ClientEvent.playerCompleted, { answers: answersFor(round.currQuiz, i + 1) })).success).toBe(true)
    await nextUpdate(annC, (u) => u.type === "game_completed")
    for (const c of clients) expect((await ask(c, ClientEvent.leaveLiveGame, { groupId })).success).toBe(true)

    before = await readsOf(source, groupId)
    mediaBefore = await mediaOf(source)
    expect(mediaBefore.size).toBeGreaterThan(10)

    // The owner downloads a backup from the dashboard while the server runs.
    archive = join(work, "homestead.tar.gz")
    const download = await fetch(`${source.url}/api/dashboard/backup`, { headers: { cookie: await ownerCookieOf(source) } })
    expect(download.status).toBe(200)
    expect(download.headers.get("content-type")).toBe("application/gzip")
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="homestead-backup-\d{4}-\d{2}-\d{2}\.tar\.gz"$/)
    await pipeline(Readable.fromWeb(download.body! as never), createWriteStream(archive))
  }, 240_000)

  afterAll(async () => {
    for (const c of clients) c.socket.close()
    await source?.dispose()
    await fake?.close()
    await rm(work, { recursive: true, force: true })
  })

  it("refuses the download to anyone but the owner", async () => {
    expect((await fetch(`${source.url}/api/dashboard/backup`)).status).toBe(401)
  })

  const restoreAndCompare = async (env: Record<string, string>, dataDir: string, from = archive, beforeStart = async () => {}) => {
    const restored = await runTool("scripts/restore.ts", [from], { ...env, DATA_DIR: dataDir })
    expect(restored.stderr).toBe("")
    expect(restored.code).toBe(0)
    expect(restored.stdout).toMatch(/^Restored \d+ events and \d+ media files from .+; the read models are rebuilt\.\n$/)
    await beforeStart()
    const server = await startTestServer({ ...ENV, ...env, HOMESTEAD_SEED: "off" }, { dataDir })
    try {
      expect(await readsOf(server, groupId)).toEqual(before)
      const mediaAfter = await mediaOf(server)
      expect([...mediaAfter.keys()].sort()).toEqual([...mediaBefore.keys()].sort())
      for (const [path, bytes] of mediaBefore) expect(mediaAfter.get(path)!.equals(bytes), path).toBe(true)
      // A second restore into the same, no longer empty, target is refused in one line.
      await server.close()
      // A stopped server leaves no socket behind.
      expect(existsSync(backupSocketPath(dataDir))).toBe(false)
      const again = await runTool("scripts/restore.ts", [from], { ...env, DATA_DIR: dataDir })
      expect(again.code).toBe(1)
      expect(again.stderr).toBe("The target already holds events: restore only into an empty store.\n")
    } finally {
      await server.dispose()
    }
  }

  it("restores into a fresh embedded folder: every read and media file the same", async () => {
    await restoreAndCompare({}, join(work, "restored-pglite"))
  })

  it("restores into a fresh PostgreSQL database: every read and media file the same", async () => {
    const { url, drop } = await freshPostgresUrl()
    try {
      await restoreAndCompare({ DATABASE_URL: url }, join(work, "restored-postgres"))
    } finally {
      await drop()
    }
  })

  it("refuses a damaged archive with one line, writing nothing", async () => {
    const bytes = await readFile(archive)
    const damaged = join(work, "damaged.tar.gz")
    // A flipped byte in the middle of the compressed data.
    const middle = Math.floor(bytes.length / 2)
    bytes[middle] = bytes[middle]! ^ 0xff
    await writeFile(damaged, bytes)
    const dataDir = join(work, "untouched")
    const refused = await runTool("scripts/restore.ts", [damaged], { DATA_DIR: dataDir })
    expect(refused.code).toBe(1)
    expect(refused.stderr.trim().split("\n")).toHaveLength(1)
    expect(refused.stderr).toMatch(/damaged|cannot be read/)
    // Nothing was opened, let alone written.
    await expect(readFile(join(dataDir, "pg", "PG_VERSION"))).rejects.toThrow()
  })

  it("backs up from the command line while the embedded server runs: the server makes the archive", async () => {
    // The socket is the server account's alone, in a folder that is too.
    const socket = backupSocketPath(source.dataDir)
    const info = await stat(socket)
    expect(info.isSocket()).toBe(true)
    expect(info.mode & 0o777).toBe(0o600)
    expect((await stat(source.dataDir)).mode & 0o777).toBe(0o700)

    const live = join(work, "live.tar.gz")
    const made = await runTool("scripts/backup.ts", [live], { DATA_DIR: source.dataDir })
    expect(made.stderr).toBe("")
    expect(made.code).toBe(0)
    expect(made.stdout).toMatch(
      new RegExp(
        `^Backed up \\d+ events \\(up to position \\d+\\) and \\d+ media files to .+live\\.tar\\.gz, made by the running server \\(pid ${process.pid}\\)\\.\\n$`,
      ),
    )
    expect(existsSync(`${live}.partial`)).toBe(false)

    // The restore still refuses the folder of a running server.
    const busy = await runTool("scripts/restore.ts", [live], { DATA_DIR: source.dataDir })
    expect(busy.code).toBe(1)
    expect(busy.stderr).toMatch(/^Another Homestead process \(pid \d+\) is using .+; stop it first/)

    // The archive is whole and restores the same site; a socket left by a server that died is
    // replaced by the next start.
    const restoredDir = join(work, "restored-live")
    await restoreAndCompare({}, restoredDir, live, async () => {
      await leaveStaleSocket(backupSocketPath(restoredDir))
      expect((await stat(backupSocketPath(restoredDir))).isSocket()).toBe(true)
    })
  })

  it("answers nothing but a backup request on the socket", async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const s = connect(backupSocketPath(source.dataDir))
      let text = ""
      s.on("data", (c: Buffer) => (text += c.toString()))
      s.once("end", () => resolve(text))
      s.once("error", reject)
      s.write("GET / HTTP/1.1\r\n\r\n")
    })
    expect(answer).toBe('refused: this socket answers only "backup"\n')
  })

  it("backs up a stopped embedded folder itself, and says so", async () => {
    const restoredDir = join(work, "restored-pglite")
    const cli = await runTool("scripts/backup.ts", [join(work, "cli.tar.gz")], { DATA_DIR: restoredDir })
    expect(cli.stderr).toBe("")
    expect(cli.code).toBe(0)
    expect(cli.stdout).toMatch(/^Backed up \d+ events \(up to position \d+\) and \d+ media files to .+cli\.tar\.gz, read from the database directly\.\n$/)

    // The restored homestead (content, players, results, a group, a challenge and a finished live
    // game) keeps every promise the rules make.
    const verified = await runTool("scripts/admin.ts", ["verify"], { DATA_DIR: restoredDir })
    expect(verified.stderr).toBe("")
    expect(verified.stdout).toMatch(/^Checked \d+ events in \d+ streams: no problems found\.\n$/)
    expect(verified.code).toBe(0)
  })
})

// Three app nodes on one PostgreSQL schema behind nginx, configured by the file
// docker-compose.yml's proxy runs (deploy/nginx.conf). What one node stores, the others serve;
// what one node counts, the others count: a client spreading its tries over the three gets no
// more than from one node; and a live round whose players are connected to different nodes
// ends with the server's scores for everyone. The nodes start once for the file.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"
import { ClientEvent } from "#schemas/socket/protocol.ts"

import { type ChildNode, spawnNode } from "../api/live-nodes.ts"
import { answersFor, ask, groupOf, type LiveClient, liveClient, nextUpdate, type Player, signUp } from "../api/live-support.ts"
import { SERVER_ENV } from "../api/quiz-fixtures.ts"
import { bearer, call } from "../api/servers.ts"
import { freshPostgresUrl } from "../support/databases.ts"
import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import { type RawAnswer, requestFrom } from "../support/from-address.ts"
import { nginxAvailable, type RunningNodesNginx, startNodesNginx } from "../support/nginx.ts"
import { jpegWithGps } from "../support/test-images.ts"

const OWNER = { username: "keeper", password: "nodes-owner-password" }
const METRICS_TOKEN = "nodes-metrics-token-0123456789"
const BASIC_DAILY_LIMIT = 3

// CI installs nginx (.ci/run); elsewhere the suite says why it did not run.
describe.skipIf(!nginxAvailable && !process.env.CI)("three nodes behind nginx on one PostgreSQL", { timeout: 120_000 }, () => {
  let fake: FakeOpenAI
  let drop: () => Promise<void>
  const dirs: string[] = []
  let nodes: ChildNode[] = []
  let nginx: RunningNodesNginx
  const clients: LiveClient[] = []

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    const fresh = await freshPostgresUrl()
    drop = fresh.drop
    const env = async () => {
      const dir = await mkdtemp(join(tmpdir(), "homestead-nodes-"))
      dirs.push(dir)
      return {
        ...SERVER_ENV,
        OWNER_USERNAME: OWNER.username,
        OWNER_PASSWORD: OWNER.password,
        DATABASE_URL: fresh.url,
        DATA_DIR: dir,
        // nginx connects from 127.0.0.1; the test's visitors come from other loopback addresses.
        TRUST_PROXY: "127.0.0.1",
        METRICS_TOKEN,
        AI_BASE_URL: `${fake.url}/v1`,
        AI_API_KEY: "sk-fake",
        AI_MODEL_BASIC: "fake-basic",
        AI_BASIC_DAILY_LIMIT: String(BASIC_DAILY_LIMIT),
      }
    }
    // The first start creates the site (owner, admin, tables); the others join it.
    nodes.push(await spawnNode(await env()))
    nodes.push(...(await Promise.all([env(), env()].map(async (e) => spawnNode(await e)))))
    nginx = await startNodesNginx(nodes.map((n) => n.port))
  }, 180_000)

  afterAll(async () => {
    for (const c of clients) c.socket.close()
    await nginx?.stop()
    for (const node of nodes) await node.stop()
    await drop?.()
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
    await fake?.close()
    nodes = []
  })

  const proxy = () => ({ url: nginx.url })
  /** A JSON request straight to node `i` from a loopback `address`, as a client nginx sent there would make it. */
  const toNode = (i: number, address: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<RawAnswer> =>
    requestFrom(address, `${nodes[i % nodes.length]!.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const messageOf = (answer: RawAnswer) => (JSON.parse(answer.body) as { message: string }).message

  it("serves a photo uploaded through one node from every node and through the proxy", async () => {
    const signIn = await call(nodes[0] as never, "POST", "/api/dashboard/10644", { body: OWNER })
    const cookie = signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith("homestead_session="))!
      .split(";")[0]!
    const form = new FormData()
    form.append("image", new Blob([new Uint8Array(await jpegWithGps(1200, 800))], { type: "image/jpeg" }), "photo.jpg")
    const uploaded = await fetch(`${nodes[0]!.url}/api/photos/upload`, { method: "POST", body: form, headers: { cookie } })
    expect(uploaded.status).toBe(200)
    const { variants } = ((await uploaded.json()) as { result: { variants: string[] } }).result
    const original = Buffer.from(await (await fetch(`${nodes[0]!.url}${variants[1]}`)).arrayBuffer())
    expect(original.length).toBeGreaterThan(0)
    for (const node of nodes.slice(1)) {
      for (const url of variants) {
        const served = await fetch(`${node.url}${url}`)
        expect(served.status).toBe(200)
        expect(served.headers.get("content-type")).toBe("image/webp")
      }
      expect(Buffer.from(await (await fetch(`${node.url}${variants[1]}`)).arrayBuffer())).toEqual(original)
    }
    // Whichever node nginx picks, the photo is there.
    for (let i = 0; i < 3; i++) expect((await fetch(`${nginx.url}${variants[2]}`)).status).toBe(200)
  })

  it("holds one client address to five wrong passwords however they are spread over the nodes", async () => {
    await signUp(proxy(), "n_ada")
    const statuses: RawAnswer[] = []
    for (let i = 0; i < 6; i++) statuses.push(await toNode(i, "127.0.5.1", "POST", "/api/quiz/login", { username: "n_ada", password: "not-the-password" }))
    expect(statuses.map((s) => s.status)).toEqual([401, 401, 401, 401, 401, 429])
    expect(messageOf(statuses[5]!)).toBe(Messages.tooManySignIns)
    // Every node refuses that address now, even the right password.
    for (let i = 0; i < 3; i++)
      expect((await toNode(i, "127.0.5.1", "POST", "/api/quiz/login", { username: "n_ada", password: "n_ada-password" })).status).toBe(429)
    // The owner of the account, elsewhere, is not locked out.
    expect((await toNode(2, "127.0.5.2", "POST", "/api/quiz/login", { username: "n_ada", password: "n_ada-password" })).status).toBe(200)
  })

  it("counts an account's failures from every address on every node, as one node does", async () => {
    await signUp(proxy(), "n_gil")
    const guess = (i: number, address: string, password = "not-the-password") => toNode(i, address, "POST", "/api/quiz/login", { username: "n_gil", password })
    // Four addresses, five quick guesses each, each guess to the next node: the account's
    // delays stop most before any check, as on one node (test/security/floods.test.ts).
    const statuses: number[] = []
    let n = 0
    for (const address of ["127.0.6.1", "127.0.6.2", "127.0.6.3", "127.0.6.4"]) for (let i = 0; i < 5; i++) statuses.push((await guess(n++, address)).status)
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(9)
    // An address that already failed on the account waits, on every node.
    for (let i = 0; i < 3; i++) {
      const delayed = await guess(i, "127.0.6.2")
      expect(delayed.status).toBe(429)
      expect(messageOf(delayed)).toBe(Messages.tooManyAccountSignIns)
    }
    // The owner of the account, from an address that made no guess, signs in at once.
    expect((await guess(1, "127.0.6.9", "n_gil-password")).status).toBe(200)
  })

  it("gives a player one day's Basic allowance across the nodes", async () => {
    const player = await signUp(proxy(), "n_bea")
    const generate = (i: number) =>
      call(nodes[i % nodes.length] as never, "GET", `/api/quiz?topic=${encodeURIComponent(`Bees ${i}`)}&level=elementary&number=2`, {
        headers: bearer(player.token),
      })
    const answers = []
    for (let i = 0; i < BASIC_DAILY_LIMIT + 2; i++) answers.push(await generate(i))
    expect(answers.map((a) => a.status)).toEqual([...Array<number>(BASIC_DAILY_LIMIT).fill(200), 429, 429])
    expect((answers[BASIC_DAILY_LIMIT]!.body as { message: string }).message).toBe(Messages.basicDailyLimit(BASIC_DAILY_LIMIT))
  })

  /** socket.io connections open on each node, from its metrics. */
  const socketsPerNode = () =>
    Promise.all(
      nodes.map(async (node) => {
        const text = await (await fetch(`${node.url}/metrics`, { headers: bearer(METRICS_TOKEN) })).text()
        return Number(/^homestead_sockets_connected (\d+)/m.exec(text)?.[1])
      }),
    )
  const settled = async (expected: (counts: number[]) => boolean): Promise<number[]> => {
    for (;;) {
      const counts = await socketsPerNode()
      if (expected(counts)) return counts
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  /**
   * A loopback address per node whose sockets nginx sends there (deploy/nginx.conf keeps a
   * client address to one node): found by connecting from one address after another and seeing
   * which node's count of sockets grew.
   */
  const addressPerNode = async (player: Player): Promise<string[]> => {
    const found: (string | undefined)[] = nodes.map(() => undefined)
    const probes: LiveClient[] = []
    let before = await socketsPerNode()
    for (let i = 1; i < 60 && found.includes(undefined); i++) {
      const address = `127.0.7.${i}`
      probes.push(await liveClient(nginx.url, player, { localAddress: address }))
      const after = await settled((counts) => counts.reduce((a, b) => a + b) > before.reduce((a, b) => a + b))
      const node = after.findIndex((count, k) => count > before[k]!)
      found[node] ??= address
      before = after
    }
    for (const probe of probes) probe.socket.close()
    if (found.includes(undefined)) throw new Error(`nginx sent no probe to some node: ${JSON.stringify(found)}`)
    return found as string[]
  }

  it("plays a live round with players connected through nginx to all three nodes, everyone seeing the server's scores", async () => {
    const players = await Promise.all(["n_ann", "n_bob", "n_cat"].map((name) => signUp(proxy(), name)))
    const group = await groupOf(proxy(), players[0]!, players.slice(1), "Orchard")
    const open = (await socketsPerNode()).reduce((a, b) => a + b)
    const addresses = await addressPerNode(players[0]!)
    await settled((counts) => counts.reduce((a, b) => a + b) === open)
    // Player i connects from the address nginx keeps to node i.
    const cs = await Promise.all(players.map((p, i) => liveClient(nginx.url, p, { localAddress: addresses[i] })))
    clients.push(...cs)
    const counts = await settled((c) => c.reduce((a, b) => a + b) === open + 3)
    expect(counts.every((count) => count >= 1)).toBe(true)

    for (const c of cs) expect((await ask(c, ClientEvent.joinLiveGame, { groupId: group.id })).success).toBe(true)
    for (const [i, c] of cs.entries()) {
      expect((await ask(c, ClientEvent.addQuizParams, { newQuizParams: { topic: `Orchard ${i}`, level: "elementary", number: 2 } })).success).toBe(true)
    }
    for (const c of cs) expect((await ask(c, ClientEvent.playerReady, { isReady: true })).success).toBe(true)
    await nextUpdate(cs[0]!, (u) => u.groupReady === true)
    expect((await ask(cs[1]!, ClientEvent.startLiveGame)).success).toBe(true)
    const received = await Promise.all(cs.map((c) => nextUpdate(c, (u) => u.type === "quiz_received")))
    // Ann answers none right, Bob one, Cat both; each through their own node.
    const answered = await Promise.all(
      cs.map((c, i) => ask(c, ClientEvent.playerCompleted, { groupId: group.id, answers: answersFor(received[i].currQuiz, i) })),
    )
    expect(answered.every((a) => a.success)).toBe(true)
    const completed = await Promise.all(cs.map((c) => nextUpdate(c, (u) => u.type === "game_completed")))
    for (const update of completed) {
      expect(new Map(update.roundScores.map((s: any) => [s.username, s.numberCorrect]))).toEqual(
        new Map([
          ["n_ann", 0],
          ["n_bob", 1],
          ["n_cat", 2],
        ]),
      )
      expect(update.revision).toBe(completed[0].revision)
    }
  })
})

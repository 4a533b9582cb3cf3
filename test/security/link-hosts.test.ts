// No link, redirect or mail carries a host the operator did not set (issue "Six holes", item
// 1). A client names any host it likes in Host, and a trusted proxy passes the client's Host
// on as X-Forwarded-Host; neither may reach a page's tags, the feed, the sitemap, an export, a
// Location or a mailed reset link. Mail without PUBLIC_URL does not start at all.
import { spawn } from "node:child_process"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { OWNER, ownerCookie } from "../api/content-support.ts"
import { call } from "../api/servers.ts"
import { type RawAnswer, requestFrom } from "../support/from-address.ts"
import { serverArgs } from "../support/server-command.ts"
import { type SmtpCatcher, startSmtpCatcher } from "../support/smtp-catcher.ts"
import { startTestServer, type TestServer } from "../support/test-server.ts"

const ATTACKER = "attacker.example"
/** 127.0.0.2 plays the reverse proxy the operator trusts; 127.0.0.1 is any client. */
const ENV = { OWNER_USERNAME: OWNER.username, OWNER_PASSWORD: OWNER.password, QUIZ_ADMIN_PASSWORD: "admin-password-1", TRUST_PROXY: "127.0.0.2" }
const FORGED = { host: `${ATTACKER}:8443`, "x-forwarded-host": ATTACKER, "x-forwarded-proto": "https" }
/** Straight from a client, and through the trusted proxy. */
const SENDERS = ["127.0.0.1", "127.0.0.2"]

/** Pages, feeds, exports and paths a redirect could answer, each with the absolute link it must hold (if any). */
const PATHS: readonly { readonly path: string; readonly link?: string; readonly owner?: boolean }[] = [
  { path: "/", link: "/" },
  { path: "/recipes/hedge_jam", link: "/recipes/hedge_jam" },
  { path: "/journal", link: "/journal" },
  { path: "/journal/", link: "/journal" },
  { path: "/quizgame/reset-password", link: "/quizgame/reset-password" },
  { path: "/rss.xml", link: "/rss.xml" },
  { path: "/sitemap.xml", link: "/recipes/hedge_jam" },
  { path: "/robots.txt" },
  { path: "/dashboard" },
  { path: "/api/docs" },
  { path: "/api/dashboard/export/recipes", link: "/recipes/hedge_jam", owner: true },
  { path: "/api/dashboard/export/content", link: "", owner: true },
]

/** Fails naming the path when an answer carries the attacker's host anywhere. */
const expectNoForeignHost = (path: string, answer: RawAnswer) => {
  expect(answer.status, path).toBeLessThan(500)
  expect(String(answer.headers.location ?? ""), `${path}: Location`).not.toContain(ATTACKER)
  expect(answer.body, path).not.toContain(ATTACKER)
}

const askAll = async (server: TestServer, cookie: string, origin: string) => {
  for (const from of SENDERS)
    for (const { path, link, owner } of PATHS) {
      const answer = await requestFrom(from, `http://127.0.0.1:${server.port}${path}`, { headers: { ...FORGED, ...(owner ? { cookie } : {}) } })
      expectNoForeignHost(`${path} from ${from}`, answer)
      if (link !== undefined) expect(answer.body, `${path} from ${from}`).toContain(`${origin}${link}`)
    }
}

const startWithContent = async (env: Record<string, string>) => {
  const server = await startTestServer({ ...ENV, ...env })
  const cookie = await ownerCookie(server)
  const recipe = { name: "Hedge Jam", category: "Preserves", cooktime: "1 hour", ingredients: ["1 kg blackberries"], method: ["Boil"] }
  expect((await call(server, "POST", "/api/recipe", { headers: { cookie }, body: recipe })).status).toBe(200)
  const post = { name: "Sam", title: "Hedge day", body: '<p>See <a href="/recipes/hedge_jam">the jam</a>.</p>', images: [], video: "", isjournal: true }
  expect((await call(server, "POST", "/api/posts", { headers: { cookie }, body: post })).status).toBe(200)
  return { server, cookie }
}

describe("links without PUBLIC_URL", { timeout: 120_000 }, () => {
  let server: TestServer
  let cookie: string
  beforeAll(async () => {
    ;({ server, cookie } = await startWithContent({}))
  })
  afterAll(() => server?.dispose())

  it("name this server on localhost, whatever Host or X-Forwarded-Host a client or the trusted proxy sends", async () => {
    await askAll(server, cookie, `http://localhost:${server.port}`)
  })
})

describe("links and mail with PUBLIC_URL", { timeout: 120_000 }, () => {
  const PUBLIC_URL = "https://homestead.example"
  let smtp: SmtpCatcher
  let server: TestServer
  let cookie: string
  beforeAll(async () => {
    smtp = await startSmtpCatcher()
    ;({ server, cookie } = await startWithContent({ PUBLIC_URL, SMTP_URL: smtp.url, MAIL_FROM: "homestead@example.org" }))
    const player = { username: "lh_ann", password: "lh_ann-password", email: "ann@example.org" }
    expect((await call(server, "POST", "/api/quiz/register", { body: player })).status).toBe(200)
  })
  afterAll(async () => {
    await server?.dispose()
    await smtp?.close()
  })

  it("name PUBLIC_URL only", async () => {
    await askAll(server, cookie, PUBLIC_URL)
  })

  it("mail a reset link on PUBLIC_URL to a request that names another host", async () => {
    for (const [i, from] of SENDERS.entries()) {
      const answer = await requestFrom(from, `http://127.0.0.1:${server.port}/api/quiz/forgot_password`, {
        method: "POST",
        headers: FORGED,
        body: JSON.stringify({ login: "lh_ann" }),
      })
      expectNoForeignHost(`forgot_password from ${from}`, answer)
      const mail = await smtp.next("ann@example.org")
      expect(mail.text, `mail ${i + 1}`).not.toContain(ATTACKER)
      expect(mail.text, `mail ${i + 1}`).toMatch(new RegExp(`^${PUBLIC_URL}/quizgame/reset-password#token=\\S+$`, "m"))
    }
  })
})

describe("mail without PUBLIC_URL", { timeout: 60_000 }, () => {
  it("stops the server's start with one line saying what to set", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "homestead-link-hosts-"))
    try {
      const child = spawn(process.execPath, serverArgs(), {
        env: {
          PATH: process.env.PATH ?? "",
          DATA_DIR: dataDir,
          PORT: "0",
          HOMESTEAD_SEED: "off",
          SMTP_URL: "smtp://127.0.0.1:2525",
          MAIL_FROM: "homestead@example.org",
        },
        stdio: ["ignore", "pipe", "pipe"],
      })
      let stderr = ""
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()))
      // A server that starts anyway is stopped, and the test fails on its exit status.
      const stop = setTimeout(() => child.kill("SIGKILL"), 30_000)
      const code = await new Promise<number | null>((resolve) => child.once("exit", resolve))
      clearTimeout(stop)
      expect(code).toBe(1)
      expect(stderr).toBe(
        "Homestead cannot start; fix these settings (see .env.example):\n" +
          "  PUBLIC_URL: expected the site's public origin (like https://homestead.example) when SMTP_URL is set, for the links it mails\n",
      )
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})

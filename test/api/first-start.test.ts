// First start without configured passwords: strong ones are generated and shown once: on a
// terminal (readable logs) they are printed; with JSON logs they go to a private file in
// DATA_DIR and never into the log.
import { readFile, stat } from "node:fs/promises"
import { join } from "node:path"

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"

import { FIRST_START_CREDENTIALS_FILE } from "#api/platform/first-start-password.ts"
import { storedHead } from "#test/support/stored-head.ts"

import { captureLog } from "../support/capture-log.ts"
import type { TestServer } from "../support/test-server.ts"
import { call, serverModes } from "./servers.ts"

describe("first start on pglite, at a terminal", () => {
  let server: TestServer
  const printed: string[] = []
  beforeAll(async () => {
    const log = vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void printed.push(args.join(" ")))
    try {
      server = await serverModes[0]!.start({ LOG_FORMAT: "pretty" })
    } finally {
      log.mockRestore()
    }
  })
  afterAll(() => server?.dispose())

  const passwordFor = (what: string) => {
    const lines = printed.filter((l) => l.startsWith(what))
    expect(lines).toHaveLength(1)
    const match = /username "([^"]+)", password "([^"]+)"/.exec(lines[0]!)
    expect(match).not.toBeNull()
    return { username: match![1]!, password: match![2]! }
  }

  it("prints the owner's generated password once, and it signs in", async () => {
    const { username, password } = passwordFor("Site owner")
    expect(username).toBe("owner")
    expect(password).toMatch(/^[\w-]{18}$/)
    expect((await call(server, "POST", "/api/dashboard/10644", { body: { username, password } })).status).toBe(200)
  })

  it("prints the quiz admin's generated password once, and it signs in as admin", async () => {
    const { username, password } = passwordFor("Quiz admin")
    expect(username).toBe("admin")
    const answer = await call(server, "POST", "/api/quiz/login", { body: { username, password } })
    expect(answer.status).toBe(200)
    expect(answer.body.is_admin).toBe(true)
  })

  it("does not create or print anything on the next start", async () => {
    const before = await storedHead(server)
    const log = vi.spyOn(console, "log")
    await server.features.siteOwner.start()
    await server.features.accounts.createFirstAdmin()
    expect(log).not.toHaveBeenCalled()
    log.mockRestore()
    expect(await storedHead(server)).toBe(before)
  })
})

describe("first start with JSON logs", () => {
  let server: TestServer
  const log = captureLog()
  beforeAll(async () => {
    server = await serverModes[0]!.start({ LOG_FORMAT: "json", LOG_LEVEL: "info" }, { log: log.logger })
  })
  afterAll(() => server?.dispose())

  it("writes the generated passwords to a file only this user can read, and logs where, not what", async () => {
    const file = join(server.dataDir, FIRST_START_CREDENTIALS_FILE)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    const lines = (await readFile(file, "utf8")).trim().split("\n")
    expect(lines).toEqual([
      expect.stringMatching(/^Site owner: username "owner", password "[\w-]{18}"$/),
      expect.stringMatching(/^Quiz admin: username "admin", password "[\w-]{18}"$/),
    ])
    const [owner, admin] = lines.map((l) => /password "([^"]+)"/.exec(l)![1]!)
    expect((await call(server, "POST", "/api/dashboard/10644", { body: { username: "owner", password: owner } })).status).toBe(200)
    expect((await call(server, "POST", "/api/quiz/login", { body: { username: "admin", password: admin } })).status).toBe(200)
    expect(log.text()).toContain(`its generated password is in ${file}`)
    for (const password of [owner!, admin!]) expect(log.text()).not.toContain(password)
  })
})

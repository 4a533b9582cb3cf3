// First start without configured passwords: strong ones are generated and printed once.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import type { TestServer } from "../../api/server/test-support.ts"
import { call, serverModes } from "./servers.ts"

describe("first start on pglite", () => {
  let server: TestServer
  const printed: string[] = []
  beforeAll(async () => {
    const log = vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void printed.push(args.join(" ")))
    try {
      server = await serverModes[0]!.start()
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
    const { createOwnerOnFirstStart } = await import("../../api/bootstrap/owner.ts")
    const { createQuizAdminOnFirstStart } = await import("../../api/bootstrap/quiz-admin.ts")
    const before = await server.app.store.head()
    const log = vi.spyOn(console, "log")
    await createOwnerOnFirstStart(server.app)
    await createQuizAdminOnFirstStart(server.app)
    expect(log).not.toHaveBeenCalled()
    log.mockRestore()
    expect(await server.app.store.head()).toBe(before)
  })
})

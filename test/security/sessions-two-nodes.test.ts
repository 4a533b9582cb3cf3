// Server processes share only the event store: a logout, password change or deletion made
// through one closes the user's sockets on the other within 5 s.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { type ChildNode, spawnNode } from "../api/live-nodes.ts"
import { SERVER_ENV } from "../api/quiz-fixtures.ts"
import { call } from "../api/servers.ts"
import { freshPostgresUrl } from "../support/databases.ts"
import { closedWithin, openSocket, registerAccount, signIn } from "./sessions-support.ts"

describe("sessions end on every server process", () => {
  let drop: () => Promise<void>
  const dirs: string[] = []
  let a: ChildNode, b: ChildNode

  beforeAll(async () => {
    const fresh = await freshPostgresUrl()
    drop = fresh.drop
    const env = async () => {
      const dir = await mkdtemp(join(tmpdir(), "homestead-sessions-node-"))
      dirs.push(dir)
      return { ...SERVER_ENV, DATABASE_URL: fresh.url, DATA_DIR: dir }
    }
    a = await spawnNode(await env())
    b = await spawnNode(await env())
  }, 120_000)
  afterAll(async () => {
    await a?.stop()
    await b?.stop()
    await drop?.()
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  })

  it("closes sockets on the other node after a logout, a password change and a deletion", async () => {
    const ann = await registerAccount(a, "n_ann")
    const onB = await openSocket(b.url, ann)
    expect((await call(a as never, "POST", "/api/quiz/logout", { headers: ann.headers })).status).toBe(200)
    await closedWithin(onB, 5000)
    expect(onB.notices.map((n) => n.code)).toContain("SESSION_ENDED")

    const second = await signIn(a, ann)
    const again = await openSocket(b.url, second)
    const changed = await call(a as never, "PUT", "/api/quiz/profile", {
      headers: second.headers,
      body: { username: "n_ann", password: "another-password-1", email: "", current_password: ann.password },
    })
    expect(changed.status).toBe(200)
    await closedWithin(again, 5000)

    const last = await openSocket(b.url, { id: ann.id, username: "n_ann", token: changed.body.token })
    expect((await call(a as never, "DELETE", "/api/quiz/profile", { headers: { authorization: `Bearer ${changed.body.token}` } })).status).toBe(200)
    await closedWithin(last, 5000)
  })
})

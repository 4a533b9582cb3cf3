import type { PGlite } from "@electric-sql/pglite"
import { describe, expect, it } from "vitest"

import { PGliteSession } from "./pglite-dialect.ts"

/** Who holds the session, in the order they got it; each lets go as soon as it has it. */
const order = async (session: PGliteSession, users: readonly (readonly [name: string, urgent: boolean])[]) => {
  const got: string[] = []
  const release = await session.take(false)
  const done = users.map(([name, urgent]) =>
    session.take(urgent).then((letGo) => {
      got.push(name)
      letGo()
    }),
  )
  release()
  await Promise.all(done)
  return got
}

describe("the embedded database's one session", () => {
  const session = () => new PGliteSession({} as PGlite)

  it("is handed on in the order it was asked for", async () => {
    expect(
      await order(session(), [
        ["a", false],
        ["b", false],
        ["c", false],
      ]),
    ).toEqual(["a", "b", "c"])
  })

  it("goes to appends before the read models waiting, but lets one of them through after four", async () => {
    const users = [["read 1", false], ["read 2", false], ...Array.from({ length: 6 }, (_, i) => [`append ${i + 1}`, true] as const)] as const
    expect(await order(session(), users)).toEqual(["append 1", "append 2", "append 3", "append 4", "read 1", "append 5", "append 6", "read 2"])
  })

  it("is never held by two at once", async () => {
    const s = session()
    let holding = 0
    let most = 0
    await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const letGo = await s.take(i % 3 === 0)
        holding++
        most = Math.max(most, holding)
        await new Promise((r) => setTimeout(r, 1))
        holding--
        letGo()
      }),
    )
    expect(most).toBe(1)
  })
})

import { describe, expect, it } from "vitest"

import { SessionQueue, type Turn } from "./session-queue.js"

type Named = Turn & { name: string }

const turn = (name: string, user: number, urgent = false, marks: Partial<Turn> = {}): Named => ({ name, user, urgent, ...marks })

/** Runs every turn the queue hands out, all succeeding: their names in order. */
const drain = (queue: SessionQueue<Named>): string[] => {
  const ran: string[] = []
  for (let t = queue.next(); t; t = queue.next()) {
    ran.push(t.name)
    queue.ran(t, true)
  }
  return ran
}

describe("the embedded database's one session", () => {
  it("runs statements in the order they came", () => {
    const queue = new SessionQueue<Named>()
    for (const [i, name] of ["a", "b", "c"].entries()) queue.push(turn(name, i))
    expect(drain(queue)).toEqual(["a", "b", "c"])
  })

  it("runs appends before the read models waiting, but lets one of them through after four", () => {
    const queue = new SessionQueue<Named>()
    queue.push(turn("read 1", 1))
    queue.push(turn("read 2", 2))
    for (let i = 1; i <= 6; i++) queue.push(turn(`append ${i}`, 10 + i, true))
    expect(drain(queue)).toEqual(["append 1", "append 2", "append 3", "append 4", "read 1", "append 5", "append 6", "read 2"])
  })

  it("keeps a begun transaction's session to it until it ends, urgent statements included", () => {
    const queue = new SessionQueue<Named>()
    queue.push(turn("BEGIN", 1, false, { begins: true }))
    expect(queue.next()?.name).toBe("BEGIN")
    queue.push(turn("other read", 2))
    queue.push(turn("append", 3, true))
    queue.ran(turn("BEGIN", 1, false, { begins: true }), true)
    // The transaction's next statement has not arrived: nobody else may run meanwhile.
    expect(queue.next()).toBeUndefined()
    queue.push(turn("insert", 1))
    queue.push(turn("COMMIT", 1, false, { ends: true }))
    expect(drain(queue)).toEqual(["insert", "COMMIT", "append", "other read"])
    expect(queue.holder).toBeNull()
  })

  it("lets go of the session when the transaction's end fails, and not when its beginning does", () => {
    const queue = new SessionQueue<Named>()
    const begin = turn("BEGIN", 1, false, { begins: true })
    queue.ran(begin, false)
    expect(queue.holder).toBeNull()
    queue.ran(begin, true)
    expect(queue.holder).toBe(1)
    queue.ran(turn("COMMIT", 1, false, { ends: true }), false)
    expect(queue.holder).toBeNull()
  })
})

import { describe, expect, it, vi } from "vitest"

import { scrollToHash } from "./hashScroll.ts"

function fakeTimers() {
  const queue: Array<{ fn: () => void; ms: number }> = []
  return {
    queue,
    schedule: (fn: () => void, ms: number) => queue.push({ fn, ms }),
    cancel: vi.fn(),
    runNext: () => queue.shift()?.fn(),
  }
}

describe("scrollToHash", () => {
  it("scrolls smoothly at once when the target exists", () => {
    const target = { scrollIntoView: vi.fn() }
    const timers = fakeTimers()
    scrollToHash("#title", { find: (id) => (id === "title" ? target : null), ...timers })
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" })
    expect(timers.queue).toHaveLength(0)
  })

  it("retries every 100 ms until the target appears", () => {
    const target = { scrollIntoView: vi.fn() }
    let present = false
    const timers = fakeTimers()
    scrollToHash("#title", { find: () => (present ? target : null), ...timers })
    timers.runNext()
    timers.runNext()
    present = true
    expect(timers.queue[0]?.ms).toBe(100)
    timers.runNext()
    expect(target.scrollIntoView).toHaveBeenCalledTimes(1)
    expect(timers.queue).toHaveLength(0)
  })

  it("gives up after 10 retries", () => {
    const find = vi.fn(() => null)
    const timers = fakeTimers()
    scrollToHash("#missing", { find, ...timers })
    while (timers.queue.length > 0) timers.runNext()
    expect(find).toHaveBeenCalledTimes(11)
  })

  it("ignores an empty hash and decodes encoded ids", () => {
    const find = vi.fn(() => null)
    const timers = fakeTimers()
    scrollToHash("", { find, ...timers })
    scrollToHash("#", { find, ...timers })
    expect(find).not.toHaveBeenCalled()
    scrollToHash("#my%20id", { find, ...timers })
    expect(find).toHaveBeenCalledWith("my id")
  })

  it("stops pending retries when cancelled", () => {
    const find = vi.fn(() => null)
    const timers = fakeTimers()
    const stop = scrollToHash("#x", { find, ...timers })
    stop()
    expect(timers.cancel).toHaveBeenCalledTimes(1)
    timers.runNext()
    expect(find).toHaveBeenCalledTimes(1)
  })
})

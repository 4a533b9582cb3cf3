import { describe, expect, it, vi } from "vitest"

import { captureLog } from "#test/support/capture-log.ts"

import { accessLog } from "./access-log.ts"

const entry = (n: number) => ({ reqId: `id-${n}`, method: "GET", route: "/api/posts/:id", path: `/api/posts/"${n}"\\`, status: 200, ms: 0.4 })

describe("the access log", () => {
  it("writes lines in the shape of the logger's own, with its bindings", () => {
    const log = captureLog("info")
    const access = accessLog(log.logger.child({ component: "http" }))
    log.logger.child({ component: "http" }).info({ reqId: "x" }, "through pino")
    access.write(entry(1))
    access.flush()
    const [viaPino, line] = log.lines()
    expect(line).toEqual({
      ...viaPino,
      time: expect.any(String),
      reqId: "id-1",
      method: "GET",
      route: "/api/posts/:id",
      path: '/api/posts/"1"\\',
      status: 200,
      ms: 0.4,
      msg: "request",
    })
    expect(Object.keys(line!).slice(0, 5)).toEqual(Object.keys(viaPino!).slice(0, 5))
    expect(new Date(line!["time"] as string).toISOString()).toBe(line!["time"])
  })

  it("keeps lines back until the moment passes, then writes them in one go", () => {
    vi.useFakeTimers()
    try {
      const log = captureLog("info")
      const access = accessLog(log.logger)
      access.write(entry(1))
      access.write(entry(2))
      expect(log.lines()).toHaveLength(0)
      vi.advanceTimersByTime(100)
      expect(log.lines().map((l) => l["reqId"])).toEqual(["id-1", "id-2"])
    } finally {
      vi.useRealTimers()
    }
  })

  it("writes at once when many lines wait", () => {
    const log = captureLog("info")
    const access = accessLog(log.logger)
    for (let n = 0; n < 256; n++) access.write(entry(n))
    expect(log.lines()).toHaveLength(256)
    access.flush()
  })

  it("is off below the info level", () => {
    expect(accessLog(captureLog("warn").logger).enabled()).toBe(false)
    expect(accessLog(captureLog("info").logger).enabled()).toBe(true)
  })
})

// What every transport does the same way: a HEAD answer announces the length a GET would
// have and ends (the server keeps serving), and node:http's own 404, for a path no route
// takes, carries the security headers.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { availableTransports, serveRoutes } from "#test/support/transports.ts"

import type { RouteHandler } from "./port.ts"

const BODY = "twelve bytes"

const file: RouteHandler = (res, req) => {
  const head = req.getMethod() === "head"
  res.cork(() => {
    res.writeStatus("200 OK").writeHeader("content-type", "text/plain")
    if (head) res.endWithoutBody(BODY.length)
    else res.end(BODY)
  })
}

// Answered later, as the static pages and media are when they are not ready at once.
const later: RouteHandler = (res, req) => {
  const head = req.getMethod() === "head"
  let aborted = false
  res.onAborted(() => (aborted = true))
  setTimeout(() => {
    if (aborted) return
    res.cork(() => {
      res.writeStatus("200 OK")
      if (head) res.endWithoutBody(BODY.length)
      else res.end(BODY)
    })
  }, 5)
}

describe.each(availableTransports())("answers on %s", (name) => {
  let base: string
  let close = () => {}
  beforeAll(async () => {
    const served = await serveRoutes(name, [
      { method: "get", pattern: "/file", handler: file },
      { method: "head", pattern: "/file", handler: file },
      { method: "get", pattern: "/later", handler: later },
      { method: "head", pattern: "/later", handler: later },
    ])
    base = served.base
    close = served.close
  })
  afterAll(() => close())

  it("ends a HEAD answer with the length a GET would have, and goes on serving", async () => {
    for (const path of ["/file", "/later", "/file", "/later"]) {
      const head = await fetch(`${base}${path}`, { method: "HEAD" })
      expect(head.status, path).toBe(200)
      expect(head.headers.get("content-length"), path).toBe(String(BODY.length))
      expect(await head.text()).toBe("")
      const get = await fetch(`${base}${path}`)
      expect(await get.text()).toBe(BODY)
    }
  })

  it.runIf(name === "node")("answers a path no route takes with 404 and the security headers", async () => {
    const answer = await fetch(`${base}/nowhere`)
    expect(answer.status).toBe(404)
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff")
    expect(answer.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
    expect(answer.headers.get("permissions-policy")).toContain("camera=()")
  })
})

// The transport ⇄ fetch bridge on its own, on each transport that runs here: what a handler
// sees and what the client gets back.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { availableTransports, serveRoutes } from "#test/support/transports.ts"

import { normalizePeerAddress } from "./peer-address.ts"
import { bridgeToWeb, type WebHandler } from "./web-bridge.ts"

const echo: WebHandler = async (request) => {
  const body = await request.text()
  const headers = new Headers({ "content-type": "application/json", "x-extra": "yes" })
  headers.append("set-cookie", "a=1; Path=/; HttpOnly")
  headers.append("set-cookie", "b=2; Path=/; SameSite=Strict")
  const seen = { method: request.method, url: request.url, peer: request.headers.get("x-homestead-peer"), body }
  return new Response(JSON.stringify(seen), { status: 201, headers })
}

// An event stream that writes one event, then waits for the test before the next.
let release = () => {}
let cancelled = false
const events: WebHandler = async () => {
  const gate = new Promise<void>((resolve) => (release = resolve))
  const encoder = new TextEncoder()
  let step = 0
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      step++
      if (step === 1) controller.enqueue(encoder.encode("data: first\n\n"))
      else if (step === 2) {
        await gate
        controller.enqueue(encoder.encode("data: second\n\n"))
      } else controller.close()
    },
    cancel() {
      cancelled = true
    },
  })
  return new Response(body, { headers: { "content-type": "text/event-stream" } })
}

describe.each(availableTransports())("on %s", (transportName) => {
  let base: string
  let close = () => {}
  const done: string[] = []

  beforeAll(async () => {
    const handler: WebHandler = (request) => (new URL(request.url).pathname === "/api/events" ? events(request) : echo(request))
    const served = await serveRoutes(transportName, [
      { method: "any", pattern: "/*", handler: (res, req) => bridgeToWeb(res, req, handler, { bodyLimit: 1024, onDone: () => done.push("done") }) },
    ])
    base = served.base
    close = served.close
  })
  afterAll(() => close())

  describe("bridgeToWeb", () => {
    it("passes method, URL with query, body; returns status, headers and every Set-Cookie", async () => {
      const response = await fetch(`${base}/api/echo?x=1&y=2`, { method: "PUT", body: "hello" })
      expect(response.status).toBe(201)
      expect(response.headers.get("x-extra")).toBe("yes")
      expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/; HttpOnly", "b=2; Path=/; SameSite=Strict"])
      const seen = await response.json()
      expect(seen).toMatchObject({ method: "PUT", body: "hello" })
      expect(new URL(seen.url).pathname + new URL(seen.url).search).toBe("/api/echo?x=1&y=2")
    })

    it("replaces a client-sent peer header with the real peer address", async () => {
      const response = await fetch(`${base}/api/echo`, { headers: { "x-homestead-peer": "6.6.6.6" } })
      expect((await response.json()).peer).toBe("127.0.0.1")
    })

    it("answers 413 past the body limit", async () => {
      const response = await fetch(`${base}/api/echo`, { method: "POST", body: "x".repeat(1025) })
      expect(response.status).toBe(413)
      expect(await response.json()).toEqual({ message: "Request body too large (the limit is 1 KiB)" })
    })

    it("reports every exchange as done", async () => {
      const before = done.length
      await (await fetch(`${base}/api/echo`)).text()
      expect(done.length).toBe(before + 1)
    })
  })

  describe("bridgeToWeb with an event stream", () => {
    const within = <T>(promise: Promise<T>, what: string) =>
      Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no ${what} within 5 s`)), 5000))])

    it("sends each piece as it is written, before the stream ends", async () => {
      const response = await fetch(`${base}/api/events`)
      expect(response.headers.get("content-type")).toBe("text/event-stream")
      const reader = response.body!.getReader()
      const decoder = new TextDecoder()
      // The second event waits for `release`, so a buffering bridge would never deliver the first.
      const first = await within(reader.read(), "first event")
      expect(decoder.decode(first.value)).toBe("data: first\n\n")
      release()
      let rest = ""
      for (;;) {
        const { done: ended, value } = await within(reader.read(), "rest of the stream")
        if (ended) break
        rest += decoder.decode(value, { stream: true })
      }
      expect(rest).toBe("data: second\n\n")
    })

    it("cancels the source when the client goes away", async () => {
      cancelled = false
      const client = new AbortController()
      const response = await fetch(`${base}/api/events`, { signal: client.signal })
      const reader = response.body!.getReader()
      await within(reader.read(), "first event")
      client.abort()
      await within(
        (async () => {
          while (!cancelled) await new Promise((resolve) => setTimeout(resolve, 20))
        })(),
        "cancellation",
      )
      release()
    })
  })
})

describe("normalizePeerAddress", () => {
  it.each([
    ["0000:0000:0000:0000:0000:ffff:7f00:0001", "127.0.0.1"],
    ["0000:0000:0000:0000:0000:ffff:c0a8:0a14", "192.168.10.20"],
    ["0000:0000:0000:0000:0000:0000:0000:0001", "::1"],
    ["2001:0db8:0000:0000:0000:ff00:0042:8329", "2001:db8::ff00:42:8329"],
    ["2001:0db8:0001:0002:0003:0004:0005:0006", "2001:db8:1:2:3:4:5:6"],
    ["fe80:0000:0000:0000:0000:0000:0000:0000", "fe80::"],
    // node:http's forms
    ["::ffff:127.0.0.1", "127.0.0.1"],
    ["::1", "::1"],
    ["10.0.0.7", "10.0.0.7"],
  ])("%s → %s", (raw, short) => {
    expect(normalizePeerAddress(raw)).toBe(short)
  })
})

// The coach's streamed reply over the real server against a provider the test holds
// mid-reply: each piece reaches the client while the model is still writing, and a
// provider that goes quiet is a time-out (504 before the first piece, an error event after).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import type { TestServer } from "../support/test-server.ts"
import { startContentServer } from "./content-support.ts"
import { signInAdmin } from "./quiz-fixtures.ts"
import { call, serverModes } from "./servers.ts"

const AI_TIMEOUT_MS = 3000

/** What the held provider does after its headers: write pieces, waiting where a piece is a promise. */
type Step = string | Promise<void>

interface HeldProvider {
  readonly url: string
  /** The messages of every request, oldest first. */
  readonly requests: any[]
  /** The steps of the next request. */
  next(steps: readonly Step[]): void
  close(): Promise<void>
}

const chunk = (content: string | null) =>
  `data: ${JSON.stringify({ id: "c", object: "chat.completion.chunk", created: 0, model: "held", choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: content === null ? "stop" : null }] })}\n\n`

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = ""
    req.on("data", (c: Buffer) => (body += c.toString("utf8")))
    req.on("end", () => resolve(body))
  })

const startHeldProvider = async (): Promise<HeldProvider> => {
  const requests: any[] = []
  const open = new Set<ServerResponse>()
  let steps: readonly Step[] = []
  // A test server: a failure here shows up as the client's failed request.
  // eslint-disable-next-line @typescript-eslint/no-misused-promises
  const server = createServer(async (req, res) => {
    requests.push(JSON.parse(await readBody(req)))
    const mine = steps
    open.add(res)
    res.on("close", () => open.delete(res))
    res.writeHead(200, { "content-type": "text/event-stream" })
    for (const step of mine) {
      if (typeof step === "string") res.write(chunk(step))
      else await step
      if (res.destroyed) return
    }
    res.write(chunk(null))
    res.end("data: [DONE]\n\n")
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    next: (s) => (steps = s),
    close: () => {
      for (const res of open) res.destroy()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

/** A promise the test settles, and how to settle it. */
const gate = () => {
  let open = () => {}
  const promise = new Promise<void>((resolve) => (open = resolve))
  return { promise, open }
}
const never = new Promise<void>(() => {})

/** Reads server-sent events one at a time from a response body. */
const eventReader = (response: Response) => {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ""
  return async (): Promise<{ event: string; data: any } | null> => {
    for (;;) {
      const end = buffer.indexOf("\n\n")
      if (end !== -1) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message"
        return { event, data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "null") }
      }
      const { done, value } = await reader.read()
      if (done) return null
      buffer += value
    }
  }
}

describe("the coach's stream with a provider that pauses", () => {
  let provider: HeldProvider
  let server: TestServer
  let headers: Record<string, string>

  beforeAll(async () => {
    provider = await startHeldProvider()
    server = await startContentServer(serverModes[0]!, {
      AI_BASE_URL: `${provider.url}/v1`,
      AI_API_KEY: "sk-held",
      AI_MODEL_BASIC: "held",
      AI_TIMEOUT_MS: String(AI_TIMEOUT_MS),
    })
    headers = (await signInAdmin(server)).headers
  })
  afterAll(async () => {
    await server?.dispose()
    await provider?.close()
  })

  const stream = (message: string) => fetch(`${server.url}/api/coach/stream?${new URLSearchParams({ coach: "hsCoach", message }).toString()}`, { headers })
  const clear = () => call(server, "DELETE", "/api/coach", { headers })

  it("hands each piece to the client while the model is still writing", async () => {
    await clear()
    const rest = gate()
    provider.next(["Mulch ", rest.promise, "and water at dawn."])
    const response = await stream("tomatoes in July?")
    expect(response.status).toBe(200)
    const read = eventReader(response)
    // The provider is holding the rest of its reply until this first piece has arrived.
    expect(await read()).toEqual({ event: "delta", data: { text: "Mulch " } })
    rest.open()
    expect(await read()).toEqual({ event: "delta", data: { text: "and water at dawn." } })
    expect(await read()).toEqual({ event: "done", data: { coachRes: "Mulch and water at dawn." } })
    expect(await read()).toBeNull()
  })

  it("ends the stream with the time-out message when the model goes quiet midway, and forgets that exchange", async () => {
    await clear()
    provider.next(["Mulch ", never])
    const started = Date.now()
    const response = await stream("tomatoes in July?")
    expect(response.status).toBe(200)
    const read = eventReader(response)
    expect(await read()).toEqual({ event: "delta", data: { text: "Mulch " } })
    expect(await read()).toEqual({ event: "error", data: { message: Messages.coachTimedOut } })
    expect(await read()).toBeNull()
    expect(Date.now() - started).toBeLessThan(AI_TIMEOUT_MS * 4)

    provider.next(["Yes."])
    const after = await stream("and in August?")
    expect(after.status).toBe(200)
    await after.text()
    expect(provider.requests.at(-1).messages.map((m: any) => m.role)).toEqual(["system", "user"])
  })

  it("answers 504 in the coach's words when the model sends nothing after its headers", async () => {
    provider.next([never])
    const response = await stream("compost?")
    expect(response.status).toBe(504)
    expect((await response.json()).message).toBe(Messages.coachTimedOut)
  })
})

import { afterEach, describe, expect, it, vi } from "vitest"

import { request } from "./client.ts"

/** A fetch that never answers but honours its abort signal, like a stalled server. */
const stalledFetch = (_url: string, init: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))
  })

describe("request", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("gives TIMEOUT_ERROR when a per-call time-out passes", async () => {
    vi.stubGlobal("fetch", vi.fn(stalledFetch))
    await expect(request("/slow", { timeoutMs: 20 })).rejects.toMatchObject({ status: "TIMEOUT_ERROR" })
  })

  it("builds the query string and skips undefined values", async () => {
    const fetchMock = vi.fn(async () => new Response("[]", { status: 200 }))
    vi.stubGlobal("fetch", fetchMock)
    await request("/quiz", { query: { topic: "bees & hives", number: 10, model: undefined } })
    expect(fetchMock).toHaveBeenCalledWith("/api/quiz?topic=bees+%26+hives&number=10", expect.objectContaining({ method: "GET" }))
  })

  it("gives {status, data} for a non-2xx answer", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response('{"message":"Too many"}', { status: 429 })),
    )
    await expect(request("/dashboard/10644", { method: "POST", body: {} })).rejects.toEqual({ status: 429, data: { message: "Too many" } })
  })
})

import { HttpServerRequest } from "@effect/platform"
import { describe, expect, it } from "vitest"

import { isForeignOrigin, isHttps, isUnsafeMethod } from "./origin.ts"

const request = (url: string, headers: Record<string, string> = {}, method = "POST") => HttpServerRequest.fromWeb(new Request(url, { method, headers }))

describe("request origin", () => {
  it("treats a request from its own host, or without an Origin, as same-site", () => {
    expect(isForeignOrigin(request("http://site.test/api/x", { host: "site.test", origin: "http://site.test" }))).toBe(false)
    expect(isForeignOrigin(request("http://localhost:3000/api/x", { host: "localhost:3000", origin: "http://localhost:3000" }))).toBe(false)
    expect(isForeignOrigin(request("http://site.test/api/x", { host: "site.test" }))).toBe(false)
    // behind a trusted proxy the server puts the forwarded host in the URL
    expect(isForeignOrigin(request("https://site.test/api/x", { host: "app:3000", origin: "https://site.test" }))).toBe(false)
    // a client-sent X-Forwarded-Host counts for nothing
    expect(isForeignOrigin(request("http://app:3000/api/x", { host: "app:3000", "x-forwarded-host": "evil.test", origin: "https://evil.test" }))).toBe(true)
  })

  it("treats another host, a null origin or a cross-site fetch as foreign", () => {
    expect(isForeignOrigin(request("http://site.test/api/x", { host: "site.test", origin: "https://evil.test" }))).toBe(true)
    expect(isForeignOrigin(request("http://site.test/api/x", { host: "site.test", origin: "http://site.test:8080" }))).toBe(true)
    expect(isForeignOrigin(request("http://site.test/api/x", { host: "site.test", origin: "null" }))).toBe(true)
    expect(isForeignOrigin(request("http://site.test/api/x", { host: "site.test", "sec-fetch-site": "cross-site" }))).toBe(true)
  })

  it("knows unsafe methods and HTTPS", () => {
    expect(isUnsafeMethod(request("http://s.test/", {}, "DELETE"))).toBe(true)
    expect(isUnsafeMethod(request("http://s.test/", {}, "GET"))).toBe(false)
    expect(isHttps(request("https://s.test/"))).toBe(true)
    // only the scheme the server put in the URL counts, never a client-sent header
    expect(isHttps(request("http://s.test/", { "x-forwarded-proto": "https" }))).toBe(false)
    expect(isHttps(request("http://s.test/"))).toBe(false)
  })
})

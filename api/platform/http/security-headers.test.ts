import { createHash } from "node:crypto"

import { describe, expect, it } from "vitest"

import { type Header, jsonLdHashesIn, securityHeaders } from "./security-headers.ts"

const get = (headers: readonly Header[], name: string): string | undefined => {
  const found = headers.filter(([key]) => key === name)
  expect(found.length, `${name} appears at most once`).toBeLessThanOrEqual(1)
  return found[0]?.[1]
}

/** The policy as directive → sources. */
const directives = (csp: string): Map<string, string[]> =>
  new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0] !== "")
      .map(([name, ...sources]) => [name!, sources]),
  )

describe("security headers", () => {
  it("gives every answer nosniff, a strict referrer policy and a restrictive permissions policy", () => {
    for (const html of [true, false]) {
      const headers = securityHeaders({ html, https: false })
      expect(get(headers, "x-content-type-options")).toBe("nosniff")
      expect(get(headers, "referrer-policy")).toBe("strict-origin-when-cross-origin")
      const permissions = get(headers, "permissions-policy")!
      for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(permissions).toContain(`${feature}=()`)
      // The recipe page keeps the screen awake; the players may autoplay and go fullscreen once pressed.
      expect(permissions).toContain("screen-wake-lock=(self)")
      expect(permissions).toMatch(/fullscreen=\(self "https:\/\/www\.youtube-nocookie\.com" "https:\/\/player\.vimeo\.com"\)/)
    }
  })

  it("gives HTML answers a policy without inline script, frames only from the players, images from self and data:", () => {
    const csp = get(securityHeaders({ html: true, https: false }), "content-security-policy")!
    const policy = directives(csp)
    expect(policy.get("default-src")).toEqual(["'self'"])
    expect(policy.get("script-src")).toEqual(["'self'"])
    expect(policy.get("style-src")).toEqual(["'self'"])
    expect(policy.get("img-src")).toEqual(["'self'", "data:"])
    expect(policy.get("connect-src")).toEqual(["'self'"])
    expect(policy.get("frame-src")).toEqual(["https://www.youtube-nocookie.com", "https://player.vimeo.com"])
    expect(policy.get("frame-ancestors")).toEqual(["'none'"])
    expect(policy.get("object-src")).toEqual(["'none'"])
    expect(policy.get("base-uri")).toEqual(["'none'"])
    expect(policy.get("form-action")).toEqual(["'self'"])
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
  })

  it("allows a page's JSON-LD by the hash of its exact text and nothing else inline", () => {
    const hashes = ["'sha256-abc='", "'sha256-def='"]
    const policy = directives(get(securityHeaders({ html: true, https: false, jsonLdHashes: hashes }), "content-security-policy")!)
    expect(policy.get("script-src")).toEqual(["'self'", ...hashes])
  })

  it("leaves the policy to documents: other answers carry none", () => {
    expect(get(securityHeaders({ html: false, https: false }), "content-security-policy")).toBeUndefined()
  })

  it("sends HSTS only on answers to requests that came over https", () => {
    for (const html of [true, false]) {
      expect(get(securityHeaders({ html, https: false }), "strict-transport-security")).toBeUndefined()
      expect(get(securityHeaders({ html, https: true }), "strict-transport-security")).toBe("max-age=31536000")
    }
  })
})

describe("JSON-LD hashes", () => {
  const sha256 = (text: string) => `'sha256-${createHash("sha256").update(Buffer.from(text, "utf8")).digest("base64")}'`

  it("hashes the exact UTF-8 text of each JSON-LD block, and no other script", () => {
    const first = `{"@context":"https://schema.org","name":"Crème brûlée \\u003c/script>"}`
    const second = `{"@type":"WebSite"}`
    const html = `<html><head><script type="module" src="/assets/a.js"></script>
<script type="application/ld+json">${first}</script><script>alert(1)</script>
<script type="application/ld+json">${second}</script></head></html>`
    expect(jsonLdHashesIn(html)).toEqual([sha256(first), sha256(second)])
    // A known digest, so the encoding is the one browsers use (base64 of the SHA-256 of UTF-8 bytes).
    expect(jsonLdHashesIn(`<script type="application/ld+json"></script>`)).toEqual(["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"])
  })

  it("finds none in a page without JSON-LD", () => {
    expect(jsonLdHashesIn(`<html><head><title>x</title></head></html>`)).toEqual([])
  })
})

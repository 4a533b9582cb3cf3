import { describe, expect, it } from "vitest"

import { clientView, type ForwardingHeaders, NO_PROXY, parseProxyTrust, type ProxyTrust } from "./proxy-trust.ts"

const trust = (raw: string): ProxyTrust => {
  const parsed = parseProxyTrust(raw)
  if (typeof parsed === "string") throw new Error(parsed)
  return parsed
}
const headers = (h: Partial<ForwardingHeaders> = {}): ForwardingHeaders => ({
  forwardedFor: "",
  forwardedProto: "",
  forwardedHost: "",
  host: "site.test",
  ...h,
})

describe("parseProxyTrust", () => {
  it.each(["", "off", "false", "0", " OFF "])("%j is off", (raw) => expect(trust(raw)).toEqual(NO_PROXY))
  it("reads a hop count", () => expect(trust("2")).toEqual({ kind: "hops", count: 2 }))
  it.each([
    ["11", "a hop count from 1 to 10"],
    ["proxy.example", '"proxy.example" is not an address, a CIDR, "loopback" or "private"'],
    ["10.0.0.0/33", '"10.0.0.0/33" has a bad prefix length'],
    ["10.0.0.0/x", '"10.0.0.0/x" has a bad prefix length'],
  ])("refuses %j: %s", (raw, why) => expect(parseProxyTrust(raw)).toBe(why))
  it("reads addresses, CIDRs and shorthands", () => {
    expect(trust("10.1.2.3, 192.168.0.0/16 fd00::/8 loopback").kind).toBe("list")
  })
})

describe("clientView", () => {
  it("ignores every forwarding header when no proxy is trusted", () => {
    const view = clientView(NO_PROXY, "203.0.113.9", headers({ forwardedFor: "1.1.1.1", forwardedProto: "https", forwardedHost: "evil.test" }))
    expect(view).toEqual({ address: "203.0.113.9", https: false, host: "site.test" })
  })

  it("ignores them from a peer that is not on the list", () => {
    const view = clientView(trust("loopback"), "203.0.113.9", headers({ forwardedFor: "1.1.1.1", forwardedProto: "https" }))
    expect(view).toEqual({ address: "203.0.113.9", https: false, host: "site.test" })
  })

  it("takes the client from a trusted proxy, with its scheme and host", () => {
    const view = clientView(
      trust("loopback"),
      "127.0.0.1",
      headers({ forwardedFor: "198.51.100.7", forwardedProto: "https", forwardedHost: "homestead.example" }),
    )
    expect(view).toEqual({ address: "198.51.100.7", https: true, host: "homestead.example" })
  })

  it("walks a chain of trusted proxies from the right and stops at the first it does not trust", () => {
    // The client put 6.6.6.6 in front itself; the edge proxy saw 198.51.100.7.
    const view = clientView(trust("loopback, 10.0.0.0/8"), "127.0.0.1", headers({ forwardedFor: "6.6.6.6, 198.51.100.7, 10.0.0.5" }))
    expect(view.address).toBe("198.51.100.7")
  })

  it("trusts exactly N hops with a count", () => {
    const chain = headers({ forwardedFor: "6.6.6.6, 198.51.100.7, 10.0.0.5" })
    expect(clientView(trust("1"), "127.0.0.1", chain).address).toBe("10.0.0.5")
    expect(clientView(trust("2"), "127.0.0.1", chain).address).toBe("198.51.100.7")
  })

  it("reads ports, brackets and mapped addresses in X-Forwarded-For", () => {
    expect(clientView(trust("1"), "::1", headers({ forwardedFor: "[2001:db8::1]:4711" })).address).toBe("2001:db8::1")
    expect(clientView(trust("1"), "::1", headers({ forwardedFor: "198.51.100.7:4711" })).address).toBe("198.51.100.7")
    expect(clientView(trust("1"), "::1", headers({ forwardedFor: "::ffff:198.51.100.7" })).address).toBe("198.51.100.7")
  })

  it("stops at the proxy that passed on a malformed entry, and keeps the peer without X-Forwarded-For", () => {
    expect(clientView(trust("loopback"), "127.0.0.1", headers({ forwardedFor: "not-an-ip, 127.0.0.2" })).address).toBe("127.0.0.2")
    expect(clientView(trust("loopback"), "127.0.0.1", headers()).address).toBe("127.0.0.1")
  })
})

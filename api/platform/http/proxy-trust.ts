// Who the client is when a reverse proxy stands in front (TRUST_PROXY). Only hops we trust
// may tell us the client's address (X-Forwarded-For), the scheme (X-Forwarded-Proto) and
// the host (X-Forwarded-Host); from anyone else those headers are ignored, so a client
// cannot pick its own address to dodge a per-address limit.
//
// TRUST_PROXY is off by default; a hop count (the N proxies nearest to this server are
// trusted, as for a fixed chain such as CDN → nginx), or a list of addresses and CIDRs
// (each hop is trusted while it is on the list), with the shorthands `loopback` and
// `private` (loopback, RFC 1918 and unique-local ranges, where a container network lives).
import { BlockList, isIP } from "node:net"

export type ProxyTrust =
  { readonly kind: "off" } | { readonly kind: "hops"; readonly count: number } | { readonly kind: "list"; readonly list: BlockList; readonly text: string }

export const NO_PROXY: ProxyTrust = { kind: "off" }

const SHORTHANDS: Record<string, readonly string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  private: ["127.0.0.0/8", "::1/128", "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7", "fe80::/10"],
}

/** Parses TRUST_PROXY; a string says what is wrong with it. */
export const parseProxyTrust = (raw: string): ProxyTrust | string => {
  const text = raw.trim().toLowerCase()
  if (["", "off", "false", "no", "0"].includes(text)) return NO_PROXY
  if (/^\d+$/.test(text)) {
    const count = Number(text)
    return count >= 1 && count <= 10 ? { kind: "hops", count } : "a hop count from 1 to 10"
  }
  const list = new BlockList()
  for (const item of text.split(/[\s,]+/).filter(Boolean)) {
    for (const entry of SHORTHANDS[item] ?? [item]) {
      const [address = "", prefix] = entry.split("/")
      const family = isIP(address)
      if (family === 0) return `"${item}" is not an address, a CIDR, "loopback" or "private"`
      const type = family === 4 ? "ipv4" : "ipv6"
      if (prefix === undefined) list.addAddress(address, type)
      else {
        const bits = Number(prefix)
        if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128)) return `"${item}" has a bad prefix length`
        list.addSubnet(address, bits, type)
      }
    }
  }
  return { kind: "list", list, text }
}

const isTrusted = (trust: ProxyTrust, address: string, hop: number): boolean => {
  if (trust.kind === "off") return false
  if (trust.kind === "hops") return hop < trust.count
  const family = isIP(address)
  return family !== 0 && trust.list.check(address, family === 4 ? "ipv4" : "ipv6")
}

/** One X-Forwarded-For entry as an address: "[::1]:80" → "::1", "10.0.0.1:80" → "10.0.0.1"; "" when it is none. */
const addressOf = (entry: string): string => {
  let value = entry.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value)
  if (bracketed) value = bracketed[1]!
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"))
  if (value.toLowerCase().startsWith("::ffff:") && isIP(value.slice(7)) === 4) value = value.slice(7)
  return isIP(value) === 0 ? "" : value
}

const firstValue = (header: string): string => header.split(",")[0]!.trim()

export interface ClientView {
  /** The client's address: the peer's, or what trusted proxies say it is. */
  readonly address: string
  /** Whether the client reached us over https (a trusted proxy terminated TLS). */
  readonly https: boolean
  /** The host the client asked for (the trusted X-Forwarded-Host, else Host). */
  readonly host: string
}

export interface ForwardingHeaders {
  readonly forwardedFor: string
  readonly forwardedProto: string
  readonly forwardedHost: string
  readonly host: string
}

/**
 * The client as seen through trusted proxies. The chain is read from the peer outwards
 * (X-Forwarded-For from its right end); the first hop we do not trust is the client.
 */
export const clientView = (trust: ProxyTrust, peer: string, headers: ForwardingHeaders): ClientView => {
  const direct: ClientView = { address: peer, https: false, host: headers.host }
  if (!isTrusted(trust, peer, 0)) return direct
  const chain = headers.forwardedFor.split(",").map(addressOf).reverse()
  let address = peer
  for (const [i, hop] of chain.entries()) {
    // A malformed entry ends the walk at the proxy that passed it on.
    if (hop === "") break
    address = hop
    if (!isTrusted(trust, hop, i + 1)) break
  }
  const proto = firstValue(headers.forwardedProto).toLowerCase()
  const forwardedHost = firstValue(headers.forwardedHost)
  return { address, https: proto === "https", host: forwardedHost || headers.host }
}

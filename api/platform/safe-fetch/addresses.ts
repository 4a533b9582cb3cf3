// Which network addresses a server-side fetch may reach: public ones only, unless the operator
// allows private ones (FETCH_ALLOW_PRIVATE). Loopback, private, link-local (the cloud metadata
// address 169.254.169.254 among them), shared, documentation, multicast and reserved ranges are
// not public, nor are IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4, Teredo).
import { BlockList, isIP } from "node:net"

const notPublic = new BlockList()
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  notPublic.addSubnet(network, prefix, "ipv4")
for (const [network, prefix] of [
  ["::", 127],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const)
  notPublic.addSubnet(network, prefix, "ipv6")

/** Whether `address` (an IPv4 or IPv6 literal) is a public internet address; anything unreadable is not. */
export const isPublicAddress = (address: string): boolean => {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "")
  const family = isIP(bare)
  if (family === 0) return false
  // IPv4-mapped (::ffff:a.b.c.d, however written; the URL parser writes it one way): the list would read it
  // as its IPv4 address, and no such address is fetched.
  if (family === 6 && /^\[::ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}\]$/.test(new URL(`http://[${bare}]/`).hostname)) return false
  return !notPublic.check(bare, family === 4 ? "ipv4" : "ipv6")
}

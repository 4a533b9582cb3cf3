// The unsubscribe link's token: `<subscriberId>.<HMAC-SHA256 of the id>` under the site's own
// secret. It is made again for every mail (nothing about it is stored), works without signing
// in, and names only its own subscription; a forged one matches no HMAC.
import { createHmac, timingSafeEqual } from "node:crypto"

const mac = (key: Uint8Array, subscriberId: string): string => createHmac("sha256", key).update(`journal-unsubscribe:${subscriberId}`).digest("base64url")

export const unsubscribeToken = (key: Uint8Array, subscriberId: string): string => `${subscriberId}.${mac(key, subscriberId)}`

/** The subscription a token names, or undefined for anything that is not one of ours. */
export const readUnsubscribeToken = (key: Uint8Array, token: string): string | undefined => {
  const match = /^([\w-]{1,64})\.([\w-]{43})$/.exec(token.trim())
  if (!match) return undefined
  const given = Buffer.from(match[2]!)
  const expected = Buffer.from(mac(key, match[1]!))
  return given.length === expected.length && timingSafeEqual(given, expected) ? match[1] : undefined
}

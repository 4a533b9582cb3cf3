// Client-side expiry check of the quiz token (docs/product.md §4): missing, undecodable or past `exp` counts as expired.

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, "+").replace(/_/g, "/")
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4)
  const binary = atob(padded)
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
  return new TextDecoder().decode(bytes)
}

/** The `exp` claim (seconds since the epoch) of a JWT, or undefined when absent or undecodable. */
export function tokenExpiry(token: string): number | undefined {
  const payload = token.split(".")[1]
  if (!payload) return undefined
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload))
    if (typeof claims !== "object" || claims === null) return undefined
    const exp = (claims as { exp?: unknown }).exp
    return typeof exp === "number" && Number.isFinite(exp) ? exp : undefined
  } catch {
    return undefined
  }
}

export function isTokenExpired(token: string | null | undefined, nowMs: number = Date.now()): boolean {
  if (!token) return true
  const exp = tokenExpiry(token)
  return exp === undefined || exp * 1000 <= nowMs
}

// What the provider's claims about a person mean here: whether a configured claim makes them
// the owner or a quiz admin, and the username a new player starts with.
import { USERNAME_PATTERN } from "#schemas/api/fields.ts"

/** OIDC_OWNER_CLAIM / OIDC_QUIZ_ADMIN_CLAIM: a claim's name and the value it must hold (or, for a list like `groups`, contain). */
export interface ClaimRule {
  readonly claim: string
  readonly value: string
}

/** `groups=homestead-admins` → the rule; null when it is not `name=value`. */
export const parseClaimRule = (text: string): ClaimRule | null => {
  const match = /^\s*([^\s=]{1,100})\s*=\s*(\S(?:.{0,198}\S)?)\s*$/.exec(text)
  return match ? { claim: match[1]!, value: match[2]! } : null
}

/** Whether the claims meet the rule: the claim is the value, or a list holding it. */
export const meetsClaimRule = (claims: Readonly<Record<string, unknown>>, rule: ClaimRule): boolean => {
  const held = claims[rule.claim]
  if (Array.isArray(held)) return held.some((item) => String(item) === rule.value)
  return (typeof held === "string" || typeof held === "number" || typeof held === "boolean") && String(held) === rule.value
}

const usable = (text: unknown): string | null => {
  if (typeof text !== "string") return null
  const cleaned = text
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9_.-]+/g, "")
    .slice(0, 30)
  return USERNAME_PATTERN.test(cleaned) ? cleaned : null
}

/** The username a new player is offered first: their preferred name at the provider, made to fit the username rule. */
export const usernameFromClaims = (claims: Readonly<Record<string, unknown>>): string => {
  const email = typeof claims["email"] === "string" ? claims["email"].split("@")[0] : undefined
  return usable(claims["preferred_username"]) ?? usable(claims["nickname"]) ?? usable(email) ?? usable(claims["name"]) ?? "player"
}

/** The next name to try when `base` is taken: base2, base3, … kept within 30 characters. */
export const usernameCandidate = (base: string, attempt: number): string => {
  if (attempt === 0) return base
  const suffix = String(attempt + 1)
  return `${base.slice(0, 30 - suffix.length)}${suffix}`
}

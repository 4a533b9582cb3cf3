// A personal API token: `hst_` and 32 random bytes. Only its SHA-256 is stored, so a leaked
// database, event log or backup holds nothing a script could send.
import { createHash, randomBytes } from "node:crypto"

import { API_TOKEN_PATTERN, API_TOKEN_PREFIX } from "#schemas/api-token-rules.ts"

export const newApiToken = (): string => `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`

export const hashApiToken = (token: string): string => createHash("sha256").update(token).digest("hex")

/** True for what has a token's shape; only the lookup of its hash says whether it is one. */
export const looksLikeApiToken = (value: string): boolean => API_TOKEN_PATTERN.test(value)

/** True when a bearer value is meant as a personal token (ours by its prefix), well formed or not. */
export const isApiTokenAttempt = (value: string): boolean => value.startsWith(API_TOKEN_PREFIX)

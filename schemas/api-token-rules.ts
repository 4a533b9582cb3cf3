// Personal API tokens: what one looks like, what it may do, how many one account holds, and
// how often its last use is written down. The server applies them; the screens name them.

/** Every token starts with this, so a leaked one is recognised (secret scanners, logs). */
export const API_TOKEN_PREFIX = "hst_"
/** 32 random bytes, base64url: 43 characters after the prefix. */
export const API_TOKEN_PATTERN = /^hst_[A-Za-z0-9_-]{43}$/

/** Whose token: the site owner's (content API) or a quiz player's (their own scoreboard and history). */
export const API_TOKEN_HOLDERS = ["owner", "player"] as const
export type ApiTokenHolder = (typeof API_TOKEN_HOLDERS)[number]

/** "read": GET only; "write": read and write. A player's tokens are read only. */
export const API_TOKEN_SCOPES = ["read", "write"] as const
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number]

/** Live (not revoked) tokens one account may hold. */
export const API_TOKENS_PER_ACCOUNT = 20
export const API_TOKEN_NAME_MAX = 60

/** A token's last use is written at most this often, so a busy script costs one write a minute. */
export const LAST_USED_EVERY_MS = 60_000

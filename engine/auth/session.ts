// Owner sessions: a random 32-byte id goes to the browser in a cookie; only its SHA-256
// is stored, so a leaked database or event log cannot be replayed as a cookie.
import { createHash, randomBytes } from "node:crypto"

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000

export const newSessionId = (): string => randomBytes(32).toString("base64url")

export const hashSessionId = (sessionId: string): string => createHash("sha256").update(sessionId).digest("hex")

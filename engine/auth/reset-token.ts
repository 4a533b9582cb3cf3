// Password reset links: `<userId>.<secret>`, the secret 32 random bytes. Only the secret's
// SHA-256 is stored (in the user's stream), so neither the log nor a backup can be used to
// reset anyone's password; the link works once, for RESET_TTL_MS.
import { createHash, randomBytes } from "node:crypto"

export const RESET_TTL_MS = 30 * 60 * 1000

export const hashResetSecret = (secret: string): string => createHash("sha256").update(secret).digest("base64url")

export const newResetToken = (userId: string): { token: string; tokenHash: string } => {
  const secret = randomBytes(32).toString("base64url")
  return { token: `${userId}.${secret}`, tokenHash: hashResetSecret(secret) }
}

/** The account and the secret's hash a link names; undefined for anything that is not a link of ours. */
export const readResetToken = (token: string): { userId: string; tokenHash: string } | undefined => {
  const match = /^([\w-]{1,64})\.([\w-]{43})$/.exec(token.trim())
  return match ? { userId: match[1]!, tokenHash: hashResetSecret(match[2]!) } : undefined
}

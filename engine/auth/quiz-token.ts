// Quiz sign-in tokens: HS256 JWTs carrying the user id (`sub`), username, admin flag,
// a unique `jti` (so one token can be revoked), the user's session generation `gen` (so
// all of a user's tokens can be ended at once) and `exp`. The secret lives in the
// database (api/platform/secrets/secrets.ts); this module only signs and checks.
import { randomUUID } from "node:crypto"

import { errors, jwtVerify, SignJWT } from "jose"

export interface QuizTokenClaims {
  readonly userId: string
  readonly username: string
  readonly isAdmin: boolean
  /** The user's session generation when signed (0 in tokens made before generations existed). */
  readonly generation: number
  readonly jti: string
  /** Expiry, seconds since the epoch. */
  readonly exp: number
}

export const signQuizToken = async (
  secret: Uint8Array,
  user: { readonly userId: string; readonly username: string; readonly isAdmin: boolean; readonly generation?: number },
  ttlSeconds: number,
  now: Date = new Date(),
): Promise<{ token: string; claims: QuizTokenClaims }> => {
  const iat = Math.floor(now.getTime() / 1000)
  const generation = user.generation ?? 0
  const claims: QuizTokenClaims = {
    userId: user.userId,
    username: user.username,
    isAdmin: user.isAdmin,
    generation,
    jti: randomUUID(),
    exp: iat + Math.max(1, Math.floor(ttlSeconds)),
  }
  const token = await new SignJWT({ username: user.username, is_admin: user.isAdmin, gen: generation })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(user.userId)
    .setJti(claims.jti)
    .setIssuedAt(iat)
    .setExpirationTime(claims.exp)
    .sign(secret)
  return { token, claims }
}

export type TokenCheck = { readonly ok: true; readonly claims: QuizTokenClaims } | { readonly ok: false; readonly reason: "expired" | "invalid" }

export const verifyQuizToken = async (secret: Uint8Array, token: string, now: Date = new Date()): Promise<TokenCheck> => {
  try {
    // The signature is checked before the claims, so only a genuine token can be "expired".
    const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"], currentDate: now })
    const { sub, jti, exp, username, is_admin, gen } = payload
    if (typeof sub !== "string" || typeof jti !== "string" || typeof exp !== "number" || typeof username !== "string") {
      return { ok: false, reason: "invalid" }
    }
    const generation = typeof gen === "number" && Number.isInteger(gen) && gen >= 0 ? gen : 0
    return { ok: true, claims: { userId: sub, username, isAdmin: is_admin === true, generation, jti, exp } }
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? "expired" : "invalid" }
  }
}

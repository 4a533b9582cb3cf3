// Authenticator codes (TOTP, RFC 6238) for the owner's two-factor sign-in, by the otpauth
// library: SHA-1, six digits, 30-second steps, as every authenticator app reads them. A code
// is taken for the step before and after the current one too (a phone's clock drifts), and
// the step it matched is returned so the caller can refuse the same code twice.
import { Secret, TOTP } from "otpauth"

import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from "#schemas/two-factor-rules.ts"

const ISSUER = "Homestead"

const totp = (secret: string, label = "owner") =>
  new TOTP({ issuer: ISSUER, label, algorithm: "SHA1", digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) })

/** A new random key, base32 (160 bits, as RFC 4226 recommends). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32

/** The `otpauth://` address an authenticator app reads from the QR code. */
export const totpUri = (secret: string, label: string): string => totp(secret, label).toString()

/** Whether `code` is a code's shape: six digits, spaces allowed between them. */
export const looksLikeTotp = (code: string): boolean => /^\d{6}$/.test(code.replace(/\s/g, ""))

/** The time step `code` belongs to at `now` (one step of drift either way), or undefined. */
export const matchTotp = (secret: string, code: string, now: Date): number | undefined => {
  const token = code.replace(/\s/g, "")
  if (!/^\d+$/.test(token)) return undefined
  const delta = totp(secret).validate({ token, timestamp: now.getTime(), window: 1 })
  return delta === null ? undefined : Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta
}

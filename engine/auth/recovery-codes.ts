// Recovery codes for the owner's two-factor sign-in: ten random codes, shown once, each
// signing in once. Only their SHA-256 is stored (in the owner's stream). A code is read
// without its dashes, spaces and case, so one copied or typed loosely still matches.
import { createHash, randomBytes } from "node:crypto"

import { RECOVERY_CODE_COUNT } from "#schemas/two-factor-rules.ts"

// 32 signs (5 bits a byte, no bias), without 0/O and 1/I: a code read off paper is typed back right.
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"

const newCode = (): string => {
  const bytes = randomBytes(10)
  const chars = [...bytes].map((b) => ALPHABET[b % 32]!).join("")
  return `${chars.slice(0, 5)}-${chars.slice(5)}`
}

export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newCode)

export const hashRecoveryCode = (code: string): string => createHash("sha256").update(code.replace(/[\s-]/g, "").toUpperCase()).digest("hex")

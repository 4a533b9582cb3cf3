// Sealing one personal value with its owner's key: AES-256-GCM with a fresh 96-bit nonce,
// the owner's id as associated data (a sealed value copied into another owner's event does
// not open), written as one string so an event's schema keeps its string fields.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto"

const PREFIX = "sealed:v1:"
const NONCE_BYTES = 12
const TAG_BYTES = 16
export const KEY_BYTES = 32

export const isSealed = (value: unknown): value is string => typeof value === "string" && value.startsWith(PREFIX)

export const newKey = (): Buffer => randomBytes(KEY_BYTES)

export const seal = (key: Buffer, owner: string, plain: string): string => {
  const nonce = randomBytes(NONCE_BYTES)
  const cipher = createCipheriv("aes-256-gcm", key, nonce).setAAD(Buffer.from(owner, "utf8"))
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()])
  return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString("base64url")
}

/** The plain value, or undefined when the key is not the one it was sealed with or the value was altered. */
export const unseal = (key: Buffer, owner: string, value: string): string | undefined => {
  const bytes = Buffer.from(value.slice(PREFIX.length), "base64url")
  if (bytes.length < NONCE_BYTES + TAG_BYTES) return undefined
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, NONCE_BYTES)).setAAD(Buffer.from(owner, "utf8"))
    decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES))
    return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8")
  } catch {
    return undefined
  }
}

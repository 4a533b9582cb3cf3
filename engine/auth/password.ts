// Password hashing with scrypt (memory-hard). The encoded form carries its parameters,
// so the cost can be raised later without breaking stored hashes:
//   scrypt$<log2 N>$<r>$<p>$<salt base64url>$<key base64url>
import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from "node:crypto"

export interface ScryptParams {
  readonly log2N: number
  readonly r: number
  readonly p: number
}

/** 2^15 × 8 × 128 bytes = 32 MiB per hash. */
export const DEFAULT_SCRYPT: ScryptParams = { log2N: 15, r: 8, p: 1 }

const KEY_LENGTH = 32
const SALT_LENGTH = 16

const derive = (password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> => {
  const N = 2 ** params.log2N
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 256 * N * params.r + 1024 * 1024 }
  return new Promise((resolve, reject) => scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))))
}

export const hashPassword = async (password: string, params: ScryptParams = DEFAULT_SCRYPT): Promise<string> => {
  const salt = randomBytes(SALT_LENGTH)
  const key = await derive(password, salt, params)
  return ["scrypt", params.log2N, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join("$")
}

const parse = (encoded: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null => {
  const parts = encoded.split("$")
  if (parts.length !== 6 || parts[0] !== "scrypt") return null
  const [log2N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number]
  // Bounds keep a corrupted hash from asking for gigabytes of memory.
  const ok = [log2N, r, p].every(Number.isInteger) && log2N >= 1 && log2N <= 20 && r >= 1 && r <= 32 && p >= 1 && p <= 16
  if (!ok) return null
  const salt = Buffer.from(parts[4]!, "base64url")
  const key = Buffer.from(parts[5]!, "base64url")
  if (salt.length === 0 || key.length !== KEY_LENGTH) return null
  return { params: { log2N, r, p }, salt, key }
}

export const verifyPassword = async (password: string, encoded: string): Promise<boolean> => {
  const parsed = parse(encoded)
  if (!parsed) return false
  const key = await derive(password, parsed.salt, parsed.params)
  return timingSafeEqual(key, parsed.key)
}

// Verified against when the username is unknown, so a wrong username costs as much
// time as a wrong password and does not reveal which accounts exist.
let dummy: Promise<string> | undefined
export const verifyAgainstNothing = async (password: string): Promise<false> => {
  dummy ??= hashPassword("not a real password")
  await verifyPassword(password, await dummy)
  return false
}

/** A strong random password for first-start accounts: 18 base64url characters (108 bits). */
export const generatePassword = (): string => randomBytes(14).toString("base64url").slice(0, 18)

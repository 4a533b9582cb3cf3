// Invite keys and group keys. Both are drawn from an alphabet without look-alikes
// (no 0/o, 1/l/i) so a key read aloud or copied by hand still works. An invite key is
// three groups of three (31^9 ≈ 2.6·10^13 keys, and it only works beside its group's key);
// a group key is four groups of four (31^16 ≈ 7·10^23). Randomness comes from node:crypto.
import { randomInt } from "node:crypto"

export const KEY_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz"

export const INVITE_KEY_PATTERN = /^[23456789abcdefghjkmnpqrstuvwxyz]{3}-[23456789abcdefghjkmnpqrstuvwxyz]{3}-[23456789abcdefghjkmnpqrstuvwxyz]{3}$/
export const GROUP_KEY_PATTERN = /^[23456789abcdefghjkmnpqrstuvwxyz]{4}(-[23456789abcdefghjkmnpqrstuvwxyz]{4}){3}$/

/** A source of uniform integers in [0, max). */
export type RandomIndex = (max: number) => number

export const cryptoIndex: RandomIndex = (max) => randomInt(max)

const drawGroups = (groups: number, size: number, random: RandomIndex): string =>
  Array.from({ length: groups }, () =>
    Array.from({ length: size }, () => {
      const index = random(KEY_ALPHABET.length)
      // A faulty source must not yield "undefined" inside a key.
      if (!Number.isInteger(index) || index < 0 || index >= KEY_ALPHABET.length) throw new RangeError(`Random index ${index} out of range`)
      return KEY_ALPHABET[index]
    }).join(""),
  ).join("-")

/** An invite key such as `k7q-2mz-x9p`. */
export const newInviteKey = (random: RandomIndex = cryptoIndex): string => drawGroups(3, 3, random)

/** A group key such as `h3kq-8wzr-m2pd-x7tn`. */
export const newGroupKey = (random: RandomIndex = cryptoIndex): string => drawGroups(4, 4, random)

/**
 * A key as a person typed it: trimmed, lower case, and hyphens put back if they were left
 * out, so `K7Q2MZX9P` finds `k7q-2mz-x9p`. Anything else is returned as typed and simply
 * matches nothing.
 */
export const normalizeKey = (typed: string, groupSize: 3 | 4): string => {
  const compact = typed
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "")
  const groups = groupSize === 3 ? 3 : 4
  if (compact.length !== groups * groupSize) return typed.trim().toLowerCase()
  return Array.from({ length: groups }, (_, i) => compact.slice(i * groupSize, (i + 1) * groupSize)).join("-")
}

export const normalizeInviteKey = (typed: string): string => normalizeKey(typed, 3)
export const normalizeGroupKey = (typed: string): string => normalizeKey(typed, 4)

// A repeatable random source from a text seed, so the starter library's answer order is
// the same on every node and every start (Math.random would differ between restarts).
import type { Random } from "../quiz/shuffle.ts"

/** FNV-1a hash of the seed: a 32-bit starting state. */
const hash = (seed: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** mulberry32: small, fast and well spread for shuffling; not for secrets. */
export const seededRandom = (seed: string): Random => {
  let state = hash(seed)
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

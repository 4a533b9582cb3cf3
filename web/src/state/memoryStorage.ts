import type { StorageLike } from "./types.ts"

/** An in-memory Storage, for tests and for browsers that refuse storage access. */
export function memoryStorage(): StorageLike & { readonly map: Map<string, string> } {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  }
}

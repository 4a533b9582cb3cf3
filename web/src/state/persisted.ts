import { type Signal, signal } from "@preact/signals-react"

import type { StorageLike } from "./types.ts"

/** A signal mirrored into one storage key as JSON; `null` means "absent" and removes the key. */
export interface PersistedSignal<T> {
  readonly signal: Signal<T | null>
  readonly key: string
  set(value: T | null): void
  /** Re-read the value from storage, e.g. after the storage was wiped. */
  reload(): void
}

function read<T>(storage: StorageLike, key: string): T | null {
  try {
    const raw = storage.getItem(key)
    return raw === null ? null : (JSON.parse(raw) as T)
  } catch {
    // A corrupt entry is treated as absent rather than breaking the app at start.
    return null
  }
}

export function persistedSignal<T>(storage: StorageLike, key: string): PersistedSignal<T> {
  const sig = signal<T | null>(read<T>(storage, key))
  return {
    signal: sig,
    key,
    set(value) {
      if (value === null || value === undefined) storage.removeItem(key)
      else storage.setItem(key, JSON.stringify(value))
      sig.value = value ?? null
    },
    reload() {
      sig.value = read<T>(storage, key)
    },
  }
}

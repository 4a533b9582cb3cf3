import { useEffect, useRef, useState } from "react"

const PREFIX = "homestead:draft:"

interface Saved<T> {
  readonly savedAt: string
  readonly draft: T
}

const read = <T>(key: string, isDraft: (value: unknown) => value is T): Saved<T> | null => {
  try {
    const saved = JSON.parse(localStorage.getItem(PREFIX + key) ?? "null") as Partial<Saved<T>> | null
    return saved && typeof saved.savedAt === "string" && isDraft(saved.draft) ? { savedAt: saved.savedAt, draft: saved.draft } : null
  } catch {
    // Storage refused (private mode, full) or text that is not ours: nothing to restore.
    return null
  }
}

const write = (key: string, saved: Saved<unknown> | null) => {
  try {
    if (saved === null) localStorage.removeItem(PREFIX + key)
    else localStorage.setItem(PREFIX + key, JSON.stringify(saved))
  } catch {
    // A browser that keeps nothing loses only the safety net, not the form.
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

export interface DraftAutosave<T> {
  /** A draft kept from an earlier visit that differs from what the form opened with, until restored or discarded. */
  readonly found: Saved<T> | null
  readonly restore: () => T | null
  readonly discard: () => void
  /** Forgets the kept draft: the form as it is now has been saved for real. */
  readonly clear: () => void
}

/**
 * Keeps a form's unsaved work in this browser under `key` as it changes, so a closed tab or a crash loses nothing,
 * and offers it back when the form opens again. While an earlier draft waits for an answer nothing is written over it.
 */
export function useDraftAutosave<T>(key: string, current: T, initial: T, isDraft: (value: unknown) => value is T): DraftAutosave<T> {
  const [found, setFound] = useState<Saved<T> | null>(() => {
    const saved = read(key, isDraft)
    return saved && !same(saved.draft, initial) ? saved : null
  })
  // What is stored for real: the form as it opened, then as it was last saved.
  const baseline = useRef(initial)
  const latest = useRef(current)
  latest.current = current

  useEffect(() => {
    if (found !== null) return
    write(key, same(current, baseline.current) ? null : { savedAt: new Date().toISOString(), draft: current })
  }, [key, current, found])

  return {
    found,
    restore: () => {
      const draft = found?.draft ?? null
      setFound(null)
      return draft
    },
    discard: () => {
      write(key, null)
      setFound(null)
    },
    clear: () => {
      baseline.current = latest.current
      write(key, null)
    },
  }
}

import { useCallback, useEffect, useState } from "react"

import { useHydrated } from "#web/app/useHydrated.ts"

/** Where a recipe's ticked ingredients are kept, per recipe, in this browser only. */
export const tickedStorageKey = (servername: string) => `homestead.recipe-ticked.${servername}`

function read(key: string): ReadonlySet<string> {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(key) ?? "[]")
    return new Set(Array.isArray(stored) ? stored.filter((k): k is string => typeof k === "string") : [])
  } catch {
    // Storage refused (private mode, blocked cookies) or garbled: start with nothing ticked.
    return new Set()
  }
}

function write(key: string, ticked: ReadonlySet<string>) {
  try {
    if (ticked.size === 0) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, JSON.stringify([...ticked]))
  } catch {
    // Without storage the ticks still work; they are just not remembered.
  }
}

/** The ingredients ticked off while cooking one recipe, remembered across reloads. */
export function useTickedIngredients(servername: string) {
  const key = tickedStorageKey(servername)
  // A server-rendered page shows nothing ticked (the server cannot see this browser's storage); the stored ticks
  // come in once it is hydrated, by the effect below.
  const hydrated = useHydrated()
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => (hydrated ? read(key) : new Set()))
  useEffect(() => setTicked(read(key)), [key])

  const toggle = useCallback(
    (item: string, on: boolean) =>
      setTicked((current) => {
        const next = new Set(current)
        if (on) next.add(item)
        else next.delete(item)
        write(key, next)
        return next
      }),
    [key],
  )
  const clear = useCallback(() => {
    write(key, new Set())
    setTicked(new Set())
  }, [key])
  return { ticked, toggle, clear }
}

export type TickedIngredients = ReturnType<typeof useTickedIngredients>

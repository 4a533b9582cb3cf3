// A list the profile shows from its stored copy at once, then fresh from the server: its
// value, whether a fresh copy is loading, the last failure, and a way to try again.
import { useCallback, useEffect, useState } from "react"

export interface Loadable<T> {
  value: T | null
  loading: boolean
  error: unknown
  reload: () => void
}

/** One list of the profile: the stored copy at once, a fresh one from the server on arrival. */
export function useFreshList<T>(stored: T | null, load: () => Promise<unknown>): Loadable<T> {
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<unknown>(null)
  const reload = useCallback(() => {
    setLoading(true)
    setError(null)
    load().then(
      () => setLoading(false),
      (e: unknown) => {
        setError(e)
        setLoading(false)
      },
    )
  }, [load])
  useEffect(reload, [reload])
  return { value: stored, loading, error, reload }
}

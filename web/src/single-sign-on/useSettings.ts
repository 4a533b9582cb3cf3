import { useCallback, useEffect, useState } from "react"

import { knownSettings, loadSettings, type Settings } from "./api.ts"

export type SettingsState =
  { readonly status: "loading" } | { readonly status: "ready"; readonly settings: Settings } | { readonly status: "failed"; readonly retry: () => void }

/** The site's single sign-on settings, with their loading and failed states. */
export function useSettings(): SettingsState {
  const [state, setState] = useState<{ status: "loading" } | { status: "ready"; settings: Settings } | { status: "failed" }>(() => {
    const settings = knownSettings()
    return settings ? { status: "ready", settings } : { status: "loading" }
  })
  const [attempt, setAttempt] = useState(0)
  const retry = useCallback(() => {
    setState({ status: "loading" })
    setAttempt((n) => n + 1)
  }, [])
  useEffect(() => {
    let live = true
    loadSettings().then(
      (settings) => live && setState({ status: "ready", settings }),
      () => live && setState({ status: "failed" }),
    )
    return () => {
      live = false
    }
  }, [attempt])
  return state.status === "failed" ? { status: "failed", retry } : state
}

import { signal } from "@preact/signals-react"
import { useSignals } from "@preact/signals-react/runtime"
import { useEffect } from "react"

import { persistentStorage } from "#web/state/store.ts"
import { applyTheme, nextTheme, readTheme, type ThemeChoice } from "#web/state/theme.ts"

import { useHydrated } from "../useHydrated.ts"

const LABELS: Record<ThemeChoice, { glyph: string; word: string }> = {
  system: { glyph: "◐", word: "System" },
  light: { glyph: "☀", word: "Light" },
  dark: { glyph: "☾", word: "Dark" },
}

// One choice for the header's two switches (the bar's on a desktop, the folded menu's on a phone).
const choice = signal<ThemeChoice>("system")

/** The theme switch: each press moves System → Light → Dark → System, kept in this browser. */
export function ThemeSwitch({ place }: { place: "bar" | "menu" }) {
  useSignals()
  // The kept choice lives in this browser only: a server-rendered page shows it once hydrated.
  const hydrated = useHydrated()
  useEffect(() => {
    if (hydrated) choice.value = readTheme(persistentStorage)
  }, [hydrated])
  const { glyph, word } = LABELS[choice.value]
  return (
    <button
      type="button"
      className={`theme-switch theme-switch--${place}`}
      title={`Theme: ${word}`}
      onClick={() => {
        const next = nextTheme(choice.value)
        applyTheme(next, persistentStorage, document.documentElement)
        choice.value = next
      }}
    >
      <span aria-hidden="true">{glyph}</span>
      <span className="visually-hidden">Theme: </span>
      <span className="theme-switch__word">{word}</span>
    </button>
  )
}

import { signal } from "@preact/signals-react"
import { useSignals } from "@preact/signals-react/runtime"
import { useEffect } from "react"

import * as Frame from "#schemas/frame-messages.ts"
import { useMessages } from "#web/i18n/language.ts"
import { persistentStorage } from "#web/state/store.ts"
import { applyTheme, nextTheme, readTheme, type ThemeChoice } from "#web/state/theme.ts"

import { useHydrated } from "../useHydrated.ts"

const LABELS = {
  system: { glyph: "◐", word: "themeSystem" },
  light: { glyph: "☀", word: "themeLight" },
  dark: { glyph: "☾", word: "themeDark" },
} as const satisfies Record<ThemeChoice, { glyph: string; word: keyof typeof Frame }>

// One choice for the header's two switches (the bar's on a desktop, the folded menu's on a phone).
const choice = signal<ThemeChoice>("system")

/** The theme switch: each press moves System → Light → Dark → System, kept in this browser. */
export function ThemeSwitch({ place }: { place: "bar" | "menu" }) {
  useSignals()
  const m = useMessages("frame", Frame)
  // The kept choice lives in this browser only: a server-rendered page shows it once hydrated.
  const hydrated = useHydrated()
  useEffect(() => {
    if (hydrated) choice.value = readTheme(persistentStorage)
  }, [hydrated])
  const { glyph } = LABELS[choice.value]
  const word = m[LABELS[choice.value].word]
  return (
    <button
      type="button"
      className={`theme-switch theme-switch--${place}`}
      title={m.themeTitle(word)}
      onClick={() => {
        const next = nextTheme(choice.value)
        applyTheme(next, persistentStorage, document.documentElement)
        choice.value = next
      }}
    >
      <span aria-hidden="true">{glyph}</span>
      <span className="visually-hidden">{m.themeLabel}</span>
      <span className="theme-switch__word">{word}</span>
    </button>
  )
}

import { type ReactNode, useSyncExternalStore } from "react"

import { activeLanguage, onLanguageChange } from "./active.ts"
import { LanguageContext } from "./language.ts"

/** The browser app's root: its pages read the active language, and render again when the switch changes it. */
export function LanguageRoot({ children }: { children: ReactNode }) {
  const state = useSyncExternalStore(onLanguageChange, activeLanguage, activeLanguage)
  return <LanguageContext.Provider value={state}>{children}</LanguageContext.Provider>
}

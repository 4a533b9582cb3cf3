// The colour theme: the system's preference unless the visitor chose Light or Dark, which this browser keeps
// (docs/product.md §3.9). web/public/theme.js applies a kept choice before the first paint; this module changes it.
import type { StorageLike } from "./types.ts"

export type ThemeChoice = "system" | "light" | "dark"

export const THEME_KEY = "theme"

export const THEME_CHOICES: readonly ThemeChoice[] = ["system", "light", "dark"]

/** The kept choice; anything else (nothing, a value from elsewhere, refused storage) is the system's. */
export function readTheme(storage: StorageLike): ThemeChoice {
  try {
    const kept = storage.getItem(THEME_KEY)
    return kept === "light" || kept === "dark" ? kept : "system"
  } catch {
    return "system"
  }
}

/** Keeps the choice and shows it: the page's data-theme names an explicit choice, and is absent for the system's. */
export function applyTheme(choice: ThemeChoice, storage: StorageLike, root: Pick<HTMLElement, "setAttribute" | "removeAttribute">): void {
  try {
    if (choice === "system") storage.removeItem(THEME_KEY)
    else storage.setItem(THEME_KEY, choice)
  } catch {
    // Refused storage: the choice holds for this visit.
  }
  if (choice === "system") root.removeAttribute("data-theme")
  else root.setAttribute("data-theme", choice)
}

/** The choice after `choice`, in the switch's order. */
export const nextTheme = (choice: ThemeChoice): ThemeChoice => THEME_CHOICES[(THEME_CHOICES.indexOf(choice) + 1) % THEME_CHOICES.length]!

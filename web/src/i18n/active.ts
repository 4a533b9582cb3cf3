// The browser's active language: chosen once at start (the server's choice on a rendered page, else the same
// rule the server follows: the address, the remembered choice, the browser's languages), changed by the switch,
// which remembers it in a cookie. Another language's catalogue is loaded (its own chunk) before it is shown.
// One language at a time per browser; the server's renderer never reads this (it is given the request's).
import type { Catalogue } from "#schemas/i18n/catalogue.ts"
import { type Language, languageCookie, pickLanguage } from "#schemas/i18n/language.ts"

import { ENGLISH, type LanguageState } from "./language.ts"

let active: LanguageState = ENGLISH
const listeners = new Set<() => void>()

/** Each language's catalogue beside English, its own chunk: a language added without one does not compile. */
const LOADERS: Record<Exclude<Language, "en">, () => Promise<Catalogue>> = {
  es: async () => (await import("#schemas/i18n/es.ts")).es,
}

/** A language's catalogue (English is the code's own modules); the server's renderer asks for it too. */
export const catalogueOf = async (language: Language): Promise<Catalogue | undefined> => (language === "en" ? undefined : LOADERS[language]())

/** The language this browser starts in: the rendered page's, else the address's, the remembered one, the browser's. */
export const startingLanguage = (rendered: Language | undefined): Language =>
  rendered ?? pickLanguage({ query: location.search, cookie: document.cookie, acceptLanguage: navigator.languages.join(",") })

/** Makes `language` the active one once its words are here (and the page's `lang` with it). */
export async function showLanguage(language: Language): Promise<void> {
  const catalogue = await catalogueOf(language)
  active = { language, catalogue }
  document.documentElement.lang = language
  for (const listener of listeners) listener()
}

/** The visitor's choice: remembered in this browser (the server reads it too), and shown at once. */
export async function chooseLanguage(language: Language): Promise<void> {
  document.cookie = languageCookie(language)
  await showLanguage(language)
}

export const activeLanguage = (): LanguageState => active

export const onLanguageChange = (listener: () => void): (() => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

// The language the app shows and its words. React components read both from LanguageContext (useLanguage,
// useMessages): the server's renderer provides the request's language, the browser's root the active one, so a
// server-rendered page and its hydration agree.
import { createContext, useContext } from "react"

import type { Area, Catalogue, English, Words } from "#schemas/i18n/catalogue.ts"
import { DEFAULT_LANGUAGE, type Language } from "#schemas/i18n/language.ts"

export interface LanguageState {
  readonly language: Language
  /** The catalogue of a language other than English (English is the modules themselves). */
  readonly catalogue: Catalogue | undefined
}

export const ENGLISH: LanguageState = { language: DEFAULT_LANGUAGE, catalogue: undefined }

export const LanguageContext = createContext<LanguageState>(ENGLISH)

/** An area's words in a language: English is the area's own module, handed in so that it comes with the code that shows it. */
export const wordsOf = <A extends Area>(state: LanguageState, area: A, english: English[A]): Words<English[A]> => state.catalogue?.[area] ?? english

export function useLanguage(): Language {
  return useContext(LanguageContext).language
}

/** The words of one area in the page's language: `const m = useMessages("site", Site)`, then `m.homeTitle`. */
export function useMessages<A extends Area>(area: A, english: English[A]): Words<English[A]> {
  return wordsOf(useContext(LanguageContext), area, english)
}

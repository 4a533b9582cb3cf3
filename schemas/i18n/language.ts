// The languages the product speaks and how one is chosen for a request or a browser: a language named in the
// address (`?lang=es`, what the pages' alternate links use), else the visitor's remembered choice (the `lang`
// cookie the switch sets), else the first of the browser's languages we speak (Accept-Language), else English.
// Shared by the server (its pages and messages) and the browser (its first render and the switch).

export const LANGUAGES = ["en", "es"] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = "en"

/** Each language's name in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español" }

/** The locale Intl formats dates and numbers with, and link previews name (og:locale). */
export const LOCALES: Record<Language, { readonly intl: string; readonly og: string }> = {
  en: { intl: "en-US", og: "en_US" },
  es: { intl: "es", og: "es_ES" },
}

/** The cookie that remembers a visitor's choice, and the address parameter that names a page's language. */
export const LANGUAGE_COOKIE = "lang"
export const LANGUAGE_PARAM = "lang"
/** A year: the choice is the visitor's until they change it. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export const isLanguage = (value: unknown): value is Language => typeof value === "string" && (LANGUAGES as readonly string[]).includes(value)

/** The language a tag such as "es-MX" or "EN" names, when we speak it. */
const languageOfTag = (tag: string): Language | undefined => {
  const primary = tag.trim().toLowerCase().split("-")[0]
  return isLanguage(primary) ? primary : undefined
}

/** The remembered choice in a Cookie header (or document.cookie), when it names a language we speak. */
export const languageOfCookie = (cookie: string | undefined): Language | undefined => {
  // Most requests' cookies (a session, or none) do not hold the choice: nothing to split.
  if (!cookie?.includes(LANGUAGE_COOKIE)) return undefined
  for (const part of cookie.split(";")) {
    const eq = part.indexOf("=")
    if (eq > 0 && part.slice(0, eq).trim() === LANGUAGE_COOKIE) {
      const value = part.slice(eq + 1).trim()
      if (isLanguage(value)) return value
    }
  }
  return undefined
}

/** Headers already ranked: a site's visitors send a handful of distinct Accept-Language values. */
const rankedHeaders = new Map<string, Language | undefined>()
const MAX_RANKED = 256

/** The best language we speak in an Accept-Language header (by its q-values, then its order), if any. */
export const languageOfAcceptLanguage = (header: string | undefined): Language | undefined => {
  if (!header) return undefined
  if (rankedHeaders.has(header)) return rankedHeaders.get(header)
  const best = rankAcceptLanguage(header)
  if (rankedHeaders.size >= MAX_RANKED) rankedHeaders.clear()
  rankedHeaders.set(header, best)
  return best
}

const rankAcceptLanguage = (header: string): Language | undefined => {
  const ranked = header
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...params] = entry.split(";")
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="))
      const weight = q === undefined ? 1 : Number(q.slice(2))
      return { language: languageOfTag(tag), weight: Number.isFinite(weight) ? weight : 0, index }
    })
    .filter((entry) => entry.language !== undefined && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  return ranked[0]?.language
}

/** The language an address names with `?lang=`, if one we speak. */
export const languageOfQuery = (query: string | undefined): Language | undefined => {
  if (!query?.includes(LANGUAGE_PARAM)) return undefined
  const value = new URLSearchParams(query.startsWith("?") ? query.slice(1) : query).get(LANGUAGE_PARAM)
  return isLanguage(value) ? value : undefined
}

export interface LanguageHints {
  /** The address's query string (with or without its "?"). */
  readonly query?: string | undefined
  /** The Cookie header, or document.cookie. */
  readonly cookie?: string | undefined
  /** The Accept-Language header, or the browser's languages joined with commas. */
  readonly acceptLanguage?: string | undefined
}

/** The address's language, else the remembered choice, else the browser's, else English. */
export const pickLanguage = (hints: LanguageHints): Language =>
  languageOfQuery(hints.query) ?? languageOfCookie(hints.cookie) ?? languageOfAcceptLanguage(hints.acceptLanguage) ?? DEFAULT_LANGUAGE

/** The cookie the switch sets (readable by the page's script, which reads it to start in the same language). */
export const languageCookie = (language: Language): string => `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`

/** A page's address in one language (its alternate link): the path with `?lang=` set, other parameters kept. */
export const addressIn = (path: string, language: Language): string => {
  const [pathname = "/", query = ""] = path.split("#")[0]!.split("?")
  const params = new URLSearchParams(query)
  params.set(LANGUAGE_PARAM, language)
  return `${pathname}?${params.toString()}`
}

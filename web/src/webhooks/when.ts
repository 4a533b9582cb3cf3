import { DEFAULT_LANGUAGE, type Language, LOCALES } from "#schemas/i18n/language.ts"

/** A moment to the second (a retry may be seconds away): in English the browser's own format, in another language that language's. */
export const when = (iso: string, language: Language): string =>
  new Date(iso).toLocaleString(language === DEFAULT_LANGUAGE ? [] : LOCALES[language].intl, { dateStyle: "medium", timeStyle: "medium" })

import { DEFAULT_LANGUAGE, type Language, LOCALES } from "#schemas/i18n/language.ts"

/**
 * A moment as the dashboard names it ("Mar 5, 2026, 2:30 PM"), in the owner's own time zone: in English the
 * browser's own format, as it always was; in another language, that language's.
 */
export const formatDateTime = (iso: string, language: Language): string =>
  new Date(iso).toLocaleString(language === DEFAULT_LANGUAGE ? [] : LOCALES[language].intl, { dateStyle: "medium", timeStyle: "short" })

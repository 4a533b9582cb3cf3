// Date formats of the public pages, in the reader's own time zone and the page's language (Intl, with the
// language's locale). A server-rendered page, and the browser's first (hydrating) render of it, use UTC
// instead: the server cannot know the reader's zone, and both renders must agree (see app/useHydrated.ts).
import { DEFAULT_LANGUAGE, type Language, LOCALES } from "#schemas/i18n/language.ts"

const formats = new Map<string, Intl.DateTimeFormat>()
/** One formatter per locale, style and zone: making one costs far more than using it. */
const formatter = (language: Language, style: "long" | "numeric", utc: boolean) => {
  const key = `${language} ${style} ${utc}`
  let format = formats.get(key)
  if (!format) {
    const timeZone = utc ? "UTC" : undefined
    format =
      style === "long"
        ? new Intl.DateTimeFormat(LOCALES[language].intl, { dateStyle: "long", timeZone })
        : new Intl.DateTimeFormat(LOCALES[language].intl, { day: "2-digit", month: "2-digit", year: "numeric", timeZone })
    formats.set(key, format)
  }
  return format
}

function parse(iso: string): Date | null {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

/** The calendar fields of a date, in the reader's zone or in UTC. */
function fields(date: Date, utc: boolean) {
  return utc
    ? { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() }
    : { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() }
}

/** "March 5, 2026" ("5 de marzo de 2026"): the home page's post date (docs/product.md §2). An unreadable date gives "". */
export function formatLongDate(iso: string, utc = false, language: Language = DEFAULT_LANGUAGE): string {
  const date = parse(iso)
  return date ? formatter(language, "long", utc).format(date) : ""
}

/**
 * "2026/03/05": the journal's date column in English (docs/product.md §2); another language's numeric date
 * ("05/03/2026"). An unreadable date gives "".
 */
export function formatJournalDate(iso: string, utc = false, language: Language = DEFAULT_LANGUAGE): string {
  const date = parse(iso)
  if (!date) return ""
  if (language !== DEFAULT_LANGUAGE) return formatter(language, "numeric", utc).format(date)
  const pad = (n: number) => String(n).padStart(2, "0")
  const { year, month, day } = fields(date, utc)
  return `${year}/${pad(month + 1)}/${pad(day)}`
}

/** The machine-readable date of a <time> element: the calendar day in the reader's zone. */
export function isoDay(iso: string, utc = false): string {
  return formatJournalDate(iso, utc).replace(/\//g, "-")
}

/**
 * A stored date as a date-and-time picker's value ("2026-03-05T14:30", the owner's own time zone), or "" for an
 * unreadable one.
 */
export function toPickerValue(iso: string): string {
  const date = parse(iso)
  if (!date) return ""
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** A picker's value back as a stored (ISO) date; "" when the picker is empty or unreadable. */
export function fromPickerValue(value: string): string {
  const date = value.trim() === "" ? null : parse(value)
  return date ? date.toISOString() : ""
}

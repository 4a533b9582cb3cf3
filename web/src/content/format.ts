// Date formats of the public pages, in the reader's own time zone.

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const

function parse(iso: string): Date | null {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

/** "March 5, 2026": the home page's post date (docs/product.md §2). An unreadable date gives "". */
export function formatLongDate(iso: string): string {
  const date = parse(iso)
  if (!date) return ""
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`
}

/** "2026/03/05": the journal's date column (docs/product.md §2). An unreadable date gives "". */
export function formatJournalDate(iso: string): string {
  const date = parse(iso)
  if (!date) return ""
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`
}

/** The machine-readable date of a <time> element: the calendar day in the reader's zone. */
export function isoDay(iso: string): string {
  return formatJournalDate(iso).replace(/\//g, "-")
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

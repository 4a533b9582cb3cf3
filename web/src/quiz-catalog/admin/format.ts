/** "Mar 4, 2025, 3:07 PM" in the admin's own time zone; the raw text when it is not a date. */
export function shortDateTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return date.toLocaleString("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" })
}

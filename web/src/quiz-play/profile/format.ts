// Dates and scores as the profile shows them.

/** "Mar 4, 2025"; the raw text when it is not a date. */
export function shortDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return date.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" })
}

/** "7 / 10 (70%)". */
export const scoreText = (correct: number, total: number, percent: number): string => `${correct} / ${total} (${percent}%)`

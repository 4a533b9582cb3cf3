// CSV as spreadsheets read it (RFC 4180: comma-separated, CRLF line ends, fields quoted when
// they hold a comma, quote or line break). A field a player typed (a username, a topic) that
// starts with = + - @ or a tab would be run as a formula by a spreadsheet, so it is prefixed
// with an apostrophe, as OWASP advises for CSV injection.
export type CsvCell = string | number | boolean | null

const FORMULA_START = /^[=+\-@\t\r]/

export const csvField = (cell: CsvCell): string => {
  if (cell === null) return ""
  if (typeof cell !== "string") return String(cell)
  const safe = FORMULA_START.test(cell) ? `'${cell}` : cell
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export interface CsvSection {
  readonly header: readonly string[]
  readonly rows: readonly (readonly CsvCell[])[]
}

const lines = ({ header, rows }: CsvSection): string[] => [header, ...rows].map((row) => row.map(csvField).join(","))

/**
 * Tables one under the other, each with its header row, an empty line between them (a report
 * of two tables in one file), with a byte-order mark so spreadsheet apps read it as UTF-8.
 */
export const toCsvSections = (sections: readonly CsvSection[]): string => `\uFEFF${sections.map((s) => lines(s).join("\r\n")).join("\r\n\r\n")}\r\n`

/** A header row and the rows, with a byte-order mark so spreadsheet apps read it as UTF-8. */
export const toCsv = (header: readonly string[], rows: readonly (readonly CsvCell[])[]): string => toCsvSections([{ header, rows }])

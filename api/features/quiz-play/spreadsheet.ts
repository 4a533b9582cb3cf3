// Tables as a spreadsheet (.xlsx), one sheet each, for hosts who open a report in a spreadsheet
// app rather than read CSV: the header row bold and kept in view, numbers as numbers, columns
// wide enough for what they hold. A cell is written as a string or a number, never a formula,
// so a player's answer that starts with "=" is only text here (the CSV needs an apostrophe).
import writeXlsxFile, { type Row, type Sheet } from "write-excel-file/node"

import type { CsvSection } from "#engine/export/csv.ts"

export const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

/** Column widths in characters: the longest cell's, between a header's readable minimum and a cap. */
const widths = ({ header, rows }: CsvSection) =>
  header.map((title, i) => ({ width: Math.min(60, Math.max(8, title.length, ...rows.map((row) => String(row[i] ?? "").length)) + 2) }))

const sheetOf = (name: string, table: CsvSection): Sheet<never> => ({
  sheet: name,
  data: [table.header.map((title) => ({ value: title, fontWeight: "bold" as const })), ...table.rows.map((row): Row => [...row])],
  columns: widths(table),
  stickyRowsCount: 1,
})

/** A workbook of named tables, one sheet each, as the bytes of an .xlsx file. */
export const toSpreadsheet = async (tables: readonly (readonly [name: string, table: CsvSection])[]): Promise<Uint8Array> =>
  new Uint8Array(await writeXlsxFile(tables.map(([name, table]) => sheetOf(name, table))).toBuffer())

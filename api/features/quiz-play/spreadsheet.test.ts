import readXlsxFile from "read-excel-file/node"
import { describe, expect, it } from "vitest"

import { toSpreadsheet } from "./spreadsheet.ts"

describe("a report as a spreadsheet", () => {
  it("gives each table its sheet, keeps numbers, yes/no and empty cells, and never makes a formula of a player's text", async () => {
    const bytes = await toSpreadsheet([
      [
        "Questions",
        {
          header: ["question", "right", "percent_right", "mean"],
          rows: [
            ["Which hen?", 1, 50, null],
            ["How many eggs?", 0, 0, 5.5],
          ],
        },
      ],
      ["Players", { header: ["player", "answer_1", "late"], rows: [["Bob", "=HYPERLINK(1)", true]] }],
    ])
    const sheets = await readXlsxFile(Buffer.from(bytes))
    expect(sheets.map((s) => s.sheet)).toEqual(["Questions", "Players"])
    expect(sheets[0]!.data).toEqual([
      ["question", "right", "percent_right", "mean"],
      ["Which hen?", 1, 50, null],
      ["How many eggs?", 0, 0, 5.5],
    ])
    // Read back as the very text typed: a formula cell would be stored without its "=" and read as its result.
    expect(sheets[1]!.data).toEqual([
      ["player", "answer_1", "late"],
      ["Bob", "=HYPERLINK(1)", true],
    ])
  })
})

import { describe, expect, it } from "vitest"

import { csvField, toCsv } from "./csv.ts"

describe("CSV", () => {
  it("quotes only what needs quoting, doubling quotes", () => {
    expect(csvField("bees")).toBe("bees")
    expect(csvField("bees, wasps")).toBe('"bees, wasps"')
    expect(csvField('the "queen"')).toBe('"the ""queen"""')
    expect(csvField("two\nlines")).toBe('"two\nlines"')
    expect(csvField(3)).toBe("3")
    expect(csvField(null)).toBe("")
    expect(csvField(true)).toBe("true")
  })

  it("keeps a typed formula from running in a spreadsheet", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"')
    expect(csvField("+1")).toBe("'+1")
    expect(csvField("-2")).toBe("'-2")
    expect(csvField("@sum")).toBe("'@sum")
    // Numbers are numbers, negative or not.
    expect(csvField(-2)).toBe("-2")
  })

  it("writes a header, CRLF rows and a byte-order mark", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["x", 1],
          ["y, z", null],
        ],
      ),
    ).toBe('\uFEFFa,b\r\nx,1\r\n"y, z",\r\n')
  })
})

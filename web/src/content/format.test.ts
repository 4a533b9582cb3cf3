import { describe, expect, it } from "vitest"

import { formatJournalDate, formatLongDate, fromPickerValue, isoDay, toPickerValue } from "./format.ts"

// Noon UTC is the same calendar day in every time zone from UTC-11 to UTC+11.
const march5 = "2026-03-05T12:00:00.000Z"

describe("content dates", () => {
  it("formats the home page date as 'Month day, year'", () => {
    expect(formatLongDate(march5)).toBe("March 5, 2026")
    expect(formatLongDate("2025-12-25T12:00:00Z")).toBe("December 25, 2025")
  })

  it("formats the journal date as year/month/day with two-digit month and day", () => {
    expect(formatJournalDate(march5)).toBe("2026/03/05")
    expect(formatJournalDate("2025-11-20T12:00:00Z")).toBe("2025/11/20")
  })

  it("formats dates for the page's language", () => {
    expect(formatLongDate(march5, true, "es")).toBe("5 de marzo de 2026")
    expect(formatJournalDate(march5, true, "es")).toBe("05/03/2026")
    expect(formatLongDate(march5, true, "en")).toBe("March 5, 2026")
    expect(isoDay(march5, true)).toBe("2026-03-05")
  })

  it("gives a <time> value for the same day", () => {
    expect(isoDay(march5)).toBe("2026-03-05")
  })

  it("shows nothing for an unreadable date", () => {
    expect(formatLongDate("not a date")).toBe("")
    expect(formatJournalDate("")).toBe("")
  })

  it("round-trips a stored date through the date-and-time picker to the minute, in the owner's zone", () => {
    const picked = toPickerValue(march5)
    expect(picked).toMatch(/^2026-03-05T\d{2}:00$/)
    expect(fromPickerValue(picked)).toBe(march5)
    expect(fromPickerValue("")).toBe("")
    expect(toPickerValue("not a date")).toBe("")
  })
})

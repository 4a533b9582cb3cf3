import { describe, expect, it } from "vitest"

import * as Messages from "../messages.ts"
import { translated } from "./catalogues.ts"
import { es } from "./es.ts"

describe("the server's messages in the request's language", () => {
  it("puts a fixed message of the catalogue into the language asked for", () => {
    expect(translated(Messages.searchQueryRequired, "es")).toBe(es.public.searchQueryRequired)
    expect(translated(Messages.storeUnavailable, "es")).toBe(es.public.storeUnavailable)
    expect(translated(Messages.tagline, "es")).toBe(es.frame.tagline)
  })

  it("leaves English, and messages it cannot name, as they are", () => {
    expect(translated(Messages.searchQueryRequired, "en")).toBe(Messages.searchQueryRequired)
    expect(translated(Messages.searchQueryTooLong(100), "es")).toBe(Messages.searchQueryTooLong(100))
    expect(translated("Something the catalogue does not hold", "es")).toBe("Something the catalogue does not hold")
  })
})

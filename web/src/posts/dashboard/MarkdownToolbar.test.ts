import { describe, expect, it } from "vitest"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { es } from "#schemas/i18n/es.ts"

import { BOLD, ITALICS, LINK } from "./MarkdownToolbar.tsx"

describe("the Markdown toolbar's marks", () => {
  it("put in words to type over in the editor's language, English as it always was", () => {
    expect(BOLD(Dashboard)("grow ", 5, 5).text).toBe("grow **bold text**")
    expect(ITALICS(Dashboard)("grow ", 5, 5).text).toBe("grow _italic text_")
    expect(LINK(Dashboard)("see https://example.org", 4, 23).text).toBe("see [link text](https://example.org)")
    expect(BOLD(es.dashboard)("grow ", 5, 5).text).toBe(`grow **${es.dashboard.placeholderBold}**`)
    expect(ITALICS(es.dashboard)("", 0, 0).text).toBe(`_${es.dashboard.placeholderItalics}_`)
    const link = LINK(es.dashboard)("", 0, 0)
    expect(link.text).toBe(`[${es.dashboard.placeholderLink}](https://)`)
    expect(link.text.slice(link.start, link.end)).toBe("https://")
  })
})

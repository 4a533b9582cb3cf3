import { describe, expect, it } from "vitest"

import { memoryStorage } from "./memoryStorage.ts"
import { applyTheme, nextTheme, readTheme } from "./theme.ts"

/** The page's root element as far as the theme touches it. */
function root() {
  const attributes = new Map<string, string>()
  return {
    attributes,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    removeAttribute: (name: string) => void attributes.delete(name),
  }
}

describe("the theme choice", () => {
  it("is the system's until one is kept, and the system's for a value it does not know", () => {
    const local = memoryStorage()
    expect(readTheme(local)).toBe("system")
    local.setItem("theme", "dark")
    expect(readTheme(local)).toBe("dark")
    local.setItem("theme", "sepia")
    expect(readTheme(local)).toBe("system")
  })

  it("keeps Light or Dark and names it on the page; System forgets the choice", () => {
    const local = memoryStorage()
    const page = root()
    applyTheme("light", local, page)
    expect(local.getItem("theme")).toBe("light")
    expect(page.attributes.get("data-theme")).toBe("light")
    applyTheme("system", local, page)
    expect(local.getItem("theme")).toBeNull()
    expect(page.attributes.has("data-theme")).toBe(false)
  })

  it("still shows a choice the browser refuses to keep", () => {
    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error("QuotaExceededError")
      },
    }
    const page = root()
    applyTheme("dark", refusing, page)
    expect(page.attributes.get("data-theme")).toBe("dark")
  })

  it("moves System → Light → Dark → System", () => {
    expect([nextTheme("system"), nextTheme("light"), nextTheme("dark")]).toEqual(["light", "dark", "system"])
  })
})

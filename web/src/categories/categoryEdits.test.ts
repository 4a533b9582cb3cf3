import { describe, expect, it } from "vitest"

import { renamedList } from "./categoryEdits.ts"

describe("renaming a category", () => {
  it("replaces the name in place, trimmed", () => {
    expect(renamedList(["Breads", "Soups"], "Breads", "  Loaves ")).toEqual({ ok: true, name: "Loaves", list: ["Loaves", "Soups"] })
  })

  it("refuses an empty name and another category's name in any case, but allows recasing itself", () => {
    expect(renamedList(["Breads", "Soups"], "Breads", "   ")).toEqual({ ok: false, reason: "empty" })
    expect(renamedList(["Breads", "Soups"], "Breads", "soups")).toEqual({ ok: false, reason: "exists" })
    expect(renamedList(["Breads", "Soups"], "Breads", "BREADS")).toEqual({ ok: true, name: "BREADS", list: ["BREADS", "Soups"] })
  })
})

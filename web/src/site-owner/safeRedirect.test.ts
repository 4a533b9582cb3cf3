import { describe, expect, it } from "vitest"

import { safeRedirect } from "./safeRedirect.ts"

describe("safeRedirect", () => {
  it("defaults to /dashboard", () => {
    expect(safeRedirect(null)).toBe("/dashboard")
    expect(safeRedirect("")).toBe("/dashboard")
  })
  it("keeps paths on this site", () => {
    expect(safeRedirect("/dashboard/posts")).toBe("/dashboard/posts")
    expect(safeRedirect("/recipes?x=1#top")).toBe("/recipes?x=1#top")
  })
  it("refuses other origins", () => {
    expect(safeRedirect("https://evil.example")).toBe("/dashboard")
    expect(safeRedirect("//evil.example")).toBe("/dashboard")
    expect(safeRedirect("/\\evil.example")).toBe("/dashboard")
  })
})

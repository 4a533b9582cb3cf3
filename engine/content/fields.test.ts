import { describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { checkImages, isImageReference, parseDate, requireCategory } from "./fields.ts"

describe("content field rules", () => {
  it("accepts our uploads and http(s) images only", () => {
    expect(isImageReference("/media/abc_DEF-1/public.webp")).toBe(true)
    expect(isImageReference("https://images.example.com/hen.jpg")).toBe(true)
    for (const bad of [
      "javascript:alert(1)",
      "data:image/png;base64,AA",
      "/media/../x.webp",
      "//evil.example/x.png",
      'https://e.com/"onload="x',
      "/etc/passwd",
    ]) {
      expect(isImageReference(bad), bad).toBe(false)
    }
    expect(checkImages([" /media/a/thumb.webp ", ""])).toEqual(["/media/a/thumb.webp"])
    expect(() => checkImages(["ftp://x/y.png"])).toThrow(Messages.imageUrlInvalid)
  })

  it("normalises a category and refuses the form's 'new' placeholder", () => {
    expect(requireCategory("  Fruit   Trees ")).toBe("Fruit Trees")
    expect(() => requireCategory("new")).toThrow(Messages.saveNewCategoryFirst)
  })

  it("reads dates the owner types", () => {
    expect(parseDate("2026-03-05", "Created at")).toBe("2026-03-05T00:00:00.000Z")
    expect(parseDate("2026-03-05T10:11:12Z", "Created at")).toBe("2026-03-05T10:11:12.000Z")
    expect(() => parseDate("", "Created at")).toThrow(Messages.dateInvalid("Created at"))
  })
})

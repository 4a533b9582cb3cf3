import { afterEach, describe, expect, it, vi } from "vitest"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { es } from "#schemas/i18n/es.ts"
import { ENGLISH, type LanguageState } from "#web/i18n/language.ts"

import { uploadImage, uploadImageWithProgress, uploadScreenshot } from "./upload.ts"

/** The language the page shows. */
let shown: LanguageState = ENGLISH
vi.mock(import("#web/i18n/active.ts"), async (original) => ({ ...(await original()), activeLanguage: () => shown }))

describe("image uploads", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    shown = ENGLISH
  })

  it("posts the file as the form field image", async () => {
    const answer = { result: { id: "abc", variants: ["/media/abc/carousel.webp"] } }
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(answer), { status: 200 }))
    vi.stubGlobal("fetch", fetchMock)
    await expect(uploadImage(new Blob(["png"], { type: "image/png" }))).resolves.toEqual(answer)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe("/api/photos/upload")
    expect(init.method).toBe("POST")
    expect((init.body as FormData).get("image")).toBeInstanceOf(Blob)
  })

  it("refuses a file over the limit without sending it", async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal("fetch", fetchMock)
    const big = new Blob([new Uint8Array(5 * (1 << 20) + 1)])
    await expect(uploadScreenshot(big)).rejects.toEqual({ status: 413, data: { message: Dashboard.imageTooLarge(5) } })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("says the limit in the page's language", async () => {
    shown = { language: "es", catalogue: es }
    const big = new Blob([new Uint8Array(15 * (1 << 20) + 1)])
    await expect(uploadImageWithProgress(big, () => undefined)).rejects.toEqual({ status: 413, data: { message: es.dashboard.imageTooLarge(15) } })
    expect(es.dashboard.imageTooLarge(15)).not.toBe(Dashboard.imageTooLarge(15))
  })
})

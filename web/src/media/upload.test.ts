import { afterEach, describe, expect, it, vi } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { uploadImage, uploadScreenshot } from "./upload.ts"

describe("image uploads", () => {
  afterEach(() => vi.unstubAllGlobals())

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
    await expect(uploadScreenshot(big)).rejects.toEqual({ status: 413, data: { message: Messages.imageTooLarge(5) } })
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

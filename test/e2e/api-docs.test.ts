// The API reference at /api/docs in a real browser: the viewer loads from our own server
// (no CDN), reads /api/openapi.json and lists the endpoints, under the page's own policy,
// without a single violation (the harness fails the test on one).
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { chromiumAvailable, type E2E, startE2E } from "./harness.ts"

describe.skipIf(!chromiumAvailable)("the API reference", { timeout: 120_000 }, () => {
  let e2e: E2E
  beforeAll(async () => {
    e2e = await startE2E()
  }, 60_000)
  afterAll(async () => {
    await e2e?.close()
  })

  it("shows the endpoints from the OpenAPI document, loading nothing from elsewhere", async () => {
    const { page, context } = await e2e.newPage()
    const foreign: string[] = []
    page.on("request", (request) => {
      if (!request.url().startsWith(e2e.baseUrl) && !request.url().startsWith("data:")) foreign.push(request.url())
    })
    await page.goto("/api/docs")
    // Scalar shows each operation with its path; the sign-in and the recipe list are two of them.
    await page.getByText("/api/quiz/login").first().waitFor({ timeout: 30_000 })
    await page.getByText("/api/recipe").first().waitFor()
    expect(foreign).toEqual([])
    await context.close()
  })
})

// The owner's profile screen (docs/product.md §2, §8): a password typed twice differently is refused with
// 'Passwords do not match' and nothing changes; a change shows 'Profile updated', the header follows the new
// username, and the new name and password sign in while the old password does not.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { chromiumAvailable, type E2E, OWNER, seeText, startE2E } from "./harness.ts"

describe.skipIf(!chromiumAvailable)("the owner's profile", { timeout: 120_000 }, () => {
  let e2e: E2E
  beforeAll(async () => {
    e2e = await startE2E()
  }, 120_000)
  afterAll(async () => {
    await e2e?.close()
  })

  const signInAnswer = async (username: string, password: string) =>
    (
      await fetch(`${e2e.baseUrl}/api/dashboard/10644`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username, password }),
      })
    ).status

  it("changes the username and password", async () => {
    const { page, context } = await e2e.newPage()
    await page.goto("/dashboard/10644")
    await page.getByLabel("Username").fill(OWNER.username)
    await page.getByLabel("Password").fill(OWNER.password)
    await page.getByRole("button", { name: "Sign In" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard")

    await page.goto("/dashboard/profile")
    expect(await page.getByLabel("Username").inputValue()).toBe(OWNER.username)
    await page.getByLabel("Username").fill("steward")
    await page.getByLabel("New password").fill("a-new-password-2")
    await page.getByLabel("Confirm password").fill("a-new-password-3")
    await page.getByRole("button", { name: "Update profile" }).click()
    await page.getByRole("alert").filter({ hasText: Messages.passwordsDoNotMatch }).waitFor()
    expect(await signInAnswer(OWNER.username, OWNER.password)).toBe(200)

    await page.getByLabel("Confirm password").fill("a-new-password-2")
    await page.getByRole("button", { name: "Update profile" }).click()
    await seeText(page, Messages.profileUpdated)
    await page.getByRole("button", { name: "steward" }).waitFor()
    expect(await signInAnswer("steward", "a-new-password-2")).toBe(200)
    expect(await signInAnswer("steward", OWNER.password)).toBe(401)
    expect(await signInAnswer(OWNER.username, OWNER.password)).toBe(401)
    await context.close()
  })
})

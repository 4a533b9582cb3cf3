// The owner's profile screen (docs/product.md §2, §8): a password typed twice differently is refused with
// 'Passwords do not match' and nothing changes; a change shows 'Profile updated', the header follows the new
// username, and the new name and password sign in while the old password does not. Two-factor is turned on
// there (a QR code and the key, a code from it, recovery codes shown once), then asked for at sign-in, with
// the server's words for a wrong code and a used recovery code, and turned off with a current code.
import { Secret, TOTP } from "otpauth"
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { seriousViolations } from "./axe.ts"
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

  it("turns on two-factor, asks for the code at sign-in, and turns it off with one", async () => {
    const steward = { username: "steward", password: "a-new-password-2" }
    const passwordStep = async (page: Page) => {
      await page.goto("/dashboard/10644")
      await page.getByLabel("Username").fill(steward.username)
      await page.getByLabel("Password").fill(steward.password)
      await page.getByRole("button", { name: "Sign In" }).click()
    }
    const { page, context } = await e2e.newPage()
    await passwordStep(page)
    await page.waitForURL((url) => url.pathname === "/dashboard")
    await page.goto("/dashboard/profile")
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click()
    await page.getByRole("img", { name: "QR code of the key for your authenticator app" }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    const secret = (await page.locator(".two-factor__key").innerText()).replace(/\s/g, "")
    const codeAt = (steps: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 })
    const enabling = codeAt(-1)
    await page.getByLabel("Code from the app").fill(enabling)
    await page.getByRole("button", { name: "Turn on", exact: true }).click()
    // Listing does not wait for the list, so wait for it first.
    const list = page.getByRole("list", { name: "Recovery codes" })
    await list.waitFor()
    const codes = await list.getByRole("listitem").allInnerTexts()
    expect(codes).toHaveLength(10)
    await page.getByRole("button", { name: "I have saved them" }).click()
    await seeText(page, "On. 10 recovery codes are left.")

    // Signing in again: the password, then the code.
    const other = await e2e.newPage()
    await passwordStep(other.page)
    await seeText(other.page, Messages.secondStepNeeded)
    expect(await signInAnswer(steward.username, steward.password)).toBe(200)
    // The code that turned it on does not sign in: "just used" while its time lasts, wrong after
    // (a slow run may pass that time).
    await other.page.getByLabel("Code").fill(enabling)
    await other.page.getByRole("button", { name: "Sign In" }).click()
    await other.page
      .getByRole("alert")
      .filter({ hasText: new RegExp([Messages.twoFactorCodeReused, Messages.wrongTwoFactorCode].map((m) => m.replace(/[.?]/g, "\\$&")).join("|")) })
      .waitFor()
    expect(await seriousViolations(other.page)).toEqual([])
    await other.page.getByLabel("Code").fill(codeAt(0))
    await other.page.getByRole("button", { name: "Sign In" }).click()
    await other.page.waitForURL((url) => url.pathname === "/dashboard")
    await other.context.close()

    // A recovery code signs in once.
    for (const expected of ["signed in", Messages.recoveryCodeUsed]) {
      const next = await e2e.newPage()
      await passwordStep(next.page)
      await next.page.getByLabel("Code").fill(codes[0]!)
      await next.page.getByRole("button", { name: "Sign In" }).click()
      if (expected === "signed in") await next.page.waitForURL((url) => url.pathname === "/dashboard")
      else await next.page.getByRole("alert").filter({ hasText: expected }).waitFor()
      await next.context.close()
    }

    await page.reload()
    await seeText(page, "On. 9 recovery codes are left.")
    // New recovery codes need a right code from the app too.
    const taken = new Set([-1, 0, 1].map(codeAt))
    const wrong = ["000000", "111111", "222222", "333333"].find((code) => !taken.has(code))!
    await page.getByLabel("Code from the app").fill(wrong)
    await page.getByRole("button", { name: "Get new recovery codes" }).click()
    await page.getByRole("alert").filter({ hasText: Messages.wrongTwoFactorCode }).waitFor()
    await page.getByLabel("Code from the app").fill(codeAt(1))
    await page.getByRole("button", { name: "Turn off" }).click()
    await seeText(page, Messages.twoFactorOff)
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).waitFor()
    await context.close()
  })
})

// What people read when something they did is refused, and the ways forward beside the seed's notices.
import type { Locator, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { chromiumAvailable, type E2E, focusedLabel, OWNER, QUIZ_ADMIN, seeText, startE2E } from "./harness.ts"

/** The ids an input's aria-describedby names, resolved to their text. */
const description = (page: Page | Locator, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((input) =>
    (input.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" | "),
  )

describe.skipIf(!chromiumAvailable)("plain words and ways forward", { timeout: 120_000 }, () => {
  let e2e: E2E

  beforeAll(async () => {
    e2e = await startE2E()
  }, 120_000)

  afterAll(async () => {
    await e2e?.close()
  })

  it("says a registration's problem in a sentence beside the password, without the request's field path", async () => {
    const { page, context } = await e2e.newPage()
    await page.goto("/quizgame")
    await page.getByRole("button", { name: "Register" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByLabel("Username").fill(`shorty${Date.now().toString(36)}`)
    await dialog.getByLabel("Password", { exact: true }).fill("short")
    await dialog.getByLabel("Confirm password").fill("short")
    await dialog.getByRole("button", { name: "Register" }).click()
    await dialog.getByRole("alert").filter({ hasText: Messages.passwordTooShort }).waitFor()
    expect(await dialog.innerText()).not.toContain("Invalid request")
    expect(await dialog.innerText()).not.toContain('"password"')
    expect(await description(dialog, "Password")).toContain(Messages.passwordTooShort)
    expect(await dialog.getByLabel("Password", { exact: true }).getAttribute("aria-invalid")).toBe("true")
    // The rule is said before anyone breaks it, and a refusal takes the focus to the field.
    expect(await description(dialog, "Password")).toContain("At least 8 characters.")
    expect(await focusedLabel(page)).toBe("Password")

    // A mismatch is said beside the confirmation.
    await dialog.getByLabel("Password", { exact: true }).fill("long-enough")
    await dialog.getByLabel("Confirm password").fill("something-else")
    await dialog.getByRole("button", { name: "Register" }).click()
    await dialog.getByRole("alert").filter({ hasText: Messages.passwordsDoNotMatch }).waitFor()
    expect(await description(dialog, "Confirm password")).toContain(Messages.passwordsDoNotMatch)
    expect(await focusedLabel(page)).toBe("Confirm password")
    await context.close()
  })

  it("shows a contact form's bad email beside the field, and then only the success toast", async () => {
    const { page, context } = await e2e.newPage()
    await page.goto("/contact")
    await page.getByLabel("Your feedback").fill("The fig jam recipe is lovely.")
    await page.getByLabel("Email (optional)").fill("not-an-address")
    await page.getByRole("button", { name: "Send feedback" }).click()
    await page.getByRole("alert").filter({ hasText: Messages.emailInvalid }).waitFor()
    expect(await description(page, "Email (optional)")).toContain(Messages.emailInvalid)
    expect(await page.getByText(Messages.submissionFailed).count()).toBe(0)
    expect(await page.locator(".Toastify__toast").count()).toBe(0)

    await page.getByLabel("Email (optional)").fill("dana@example.org")
    await page.getByRole("button", { name: "Send feedback" }).click()
    await seeText(page, Messages.feedbackSubmitted)
    expect(await page.locator(".Toastify__toast").count()).toBe(1)
    expect(await page.getByText(Messages.emailInvalid).count()).toBe(0)
    await context.close()
  })

  it("keeps the dashboard's notice word for word, with a sign-in link beside it that comes back", async () => {
    const { page, context } = await e2e.newPage()
    await page.goto("/dashboard/posts")
    const notice = page.getByRole("note")
    await notice.getByText(Messages.notLoggedIn, { exact: true }).waitFor()
    const link = notice.getByRole("link", { name: "Sign in" })
    await link.focus()
    await page.keyboard.press("Enter")
    await page.waitForURL((url) => url.pathname === "/dashboard/10644")
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/dashboard/posts")
    await page.getByLabel("Username").fill(OWNER.username)
    await page.getByLabel("Password").fill(OWNER.password)
    await page.getByRole("button", { name: "Sign In" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard/posts")
    await seeText(page, "No posts yet")
    await context.close()
  })

  it("shows a signed-in quiz admin no 'Register', and links the coach from the site navigation", async () => {
    const { page, context } = await e2e.newPage()
    await page.goto("/quizgame")
    const nav = page.getByRole("navigation", { name: "Main" })
    await nav.getByRole("link", { name: "Home" }).waitFor()
    expect(await nav.getByRole("link", { name: "Coach" }).count()).toBe(0)

    await page.getByRole("button", { name: "Login" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByLabel("Username").fill(QUIZ_ADMIN.username)
    await dialog.getByLabel("Password").fill(QUIZ_ADMIN.password)
    await dialog.getByRole("button", { name: "Log in" }).click()
    await seeText(page, "Welcome,")
    expect(await page.getByRole("button", { name: "Register", exact: true }).count()).toBe(0)
    expect(await page.getByText("Register", { exact: true }).count()).toBe(0)
    await page.getByRole("button", { name: "Register a player" }).waitFor()

    await nav.getByRole("link", { name: "Coach" }).click()
    await page.waitForURL((url) => url.pathname === "/coach")
    await page.getByRole("heading", { name: "Homestead Coach" }).waitFor()
    await context.close()
  })
})

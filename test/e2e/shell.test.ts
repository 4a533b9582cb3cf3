import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { chromiumAvailable, type E2E, OWNER, QUIZ_ADMIN, seeText, startE2E } from "./harness.ts"

if (!chromiumAvailable) console.log("End-to-end shell tests skipped: no Chromium at /usr/bin/chromium (apt-get install chromium)")

/**
 * The tab's title once the page has changed: waited for as long as any page change may take here (a page's code
 * is fetched the first time it is opened), not expect.poll's one second, which a loaded machine outran on the
 * quiz game's first visit; then checked, so a wrong title fails with what it was.
 */
const expectTitle = async (page: Page, title: string, label: string) => {
  await page.waitForFunction((name) => document.title === name, title).catch(() => undefined)
  expect(await page.title(), label).toBe(title)
}

describe.skipIf(!chromiumAvailable)("app shell in a real browser", { timeout: 60_000 }, () => {
  let e2e: E2E

  beforeAll(async () => {
    e2e = await startE2E()
  }, 120_000)

  afterAll(async () => {
    await e2e?.close()
  })

  it("shows the tagline and the current year's copyright on the home page", async () => {
    const { page, context } = await e2e.newPage()
    await page.goto("/")
    await seeText(page, Messages.tagline)
    const footer = await page.locator("footer.site-footer").innerText()
    expect(footer).toContain(`© ${new Date().getFullYear()}`)
    expect(await page.locator("[data-banner]").getAttribute("data-banner")).toBe("default")
    await context.close()
  })

  it("names each page in the tab as the visitor moves inside the app, as the server names it", async () => {
    const { page, context } = await e2e.newPage()
    await page.goto("/")
    expect(await page.title()).toBe(`Homestead — ${Messages.tagline}`)
    const nav = page.getByRole("navigation", { name: "Main" })
    for (const [link, title] of [
      ["Recipes", "Recipes · Homestead"],
      ["Journal", "Garden journal · Homestead"],
      ["Quiz Game", "Quiz game · Homestead"],
      ["Contact", "Contact · Homestead"],
      ["Home", `Homestead — ${Messages.tagline}`],
    ] as const) {
      await nav.getByRole("link", { name: link, exact: true }).click()
      await expectTitle(page, title, `after ${link}`)
    }
    // Back through history, each page keeps its name.
    await page.goBack()
    await expectTitle(page, "Contact · Homestead", "after Back")
    await context.close()
  })

  it("starts a page reached by a link at its top, and Back returns to where the visitor was", async () => {
    const { page, context } = await e2e.newPage()
    await page.setViewportSize({ width: 360, height: 640 })
    await page.goto("/")
    await page.waitForLoadState("networkidle")
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY))
    // A link in the footer, far down the page: the next page starts at its top.
    const link = page.locator("footer.site-footer").getByRole("link", { name: "Contact", exact: true })
    await link.scrollIntoViewIfNeeded()
    const where = await scrollY()
    expect(where).toBeGreaterThan(300)
    await link.click()
    await page.waitForURL((url) => url.pathname === "/contact")
    await expect.poll(scrollY).toBe(0)
    await page.goBack()
    await page.waitForURL((url) => url.pathname === "/")
    await expect.poll(scrollY).toBe(where)
    await context.close()
  })

  it("guards the dashboard, signs the owner in, survives a reload and logs out to /", async () => {
    const { page, context } = await e2e.newPage()
    await page.goto("/dashboard")
    await seeText(page, Messages.notLoggedIn)

    await page.goto("/dashboard/10644")
    await page.getByLabel("Username").fill(OWNER.username)
    await page.getByLabel("Password").fill(OWNER.password)
    await page.getByRole("button", { name: "Sign In" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard")
    await page.getByRole("heading", { name: `Welcome, ${OWNER.username}` }).waitFor()

    await page.reload()
    await page.getByRole("heading", { name: `Welcome, ${OWNER.username}` }).waitFor()

    await page.getByRole("button", { name: OWNER.username }).click()
    await page.getByRole("button", { name: "Logout" }).click()
    await page.waitForURL((url) => url.pathname === "/")
    expect(await page.evaluate(() => localStorage.length)).toBe(0)

    await page.goto("/dashboard")
    await seeText(page, Messages.notLoggedIn)
    await context.close()
  })

  it("shows the server's message for a wrong owner password", async () => {
    const { page, context } = await e2e.newPage()
    await page.goto("/dashboard/10644")
    await page.getByLabel("Username").fill(OWNER.username)
    await page.getByLabel("Password").fill("not-the-password")
    await page.getByRole("button", { name: "Sign In" }).click()
    const alert = page.getByRole("alert")
    await alert.waitFor()
    expect((await alert.innerText()).trim().length).toBeGreaterThan(0)
    expect(new URL(page.url()).pathname).toBe("/dashboard/10644")
    await context.close()
  })

  it("registers a quiz player, who is welcomed, kept out of admin, updates the profile, logs out and back in", async () => {
    const { page, context } = await e2e.newPage()
    const username = `player${Date.now().toString(36)}`
    await page.goto("/quizgame")
    expect(await page.locator("[data-banner]").getAttribute("data-banner")).toBe("quiz")

    await page.getByRole("button", { name: "Register" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByLabel("Username").fill(username)
    await dialog.getByLabel("Password", { exact: true }).fill("player-password-1")
    await dialog.getByLabel("Confirm password").fill("player-password-2")
    await dialog.getByRole("button", { name: "Register" }).click()
    await seeText(page, Messages.passwordsDoNotMatch)

    await dialog.getByLabel("Confirm password").fill("player-password-1")
    await dialog.getByRole("button", { name: "Register" }).click()
    await seeText(page, "Welcome,")
    await seeText(page, username)
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("quizUserInfo") ?? "null"))
    expect(stored).toMatchObject({ username, is_admin: false })
    expect(typeof stored.token).toBe("string")

    await page.goto("/quizgame/admin")
    await seeText(page, Messages.notQuizAdmin)

    await page.goto("/quizgame")
    await page.getByRole("button", { name: "Update profile" }).click()
    const profile = page.getByRole("dialog")
    // The change needs the current password; a wrong one is shown next to its field.
    await profile.getByLabel("Current password").fill("not-my-password")
    await profile.getByLabel("Password", { exact: true }).fill("player-password-3")
    await profile.getByLabel("Confirm password").fill("player-password-4")
    await profile.getByRole("button", { name: "Save profile" }).click()
    await seeText(page, Messages.passwordsDoNotMatch)
    await profile.getByLabel("Confirm password").fill("player-password-3")
    await profile.getByRole("button", { name: "Save profile" }).click()
    await seeText(page, Messages.currentPasswordWrong)
    expect(await profile.getByLabel("Current password").getAttribute("aria-invalid")).toBe("true")
    await profile.getByLabel("Current password").fill("player-password-1")
    await profile.getByRole("button", { name: "Save profile" }).click()
    await seeText(page, Messages.profileUpdated)
    await profile.waitFor({ state: "hidden" })

    await page.getByRole("button", { name: "Logout" }).click()
    await page.getByRole("button", { name: "Login" }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem("quizUserInfo"))).toBeNull()

    // the player logs back in with the new password, and out again
    await page.getByRole("button", { name: "Login" }).click()
    const login = page.getByRole("dialog")
    await login.getByLabel("Username").fill(username)
    await login.getByLabel("Password").fill("player-password-3")
    await login.getByRole("button", { name: "Log in" }).click()
    await seeText(page, "Welcome,")
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("quizUserInfo") ?? "null")?.username)).toBe(username)
    await page.getByRole("button", { name: "Logout" }).click()
    await page.getByRole("button", { name: "Login" }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem("quizUserInfo"))).toBeNull()
    await context.close()
  })

  it("ends a stored quiz session whose token has expired: alert, logout, /quizgame", async () => {
    const { page, context } = await e2e.newPage()
    const claims = Buffer.from(JSON.stringify({ sub: "u1", exp: Math.floor(Date.now() / 1000) - 60 })).toString("base64url")
    const user = { id: "u1", username: "stale", is_admin: false, token: `eyJhbGciOiJIUzI1NiJ9.${claims}.sig`, quizzes_remaining: 10, email: null }
    await page.goto("/contact")
    await page.evaluate((stored) => {
      localStorage.setItem("quizUserInfo", stored)
      sessionStorage.setItem("quizGroups", "[]")
    }, JSON.stringify(user))
    const alerted = new Promise<string>((resolve) =>
      page.once("dialog", (dialog) => {
        resolve(dialog.message())
        void dialog.accept()
      }),
    )
    await page.goto("/quizgame/quizprofile")
    expect(await alerted).toBe(Messages.sessionExpiredAlert)
    await page.waitForURL((url) => url.pathname === "/quizgame")
    await page.getByRole("button", { name: "Login" }).waitFor()
    expect(await page.evaluate(() => [localStorage.getItem("quizUserInfo"), sessionStorage.getItem("quizGroups")])).toEqual([null, null])
    await context.close()
  })

  it("lets the quiz admin log in and reach the admin page", async () => {
    const { page, context } = await e2e.newPage()
    await page.goto("/quizgame")
    await page.getByRole("button", { name: "Login" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByLabel("Username").fill(QUIZ_ADMIN.username)
    await dialog.getByLabel("Password").fill(QUIZ_ADMIN.password)
    await dialog.getByRole("button", { name: "Log in" }).click()
    await page.getByRole("link", { name: "Admin" }).click()
    await page.waitForURL((url) => url.pathname === "/quizgame/admin")
    await page.getByRole("heading", { name: "Quiz Admin" }).waitFor()
    await context.close()
  })

  it("shows a real 404 page for unknown paths", async () => {
    const { page, context } = await e2e.newPage()
    await page.goto("/no/such/page")
    await page.getByRole("heading", { name: "Page not found" }).waitFor()
    await context.close()
  })
})

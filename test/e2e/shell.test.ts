import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Messages } from "../../schemas/messages.ts"
import { chromiumAvailable, OWNER, QUIZ_ADMIN, seeText, startE2E, type E2E } from "./harness.ts"

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

  it("registers a quiz player, who is welcomed, kept out of admin, and can log out", async () => {
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
    await page.getByRole("button", { name: "Logout" }).click()
    await page.getByRole("button", { name: "Login" }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem("quizUserInfo"))).toBeNull()
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

// Personal API tokens in the owner's profile, on a phone-sized screen: a token is made with the
// keyboard, shown once with a copy button, works for a script's fetch (its last use shown after),
// is gone from the page once dismissed, and stops working when revoked after a confirmation. A
// player makes a read-only one in their quiz profile, which reads their scoreboard.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { seriousViolations } from "./axe.ts"
import { api, chromiumAvailable, type E2E, OWNER, quizLogIn, seeText, startE2E } from "./harness.ts"

describe.skipIf(!chromiumAvailable)("personal API tokens in the browser", { timeout: 120_000 }, () => {
  let e2e: E2E
  beforeAll(async () => {
    e2e = await startE2E()
  }, 120_000)
  afterAll(async () => {
    await e2e?.close()
  })

  it("creates a token shown once, which a script uses until it is revoked", async () => {
    const { page, context } = await e2e.newPage()
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto("/dashboard/10644")
    await page.getByLabel("Username").fill(OWNER.username)
    await page.getByLabel("Password").fill(OWNER.password)
    await page.getByRole("button", { name: "Sign In" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard")
    await page.goto("/dashboard/profile")

    const section = page.getByRole("region", { name: "API tokens" })
    await section.getByText("No tokens yet.").waitFor()
    // Made with the keyboard alone: type the name, choose the access, Enter.
    await section.getByLabel("Token name").fill("Backup script")
    await section.getByLabel("Access").selectOption({ label: "Read" })
    await section.getByLabel("Token name").press("Enter")
    await seeText(page, Messages.apiTokenCreated)
    const field = section.getByLabel("New token “Backup script”")
    const token = await field.inputValue()
    expect(token).toMatch(/^hst_[A-Za-z0-9_-]{43}$/)
    await section.getByRole("button", { name: "Copy" }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    // Nothing is wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

    // A script's call, from another context that has no session: the token alone reads.
    const script = await e2e.newPage()
    await script.page.goto("/")
    const read = (value: string) =>
      script.page.evaluate(async (bearer) => (await fetch("/api/posts/owner", { headers: { authorization: `Bearer ${bearer}` } })).status, value)
    expect(await read(token)).toBe(200)

    // Dismissed, the token is nowhere on the page; a reload lists it with its last use.
    await section.getByRole("button", { name: "Done" }).click()
    await page.reload()
    const item = page.getByRole("list", { name: "Your API tokens" }).getByRole("listitem").filter({ hasText: "Backup script" })
    await item.waitFor()
    await expect.poll(() => item.innerText()).not.toMatch(/Last used\s*Never/)
    expect(await page.content()).not.toContain(token.slice(4))

    // Revoked after a confirmation: the script is refused from then on.
    await item.getByRole("button", { name: "Revoke Backup script" }).click()
    const dialog = page.getByRole("dialog", { name: "Revoke “Backup script”?" })
    await dialog.getByRole("button", { name: "Revoke token" }).click()
    await seeText(page, Messages.apiTokenRevoked)
    await page.getByRole("region", { name: "API tokens" }).getByText("No tokens yet.").waitFor()
    expect(await read(token)).toBe(401)
    await script.context.close()
    await context.close()
  })

  it("lets a player make a read-only token in their quiz profile that reads their scoreboard", async () => {
    const player = { username: "tokenfan", password: "token-fan-password" }
    await api(e2e.baseUrl, "POST", "/api/quiz/register", player)
    const { page, context } = await e2e.newPage()
    await page.setViewportSize({ width: 360, height: 740 })
    await quizLogIn(page, player)
    await page.goto("/quizgame/quizprofile")
    const section = page.getByRole("region", { name: "API tokens" })
    await section.getByText("No tokens yet.").waitFor()
    // A player's tokens only read: there is no choice of access.
    expect(await section.getByLabel("Access").count()).toBe(0)
    await section.getByLabel("Token name").fill("Scoreboard widget")
    await section.getByRole("button", { name: "Create token" }).click()
    const token = await section.getByLabel("New token “Scoreboard widget”").inputValue()
    expect(token).toMatch(/^hst_/)
    expect(await seriousViolations(page)).toEqual([])
    const scoreboard = await fetch(`${e2e.baseUrl}/api/quiz/profile/scoreboard/totals`, { headers: { authorization: `Bearer ${token}` } })
    expect(scoreboard.status).toBe(200)
    const posts = await fetch(`${e2e.baseUrl}/api/posts/owner`, { headers: { authorization: `Bearer ${token}` } })
    expect(posts.status).toBe(403)
    await context.close()
  })
})

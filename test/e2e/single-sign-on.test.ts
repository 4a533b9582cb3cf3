// Single sign-on in a real browser, against a real OpenID provider started here (the
// `oidc-provider` package, test/support/openid-provider.ts): the browser walks the provider's
// own sign-in and consent pages. The owner signs in there and lands on the dashboard; a player
// does so from the quiz's log-in dialog (by keyboard, on a phone-sized screen) and lands in the
// game; a sign-in cancelled at the provider, by someone who is not the owner, or answered with
// an ID token for another site comes back to the sign-in screen with its reason; a player links
// an existing account from the profile; and with password sign-in turned off the password forms
// are gone, with a sentence saying why.
import type { BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { CLIENT_ID, CLIENT_SECRET, type OpenIdProvider, startOpenIdProvider } from "../support/openid-provider.ts"
import { seriousViolations } from "./axe.ts"
import { api, chromiumAvailable, type E2E, quizLogIn, seeText, startE2E } from "./harness.ts"

const PROVIDER = "Test ID"

const people = {
  olive: { preferred_username: "olive", groups: ["homestead-owners"] },
  bo: { preferred_username: "bo", groups: [] },
  pat: { preferred_username: "pat", groups: [] },
  "carl-at-provider": { preferred_username: "carl-elsewhere", groups: [] },
}

const ssoEnv = (provider: OpenIdProvider) => ({
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: CLIENT_ID,
  OIDC_CLIENT_SECRET: CLIENT_SECRET,
  OIDC_PROVIDER_NAME: PROVIDER,
  OIDC_OWNER_CLAIM: "groups=homestead-owners",
})

/** A provider and the site it signs people in to, the site's callback registered with it. */
const startBoth = async (env: Record<string, string> = {}) => {
  const provider = await startOpenIdProvider(people)
  const e2e = await startE2E({ ...ssoEnv(provider), ...env })
  provider.register(`${e2e.baseUrl}/api/sso/callback`)
  return { provider, e2e }
}

/** A fresh browser (its own cookies at the site and at the provider), phone-sized when asked. */
const browse = async (e2e: E2E, phone = false): Promise<{ page: Page; context: BrowserContext }> => {
  const { page, context } = await e2e.newPage()
  if (phone) await page.setViewportSize({ width: 360, height: 740 })
  // The provider's development pages ask for a web font; this machine has no way out to it.
  await context.route(/^https:\/\/fonts\./, (route) => route.abort())
  return { page, context }
}

/** On the provider's pages: its sign-in form as `subject`, then its consent. */
const signInAtProvider = async (page: Page, provider: OpenIdProvider, subject: string) => {
  await page.waitForURL((url) => url.origin === provider.issuer && url.pathname.startsWith("/interaction/"))
  await page.locator('input[name="login"]').fill(subject)
  await page.locator('input[name="password"]').fill("any password")
  await page.getByRole("button", { name: "Sign-in" }).click()
  await page.getByRole("button", { name: "Continue" }).click()
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)

describe.skipIf(!chromiumAvailable)("single sign-on in a real browser", { timeout: 120_000 }, () => {
  let provider: OpenIdProvider
  let e2e: E2E

  beforeAll(async () => {
    ;({ provider, e2e } = await startBoth())
  }, 120_000)
  afterAll(async () => {
    await e2e?.close()
    await provider?.close()
  })

  it("signs the owner in through the provider, onto the dashboard page asked for", async () => {
    const { page, context } = await browse(e2e)
    try {
      await page.goto("/dashboard/10644?redirect=%2Fdashboard%2Fprofile")
      // Both ways in: the password form is still there beside the provider's button.
      await page.getByLabel("Password").waitFor()
      await page.getByRole("link", { name: Messages.signInWith(PROVIDER) }).click()
      await signInAtProvider(page, provider, "olive")
      await page.waitForURL((url) => url.pathname === "/dashboard/profile")
      // The dashboard knows who signed in (the session the provider's sign-in opened).
      await page.goto("/dashboard")
      await seeText(page, "Welcome, owner")
    } finally {
      await context.close()
    }
  })

  it("sends someone the owner's claim does not name back to the sign-in screen with the reason", async () => {
    const { page, context } = await browse(e2e)
    try {
      await page.goto("/dashboard/10644")
      await page.getByRole("link", { name: Messages.signInWith(PROVIDER) }).click()
      await signInAtProvider(page, provider, "bo")
      await page.getByRole("alert").filter({ hasText: Messages.singleSignOnNotOwner }).waitFor()
      // The reason is shown once: the address no longer carries it.
      expect(new URL(page.url()).search).toBe("")
      await page.getByLabel("Password").waitFor()
      const me = await page.evaluate(async () => (await fetch("/api/dashboard/me")).status)
      expect(me).toBe(401)
    } finally {
      await context.close()
    }
  })

  it("signs a player in from the log-in dialog, by keyboard on a phone, into the quiz game", async () => {
    const { page, context } = await browse(e2e, true)
    try {
      await page.goto("/quizgame")
      await page.getByRole("button", { name: "Login" }).click()
      const dialog = page.getByRole("dialog")
      const button = dialog.getByRole("link", { name: Messages.signInWith(PROVIDER) })
      await button.waitFor()
      await dialog.getByLabel("Password").waitFor()
      expect(await noSidewaysScroll(page)).toBe(true)
      expect(await seriousViolations(page)).toEqual([])
      await button.focus()
      await page.keyboard.press("Enter")
      await signInAtProvider(page, provider, "pat")
      await page.waitForURL((url) => url.pathname === "/quizgame" && url.search === "")
      await seeText(page, "Welcome,")
      await expect.poll(() => page.locator(".quiz-bar__welcome strong").textContent()).toBe("pat")
      expect(await noSidewaysScroll(page)).toBe(true)
      // Signed in as a password sign-in would be: the player's own pages answer.
      await page.getByRole("link", { name: "Profile" }).click()
      await page.getByRole("heading", { name: "Quiz Profile" }).waitFor()
      await seeText(page, Messages.singleSignOnIsLinked(PROVIDER))
    } finally {
      await context.close()
    }
  })

  it("shows a sign-in cancelled at the provider in the log-in dialog, with its reason", async () => {
    const { page, context } = await browse(e2e)
    try {
      await page.goto("/quizgame")
      await page.getByRole("button", { name: "Login" }).click()
      await page
        .getByRole("dialog")
        .getByRole("link", { name: Messages.signInWith(PROVIDER) })
        .click()
      await page.waitForURL((url) => url.origin === provider.issuer && url.pathname.startsWith("/interaction/"))
      await page.getByRole("link", { name: "[ Cancel ]" }).click()
      await page.waitForURL((url) => url.pathname === "/quizgame")
      const dialog = page.getByRole("dialog", { name: "Log in" })
      await dialog.getByRole("alert").filter({ hasText: Messages.singleSignOnDenied }).waitFor()
      // Nobody is signed in, and both ways in are offered again.
      await dialog.getByLabel("Password").waitFor()
      await dialog.getByRole("link", { name: Messages.signInWith(PROVIDER) }).waitFor()
      expect(await page.evaluate(() => localStorage.getItem("quizUserInfo"))).toBeNull()
    } finally {
      await context.close()
    }
  })

  it("says so when the provider's ID token is for another site, and signs nobody in", async () => {
    const { page, context } = await browse(e2e)
    provider.tamper = (claims) => ({ ...claims, aud: "another-site" })
    try {
      await page.goto("/quizgame")
      await page.getByRole("button", { name: "Login" }).click()
      await page
        .getByRole("dialog")
        .getByRole("link", { name: Messages.signInWith(PROVIDER) })
        .click()
      await signInAtProvider(page, provider, "pat")
      await page.waitForURL((url) => url.pathname === "/quizgame" && url.search === "")
      await page.getByRole("dialog", { name: "Log in" }).getByRole("alert").filter({ hasText: Messages.singleSignOnFailed }).waitFor()
      expect(await page.evaluate(() => localStorage.getItem("quizUserInfo"))).toBeNull()
    } finally {
      provider.tamper = undefined
      await context.close()
    }
  })

  it("links a player's existing account from the profile, which then signs in through the provider", async () => {
    await api(e2e.baseUrl, "POST", "/api/quiz/register", { username: "carl", password: "password-of-carl" })
    const { page, context } = await browse(e2e)
    try {
      await quizLogIn(page, { username: "carl", password: "password-of-carl" })
      await page.goto("/quizgame/quizprofile")
      const section = page.getByRole("region", { name: Messages.singleSignOnTitle })
      await section.getByText(Messages.singleSignOnNotLinkedYet(PROVIDER)).waitFor()
      await section.getByRole("button", { name: Messages.linkTo(PROVIDER) }).click()
      await signInAtProvider(page, provider, "carl-at-provider")
      await page.waitForURL((url) => url.pathname === "/quizgame/quizprofile" && url.search === "")
      await section.getByText(Messages.singleSignOnLinkedNow(PROVIDER)).waitFor()
      await section.getByText(Messages.singleSignOnIsLinked(PROVIDER)).waitFor()
      await section.getByRole("button", { name: Messages.unlinkFrom(PROVIDER) }).waitFor()
    } finally {
      await context.close()
    }

    // Another browser: the provider's sign-in now reaches carl's account.
    const other = await browse(e2e)
    try {
      await other.page.goto("/quizgame")
      await other.page.getByRole("button", { name: "Login" }).click()
      await other.page
        .getByRole("dialog")
        .getByRole("link", { name: Messages.signInWith(PROVIDER) })
        .click()
      await signInAtProvider(other.page, provider, "carl-at-provider")
      await other.page.waitForURL((url) => url.pathname === "/quizgame" && url.search === "")
      await expect.poll(() => other.page.locator(".quiz-bar__welcome strong").textContent()).toBe("carl")
    } finally {
      await other.context.close()
    }
  })
})

describe.skipIf(!chromiumAvailable)("password sign-in turned off, in a real browser", { timeout: 120_000 }, () => {
  let provider: OpenIdProvider
  let e2e: E2E

  beforeAll(async () => {
    ;({ provider, e2e } = await startBoth({ PASSWORD_SIGN_IN: "off" }))
  }, 120_000)
  afterAll(async () => {
    await e2e?.close()
    await provider?.close()
  })

  it("offers only the provider on every sign-in screen, saying why the password form is missing", async () => {
    const { page, context } = await browse(e2e)
    try {
      await page.goto("/dashboard/10644")
      await seeText(page, Messages.passwordSignInOffUse(PROVIDER))
      await page.getByRole("link", { name: Messages.signInWith(PROVIDER) }).waitFor()
      expect(await page.getByLabel("Password").count()).toBe(0)
      expect(await page.getByLabel("Username").count()).toBe(0)

      await page.goto("/quizgame")
      for (const [opener, title] of [
        ["Login", "Log in"],
        ["Register", "Register"],
      ] as const) {
        await page.getByRole("button", { name: opener, exact: true }).click()
        const dialog = page.getByRole("dialog", { name: title })
        await dialog.getByText(Messages.passwordSignInOffUse(PROVIDER)).waitFor()
        await dialog.getByRole("link", { name: Messages.signInWith(PROVIDER) }).waitFor()
        expect(await dialog.getByLabel("Password", { exact: true }).count()).toBe(0)
        expect(await dialog.getByRole("button", { name: "Forgot your password?" }).count()).toBe(0)
        await dialog.getByRole("button", { name: "Close" }).click()
      }

      // The provider still signs the owner in.
      await page.goto("/dashboard/10644")
      await page.getByRole("link", { name: Messages.signInWith(PROVIDER) }).click()
      await signInAtProvider(page, provider, "olive")
      await page.waitForURL((url) => url.pathname === "/dashboard")
      await seeText(page, "Welcome, owner")
    } finally {
      await context.close()
    }
  })
})

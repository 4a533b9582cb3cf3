// A forgotten password in a real browser: "Forgot your password?" in the log-in dialog sends a
// link to a real SMTP server, the link opens the page that sets a new password, and the new
// password logs in. Without mail, the dialog says who can help instead.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { freePort } from "../api/live-nodes.ts"
import { type SmtpCatcher, startSmtpCatcher } from "../support/smtp-catcher.ts"
import { api, chromiumAvailable, type E2E, seeText, startE2E } from "./harness.ts"

describe.skipIf(!chromiumAvailable)("forgot password in a real browser", { timeout: 120_000 }, () => {
  let smtp: SmtpCatcher
  let e2e: E2E

  beforeAll(async () => {
    smtp = await startSmtpCatcher()
    // Mail needs PUBLIC_URL: here the address the browser reaches the server on.
    const port = await freePort()
    e2e = await startE2E({ SMTP_URL: smtp.url, MAIL_FROM: "homestead@example.org", PUBLIC_URL: `http://localhost:${port}` }, { port })
    await api(e2e.baseUrl, "POST", "/api/quiz/register", { username: "forgetful", password: "old-password-1", email: "forgetful@example.org" })
  }, 120_000)

  afterAll(async () => {
    await e2e?.close()
    await smtp?.close()
  })

  it("mails a link that sets a new password, which then logs in", async () => {
    const { page, context } = await e2e.newPage()
    try {
      await page.goto("/quizgame")
      await page.getByRole("button", { name: "Login" }).click()
      const dialog = page.getByRole("dialog")
      await dialog.getByRole("button", { name: "Forgot your password?" }).click()
      await dialog.getByRole("button", { name: "Send reset link" }).click()
      await dialog.getByText(Messages.resetLoginRequired).waitFor()
      await dialog.getByLabel("Username or email").fill("forgetful@example.org")
      await dialog.getByRole("button", { name: "Send reset link" }).click()
      await dialog.getByText(Messages.resetLinkSent).waitFor()

      const link = /^http\S+$/m.exec((await smtp.next("forgetful@example.org")).text)![0]
      await page.goto(link)
      await page.getByRole("heading", { name: "Choose a new password" }).waitFor()
      await page.getByLabel("New password", { exact: true }).fill("new-password-1")
      await page.getByLabel("Confirm new password").fill("new-password-2")
      await page.getByRole("button", { name: "Save new password" }).click()
      await seeText(page, Messages.passwordsDoNotMatch)
      await page.getByLabel("Confirm new password").fill("new-password-1")
      await page.getByRole("button", { name: "Save new password" }).click()
      await seeText(page, Messages.passwordReset)
      // The spent link is gone from the address bar.
      expect(new URL(page.url()).hash).toBe("")

      await page.getByRole("link", { name: "Go to the quiz game" }).click()
      await page.getByRole("button", { name: "Login" }).click()
      await dialog.getByLabel("Username").fill("forgetful")
      await dialog.getByLabel("Password", { exact: true }).fill("new-password-1")
      await dialog.getByRole("button", { name: "Log in" }).click()
      await seeText(page, "Welcome,")
    } finally {
      await context.close()
    }
  })

  it("says a spent or missing link cannot be used, with a way forward", async () => {
    const { page, context } = await e2e.newPage()
    try {
      await page.goto("/quizgame/reset-password")
      await seeText(page, Messages.resetLinkInvalid)
      await page.getByRole("link", { name: "Go to the quiz game" }).waitFor()
    } finally {
      await context.close()
    }
  })
})

// Subscribing to the journal in a real browser on a small phone's screen (360×740): the form at the foot of the
// journal and of a post, used from the keyboard, answers with its message; the mailed link confirms; the owner's
// dashboard counts the subscriber; the unsubscribe link in a post's mail asks, then ends the subscription.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { freePort } from "../api/live-nodes.ts"
import { type SmtpCatcher, startSmtpCatcher } from "../support/smtp-catcher.ts"
import { seriousViolations } from "./axe.ts"
import { chromiumAvailable, type E2E, OWNER, seeText, startE2E } from "./harness.ts"

const PHONE = { width: 360, height: 740 }

describe.skipIf(!chromiumAvailable)("subscribing to the journal in a real browser", { timeout: 120_000 }, () => {
  let smtp: SmtpCatcher
  let e2e: E2E

  beforeAll(async () => {
    smtp = await startSmtpCatcher()
    // Mail needs PUBLIC_URL: here the address the browser reaches the server on.
    const port = await freePort()
    e2e = await startE2E({ SMTP_URL: smtp.url, MAIL_FROM: "journal@example.org", PUBLIC_URL: `http://localhost:${port}`, MAIL_PER_MINUTE: "6000" }, { port })
  }, 120_000)

  afterAll(async () => {
    await e2e?.close()
    await smtp?.close()
  })

  it("subscribes from the keyboard on a phone, confirms by the mailed link, and unsubscribes from a post's mail", async () => {
    const { page, context } = await e2e.newPage()
    try {
      await page.setViewportSize(PHONE)
      await page.goto("/journal")
      const form = page.getByRole("form", { name: "Subscribe to the journal" })
      await form.waitFor()
      // Nothing of the form reaches past a phone's screen, and axe finds nothing serious in it.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
      expect(await seriousViolations(page)).toEqual([])
      const email = form.getByLabel("Email address")
      await email.focus()
      await page.keyboard.type("phone.reader@example.org")
      await page.keyboard.press("Tab")
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Subscribe")
      await page.keyboard.press("Enter")
      await form.getByRole("status").getByText(Messages.subscribeRequested).waitFor()
      expect(await email.inputValue()).toBe("")

      const link = /^http\S+#confirm=\S+$/m.exec((await smtp.next("phone.reader@example.org")).text)![0]
      await page.goto(link)
      await seeText(page, Messages.subscribeConfirmed)
      // The spent link is gone from the address bar.
      expect(new URL(page.url()).hash).toBe("")

      // The owner sees the subscriber, and publishes a post.
      await page.goto("/dashboard/10644")
      await page.getByLabel("Username").fill(OWNER.username)
      await page.getByLabel("Password").fill(OWNER.password)
      await page.getByRole("button", { name: "Sign In" }).click()
      await page.waitForURL((url) => url.pathname === "/dashboard")
      await seeText(page, "1 confirmed subscriber gets each new post by email.")
      const created = await page.request.post("/api/posts", {
        data: { name: "Keeper", title: "Garlic planted", body: "<p>Three rows.</p>", video: "", images: [], isjournal: true },
      })
      expect(created.status()).toBe(200)

      // The post's own page ends with the form too.
      await page.goto(`/journal/${((await created.json()) as { slug: string }).slug}`)
      await page.getByRole("form", { name: "Subscribe to the journal" }).waitFor()

      const mail = await smtp.next("phone.reader@example.org")
      expect(mail.subject).toBe("Garlic planted")
      await page.goto(/^http\S+#unsubscribe=\S+$/m.exec(mail.text)![0])
      const leave = page.getByRole("button", { name: "Unsubscribe" })
      await leave.waitFor()
      expect(await seriousViolations(page)).toEqual([])
      await leave.focus()
      await page.keyboard.press("Enter")
      await seeText(page, Messages.unsubscribed)
      await page.goto("/dashboard")
      await seeText(page, "0 confirmed subscribers get each new post by email.")
    } finally {
      await context.close()
    }
  })

  it("says a link without its token cannot be used, with a way back to the journal", async () => {
    const { page, context } = await e2e.newPage()
    try {
      await page.goto("/subscription")
      await seeText(page, Messages.unsubscribeLinkInvalid)
      await page.getByRole("link", { name: "Go to the journal" }).waitFor()
    } finally {
      await context.close()
    }
  })
})

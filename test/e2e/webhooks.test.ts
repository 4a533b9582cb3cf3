// The owner's webhooks in the browser, on a phone-sized screen: a webhook to a receiver the
// test runs (which fails the first try) is added with the keyboard, its signing secret shown
// once with a copy button; a post published from the dashboard is listed as retrying, with the
// next try's time and the failed answer, then as delivered, signed with that secret; the
// webhook is removed after a confirmation.
import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { signWebhook } from "#engine/webhooks/signing.ts"
import { es } from "#schemas/i18n/es.ts"
import * as Messages from "#schemas/messages.ts"

import { seriousViolations } from "./axe.ts"
import { chromiumAvailable, type E2E, OWNER, seeText, startE2E } from "./harness.ts"

interface Received {
  readonly headers: IncomingMessage["headers"]
  readonly body: string
}

/** A receiver that answers 500 to the first request and 204 to the rest. */
const startReceiver = async () => {
  const received: Received[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") })
      res.writeHead(received.length === 1 ? 500 : 204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

describe.skipIf(!chromiumAvailable)("webhooks in the browser", { timeout: 120_000 }, () => {
  let e2e: E2E
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  beforeAll(async () => {
    receiver = await startReceiver()
    // The receiver is on this machine; the first failed try is tried again after 4 seconds.
    e2e = await startE2E({ FETCH_ALLOW_PRIVATE: "on", WEBHOOK_RETRY_SECONDS: "4" })
  }, 120_000)
  afterAll(async () => {
    await e2e?.close()
    await receiver?.close()
  })

  it("adds a webhook, shows a published post's delivery retrying then delivered, and removes it", async () => {
    const { page, context } = await e2e.newPage()
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto("/dashboard/10644")
    await page.getByLabel("Username").fill(OWNER.username)
    await page.getByLabel("Password").fill(OWNER.password)
    await page.getByRole("button", { name: "Sign In" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard")
    await page.getByRole("navigation", { name: "Dashboard", exact: true }).getByRole("link", { name: Messages.webhooksTitle }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard/webhooks")
    await page.getByRole("heading", { level: 1, name: Messages.webhooksTitle }).waitFor()
    await seeText(page, Messages.webhooksEmpty)
    await seeText(page, Messages.webhookDeliveriesEmpty)

    // No event chosen: the form says so before asking the server.
    const address = page.getByLabel(Messages.webhookUrlLabel)
    await address.fill(receiver.url)
    await address.press("Enter")
    await page.getByRole("alert").filter({ hasText: Messages.webhookEventsRequired }).waitFor()
    // With the keyboard: tab to the event, tick it with Space, back to the address, Enter.
    const postEvent = page.getByRole("checkbox", { name: Messages.webhookEventLabel("post.published") })
    await address.focus()
    await page.keyboard.press("Tab")
    expect(await postEvent.evaluate((box) => box === document.activeElement)).toBe(true)
    await page.keyboard.press("Space")
    expect(await postEvent.isChecked()).toBe(true)
    await address.press("Enter")
    await seeText(page, Messages.webhookAdded)

    const secretField = page.getByLabel(Messages.webhookSecretLabel(receiver.url))
    const secret = await secretField.inputValue()
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    await page.getByRole("button", { name: Messages.webhookCopy, exact: true }).waitFor()
    const webhooks = page.getByRole("list", { name: Messages.webhooksListLabel })
    await webhooks
      .getByRole("listitem")
      .filter({ hasText: receiver.url })
      .filter({ hasText: Messages.webhookEventLabel("post.published") })
      .waitFor()
    expect(await seriousViolations(page)).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    // Dismissed, the secret is nowhere on the page, nor after a reload.
    await page.getByRole("button", { name: Messages.webhookSecretDone }).click()
    expect(await page.content()).not.toContain(secret.slice("whsec_".length, 30))
    await page.reload()
    await webhooks.getByRole("listitem").filter({ hasText: receiver.url }).waitFor()
    expect(await page.content()).not.toContain(secret.slice("whsec_".length, 30))

    // A post published from the dashboard.
    await page.goto("/dashboard/posts/addpost")
    await page.getByLabel("Author name").fill("Dana")
    await page.getByLabel("Title").fill("Hooked on hens")
    await page.getByLabel("Body").fill("<p>The hens are laying again.</p>")
    await page.getByRole("button", { name: "Add Post" }).click()
    await seeText(page, Messages.postAdded)

    // Its delivery: the first try answered 500, so it is retrying, with the next try's time.
    await page.getByRole("navigation", { name: "Dashboard", exact: true }).getByRole("link", { name: Messages.webhooksTitle }).click()
    const delivery = page
      .getByRole("list", { name: Messages.webhookDeliveriesLabel })
      .getByRole("listitem")
      .filter({ hasText: Messages.webhookEventLabel("post.published") })
    await delivery.waitFor({ timeout: 15_000 })
    await delivery.getByText(Messages.webhookRetryingStatus, { exact: true }).waitFor({ timeout: 15_000 })
    const retrying = await delivery.innerText()
    expect(retrying).toContain(Messages.webhookResponseCode(500))
    expect(retrying).toContain(Messages.webhookNextTry)
    expect(retrying).toContain(receiver.url)
    expect(await seriousViolations(page)).toEqual([])
    // Then, without a reload, delivered on the second try.
    await delivery.getByText(Messages.webhookDeliveredStatus, { exact: true }).waitFor({ timeout: 20_000 })
    const delivered = await delivery.innerText()
    expect(delivered).toContain(Messages.webhookResponseCode(204))
    expect(delivered).not.toContain(Messages.webhookNextTry)
    expect(delivered).toMatch(new RegExp(`${Messages.webhookAttempts}\\s*2`))
    expect(receiver.received).toHaveLength(2)
    for (const { headers, body } of receiver.received) {
      expect(headers["webhook-signature"]).toBe(signWebhook(secret, String(headers["webhook-id"]), Number(headers["webhook-timestamp"]), body))
      expect(JSON.parse(body)).toMatchObject({ type: "post.published", data: { title: "Hooked on hens" } })
    }

    // Removed after a confirmation: the list is empty, the delivery stays as history.
    await webhooks.getByRole("button", { name: Messages.webhookRemoveFor(receiver.url) }).click()
    const dialog = page.getByRole("dialog", { name: Messages.webhookRemoveTitle })
    await dialog.getByRole("button", { name: Messages.webhookRemoveConfirm }).click()
    await seeText(page, Messages.webhookRemoved)
    await seeText(page, Messages.webhooksEmpty)
    await page.reload()
    await seeText(page, Messages.webhooksEmpty)
    await delivery.getByText(Messages.webhookRemovedEndpoint).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await context.close()
  })

  // After the test above: the removed webhook's delivery is still listed.
  it("shows the page in Spanish, with the form's refusals and the deliveries", async () => {
    const { page, context } = await e2e.newPage()
    const m = es.dashboard
    await page.goto("/dashboard/10644")
    await page.getByLabel("Username").fill(OWNER.username)
    await page.getByLabel("Password").fill(OWNER.password)
    await page.getByRole("button", { name: "Sign In" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard")
    await page.goto("/dashboard/webhooks?lang=es")
    await page.getByRole("heading", { level: 2, name: m.webhookAddTitle }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("es")
    await seeText(page, m.webhooksEmpty)

    const address = page.getByLabel(m.webhookUrlLabel)
    await address.fill("ftp://example.org/hooks")
    await page.getByRole("button", { name: m.webhookAddButton }).click()
    await page.getByRole("alert").filter({ hasText: m.webhookEventsRequired }).waitFor()
    // The server's refusal of the address, in the page's words.
    await page.getByRole("checkbox", { name: m.webhookEventLabel("post.published") }).check()
    await page.getByRole("button", { name: m.webhookAddButton }).click()
    await page.getByRole("alert").filter({ hasText: m.webhookUrlInvalid }).waitFor()

    const delivery = page
      .getByRole("list", { name: m.webhookDeliveriesLabel })
      .getByRole("listitem")
      .filter({ hasText: m.webhookEventLabel("post.published") })
    await delivery.getByText(m.webhookDeliveredStatus, { exact: true }).waitFor()
    await delivery.getByText(m.webhookRemovedEndpoint).waitFor()
    expect(await delivery.innerText()).toMatch(new RegExp(`${m.webhookAttempts}\\s*2`))
    await context.close()
  })
})

// A quiz night in a real browser: a signed-in host on a laptop opens a game for anyone with the
// PIN from the quiz profile and shows its PIN, QR code and join link; two guests on 360×740
// phones join with no account (one from the link with a suggested name, one typing the PIN),
// a nickname already taken is refused; the host removes a third; a player sends a topic and
// the host starts a round on their own; the phones answer
// question by question, one of them closing its tab and coming back with its points; both get
// their result card and the podium; the host plays a stored quiz next, then ends the game,
// and its PIN admits nobody after.
// The phone never scrolls sideways and axe finds nothing serious on its screens.
import type { BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import { seriousViolations } from "./axe.ts"
import { api, chromiumAvailable, type E2E, seeText, startE2E } from "./harness.ts"
import { playerPage } from "./live-pages.ts"

const stamp = Date.now().toString(36)
const PHONE = { viewport: { width: 360, height: 740 } }

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)

/** Clicks the option the fake provider made right ("Answer n") or a wrong one. */
const pick = (page: Page, right: boolean) =>
  page
    .locator(".pin-pad__option")
    .filter({ hasText: right ? /Answer \d/ : /Not \d/ })
    .first()
    .click()

describe.skipIf(!chromiumAvailable)("a game for anyone with the PIN in a real browser", { timeout: 240_000 }, () => {
  let e2e: E2E
  let fake: FakeOpenAI
  const contexts: BrowserContext[] = []
  let host: Page, ann: Page, bea: Page, troll: Page
  let annContext: BrowserContext

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    e2e = await startE2E({
      AI_BASE_URL: `${fake.url}/v1`,
      AI_API_KEY: "sk-fake",
      AI_MODEL_BASIC: "fake-basic",
      LIVE_QUESTION_SECONDS: "30",
      LIVE_LEADERBOARD_SECONDS: "2",
    })
    const username = `host${stamp}`
    const info = await api(e2e.baseUrl, "POST", "/api/quiz/register", { username, password: `${username}-password` })
    const laptop = await playerPage(e2e, username, info, { viewport: { width: 1366, height: 800 } })
    const phoneA = await playerPage(e2e, "ann", undefined, PHONE)
    const phoneB = await playerPage(e2e, "bea", undefined, PHONE)
    const phoneC = await playerPage(e2e, "troll", undefined, PHONE)
    contexts.push(laptop.context, phoneA.context, phoneB.context, phoneC.context)
    troll = phoneC.page
    ;[host, ann, bea] = [laptop.page, phoneA.page, phoneB.page]
    annContext = phoneA.context
  }, 120_000)

  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined)
    await e2e?.close()
    await fake?.close()
  })

  it("is opened by a host, joined from phones without accounts, played to the podium and closed", async () => {
    await host.goto("/quizgame/quizprofile")
    await host.getByRole("link", { name: "Open for anyone with the PIN" }).click()
    await host.getByRole("button", { name: "Open for anyone with the PIN" }).click()
    const pin = (await host.locator(".pin-code").innerText()).trim()
    expect(pin).toMatch(/^[1-9]\d{5}$/)
    await host.getByRole("img", { name: `QR code of the join link for PIN ${pin}` }).waitFor()
    const link = await host.getByRole("link", { name: /\/play\?pin=/ }).getAttribute("href")
    expect(link).toBe(`${e2e.baseUrl}/play?pin=${pin}`)

    // Ann scans the code: the link brings the PIN, she takes a suggested name.
    await ann.goto(link!)
    expect(await ann.getByLabel("Game PIN").inputValue()).toBe(pin)
    expect(await ann.evaluate(() => document.activeElement?.id)).toBe("pin-nickname")
    await ann.getByRole("button", { name: "Suggest a name" }).click()
    const annName = await ann.getByLabel("Nickname").inputValue()
    expect(annName).toMatch(/^\w+ \w+$/)
    expect(await seriousViolations(ann), "axe on the join form").toEqual([])
    await ann.getByRole("button", { name: "Join", exact: true }).click()
    await seeText(ann, `You're in, ${annName}!`)

    // Bea types the PIN; Ann's name is taken, whatever its case.
    await bea.goto("/play")
    await bea.getByLabel("Game PIN").fill(`${pin.slice(0, 3)} ${pin.slice(3)}`)
    await bea.getByLabel("Nickname").fill(annName.toUpperCase())
    await bea.getByRole("button", { name: "Join", exact: true }).click()
    await bea.getByRole("alert").filter({ hasText: Messages.nicknameTaken }).waitFor()
    await bea.getByLabel("Nickname").fill("Bea")
    await bea.getByRole("button", { name: "Join", exact: true }).click()
    await seeText(bea, "You're in, Bea!")
    expect(await scrollsSideways(bea)).toBe(false)
    expect(await seriousViolations(bea), "axe on the lobby").toEqual([])

    // The host sees the nicknames arrive, and removes one.
    const players = host.getByRole("region", { name: /players/ })
    await players.getByText(annName, { exact: true }).waitFor()
    await players.getByText("Bea", { exact: true }).waitFor()
    await troll.goto(link!)
    await troll.getByLabel("Nickname").fill("Troll")
    await troll.getByRole("button", { name: "Join", exact: true }).click()
    await players.getByText("Troll", { exact: true }).waitFor()
    await players.getByRole("button", { name: "Remove Troll" }).click()
    await seeText(troll, Messages.pinRemoved)
    await expect.poll(() => players.getByText("Troll", { exact: true }).count()).toBe(0)
    await host.getByRole("heading", { name: "2 players" }).waitFor()
    // The host's page reloads (or their laptop sleeps): the game is still theirs.
    await host.reload()
    await host.getByRole("heading", { name: "2 players" }).waitFor()
    expect((await host.locator(".pin-code").innerText()).trim()).toBe(pin)
    expect(await seriousViolations(host), "axe on the host's lobby").toEqual([])

    // Bea sends a topic; the host starts a round on their own.
    await bea.getByLabel("A topic you'd like").fill("Ducks")
    await bea.getByRole("button", { name: "Send the topic" }).click()
    await bea.getByRole("status").filter({ hasText: "Topic sent" }).waitFor()
    await host.getByRole("button", { name: "Play a topic the players sent (1 waiting)" }).waitFor()
    await host.getByLabel("Topic", { exact: true }).fill("Hens")
    await host.getByLabel("Questions").fill("2")
    await host.getByRole("button", { name: "Start the round" }).click()

    for (const page of [host, ann, bea]) await page.getByText("Question 1 of 2", { exact: true }).waitFor()
    // The host watches: no answering from the big screen.
    expect(await host.getByRole("button", { name: /Answer \d|Not \d/ }).count()).toBe(0)
    expect(await scrollsSideways(ann)).toBe(false)
    await pick(ann, true)
    await pick(bea, false)
    await ann.getByText(/Correct \+\d+$/).waitFor()
    const annPoints = Number(/(\d+) points/.exec(await ann.locator(".qbq__score").innerText())?.[1])
    expect(annPoints).toBeGreaterThanOrEqual(500)

    // Ann closes the tab and opens the game again: back in, her points hers.
    await ann.close()
    ann = await annContext.newPage()
    await ann.goto("/play")
    await ann.getByText("Question 2 of 2", { exact: true }).waitFor({ timeout: 20_000 })
    expect(await ann.locator(".qbq__score").innerText()).toBe(`${annPoints} points`)
    await bea.getByText("Question 2 of 2", { exact: true }).waitFor()
    await pick(ann, true)
    await pick(bea, true)

    // The podium, and each phone's own result card to screenshot.
    await host.getByRole("heading", { name: "Podium" }).waitFor({ timeout: 20_000 })
    const annCard = ann.getByRole("region", { name: annName })
    await annCard.getByText("1st place").waitFor({ timeout: 20_000 })
    await bea.getByRole("region", { name: "Bea" }).getByText("2nd place").waitFor()
    expect(await scrollsSideways(bea)).toBe(false)
    // Once the podium has risen (mid-rise its names are still fading in).
    await bea.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)))
    expect(await seriousViolations(bea), "axe on the result").toEqual([])

    // Next, a stored quiz the host picks from the list: it starts at once, nothing to generate.
    await host.getByLabel("Or a stored quiz").selectOption({ index: 0 })
    await host.getByRole("button", { name: "Play this quiz" }).click()
    for (const page of [host, ann, bea]) await page.getByText(/^Question 1 of \d+$/).waitFor()

    // The host ends the game: the phones are told, and the PIN admits nobody.
    await host.getByRole("button", { name: "End the game…" }).click()
    await host.getByRole("button", { name: "End the game", exact: true }).click()
    await host.getByRole("button", { name: "Open for anyone with the PIN" }).waitFor()
    await seeText(bea, "The game has ended")
    await bea.getByRole("region", { name: "Bea" }).waitFor()
    await bea.getByRole("button", { name: "Join another game" }).click()
    await bea.getByLabel("Game PIN").fill(pin)
    await bea.getByLabel("Nickname").fill("Bea")
    await bea.getByRole("button", { name: "Join", exact: true }).click()
    await bea.getByRole("alert").filter({ hasText: Messages.pinNotFound }).waitFor()
  })
})

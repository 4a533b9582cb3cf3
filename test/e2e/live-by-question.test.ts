// A question-by-question live round in a real browser: two players (one on a 360×740 phone
// that asks for reduced motion) choose the mode in the room, see the same question with its
// countdown, answer by keyboard only, see the answer and the leaderboard, and end on the podium.
// The phone never scrolls sideways and the countdown never covers an option; each step there
// fills the screen with nothing to scroll (after the reveal only the answer and its pick); axe
// finds nothing serious; a screen reader hears the question, the countdown only at 10 seconds
// left, and each player's result; the sound starts off under reduced motion and the switch is
// remembered across a reload; nothing in the room moves under reduced motion.
import { mkdir } from "node:fs/promises"
import { join } from "node:path"

import type { BrowserContext, Locator, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import { seriousViolations } from "./axe.ts"
import { api, chromiumAvailable, type E2E, seeText, startE2E } from "./harness.ts"
import { playerPage } from "./live-pages.ts"

const stamp = Date.now().toString(36)
const GROUP = "Quail quiz"

interface Player {
  username: string
  page: Page
  context: BrowserContext
  token: string
}

/** Set E2E_SCREENSHOTS to a folder to keep shots of each step, as each player's screen shows it. */
const SHOTS = process.env.E2E_SCREENSHOTS

async function shot(page: Page, name: string) {
  if (!SHOTS) return
  await mkdir(SHOTS, { recursive: true })
  await page
    .locator("dialog[open]")
    .first()
    .screenshot({ path: join(SHOTS, `${name}.png`) })
}

const room = (page: Page) => page.getByRole("dialog", { name: `Live game: ${GROUP}` })

/** Nothing wider than the screen: the page and the room's dialog. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => {
    const dialog = document.querySelector("dialog[open]") ?? document.documentElement
    return document.documentElement.scrollWidth > window.innerWidth || dialog.scrollWidth > dialog.clientWidth
  })

/**
 * On the phone a game's step is the whole screen and all of it is in sight: the room's dialog
 * fills the viewport, its title is not pushed off the top, and nothing in it needs scrolling.
 */
const fitsThePhone = async (page: Page, step: string) => {
  const g = await page.evaluate(() => {
    const dialog = document.querySelector("dialog[open]")!
    const box = dialog.getBoundingClientRect()
    return {
      viewport: { width: window.innerWidth, height: window.innerHeight },
      dialog: { top: box.top, left: box.left, width: box.width, height: box.height },
      titleTop: dialog.querySelector("h2")!.getBoundingClientRect().top,
      overflow: dialog.scrollHeight - dialog.clientHeight,
    }
  })
  expect(g.dialog, `${step}: the room fills the phone's screen`).toEqual({ top: 0, left: 0, ...g.viewport })
  expect(g.titleTop, `${step}: the room's title is in sight`).toBeGreaterThanOrEqual(0)
  expect(g.overflow, `${step}: the step needs scrolling`).toBeLessThanOrEqual(0)
}

/** What the round's live region says now (what a screen reader reads out). */
const spoken = (page: Page) => room(page).locator(".qbq [aria-live]").innerText()

/** What has the focus: its text, trimmed. */
const focused = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim() ?? "")

/** Presses `key` until the focus is on the option that reads `name`; at most once per option. */
async function arrowTo(page: Page, key: string, name: RegExp) {
  for (let i = 0; i < 5 && !name.test(await focused(page)); i++) await page.keyboard.press(key)
  expect(await focused(page)).toMatch(name)
}

/** The longest animation or transition anything in the room's dialog has, in seconds. */
const longestMotion = (page: Page) =>
  page.evaluate(() => {
    const seconds = (d: string) => d.split(",").map((t) => (t.trim().endsWith("ms") ? parseFloat(t) / 1000 : parseFloat(t)))
    let longest = 0
    for (const el of document.querySelectorAll("dialog[open], dialog[open] *")) {
      const style = getComputedStyle(el)
      const moving = [...(style.animationName === "none" ? [] : seconds(style.animationDuration)), ...seconds(style.transitionDuration)]
      longest = Math.max(longest, ...moving)
    }
    return longest
  })

const overlaps = async (a: Locator, b: Locator) => {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()]
  if (!x || !y) return false
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height
}

describe.skipIf(!chromiumAvailable)("a question-by-question live round in a real browser", { timeout: 240_000 }, () => {
  let e2e: E2E
  let fake: FakeOpenAI
  const players: Player[] = []

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    e2e = await startE2E({
      AI_BASE_URL: `${fake.url}/v1`,
      AI_API_KEY: "sk-fake",
      AI_MODEL_BASIC: "fake-basic",
      // Everyone answers early (the reveal then comes at once): a long question only leaves room for a slow reload.
      LIVE_QUESTION_SECONDS: "30",
      // The reveal's checks below (an axe scan, the phone's fit, the board's rows) take seconds on a loaded
      // 2-core machine; a 2-second reveal had moved on to question 2 before they ended.
      LIVE_LEADERBOARD_SECONDS: "8",
    })
    for (const [i, username] of [`qan${stamp}`, `qbe${stamp}`].entries()) {
      const info = await api(e2e.baseUrl, "POST", "/api/quiz/register", { username, password: `${username}-password` })
      const phone = i === 1 ? { viewport: { width: 360, height: 740 }, reducedMotion: "reduce" as const } : {}
      const { context, page } = await playerPage(e2e, username, info, phone)
      players.push({ username, page, context, token: info.token })
    }
    const [a, b] = players as [Player, Player]
    const group = await api(e2e.baseUrl, "POST", "/api/quiz/group", { group_name: GROUP, invite_keys: 1 }, a.token)
    await api(e2e.baseUrl, "PUT", "/api/quiz/profile/group", { groupKey: group.group_key, inviteKey: group.invite_keys[0] }, b.token)
  }, 120_000)

  afterAll(async () => {
    for (const p of players) await p.context.close().catch(() => undefined)
    await e2e?.close()
    await fake?.close()
  })

  it("two players play two questions together through to the podium", async () => {
    const [a, b] = players as [Player, Player]
    for (const p of players) {
      await p.page.goto("/quizgame/quizprofile")
      await p.page.getByRole("button", { name: new RegExp(`(Start a live game|Open live game room) for ${GROUP}`) }).click()
      const dialog = room(p.page)
      await dialog.getByText(p.username).first().waitFor()
      await dialog.getByLabel("Topic", { exact: true }).fill(`Quails ${p.username}`)
      await dialog.getByLabel("Questions").fill("2")
      await dialog.getByRole("button", { name: "Submit topic" }).click()
    }
    // The mode, chosen by one player, is the room's.
    await room(a.page)
      .getByRole("radio", { name: /Question by question/ })
      .check()
    await expect
      .poll(
        () =>
          room(b.page)
            .getByRole("radio", { name: /Question by question/ })
            .isChecked(),
        { timeout: 15_000 },
      )
      .toBe(true)
    expect(await scrollsSideways(b.page)).toBe(false)
    await shot(b.page, "qbq-01-room-phone")
    for (const p of players) {
      await room(p.page).getByRole("button", { name: "I'm ready" }).click()
      await room(p.page).getByRole("button", { name: "Ready ✓" }).waitFor()
    }
    const start = room(a.page).getByRole("button", { name: "Start game" })
    await expect.poll(() => start.isEnabled(), { timeout: 15_000 }).toBe(true)
    await start.click()

    // Question 1: the same for both, with its countdown above the options.
    for (const p of players) {
      await room(p.page).getByText("Question 1 of 2", { exact: true }).waitFor()
      await room(p.page).getByRole("timer").waitFor()
    }
    const options = room(b.page).locator(".qbq-option")
    expect(await options.count()).toBe(4)
    // Lettered a to d as a solo quiz's options are (as shown: innerText follows the page's CSS).
    expect(await options.locator(".qbq-option__letter").allInnerTexts()).toEqual(["a", "b", "c", "d"])
    for (let i = 0; i < 4; i++) expect(await overlaps(room(b.page).getByRole("timer"), options.nth(i))).toBe(false)
    expect(await scrollsSideways(b.page)).toBe(false)
    await fitsThePhone(b.page, "question 1")
    await shot(b.page, "qbq-02-question-phone")
    await shot(a.page, "qbq-02-question-desktop")

    // A screen reader hears the question as it opens; the focus is on it, ready for the keys.
    for (const p of players) {
      const text = await room(p.page).locator("#qbq-question").innerText()
      await expect.poll(() => spoken(p.page)).toBe(`Question 1 of 2: ${text}`)
      expect(await p.page.evaluate(() => document.activeElement?.id)).toBe("qbq-question")
    }
    expect(await seriousViolations(b.page), "axe on the question").toEqual([])
    // Under reduced motion nothing in the room moves; the countdown's meter glides on the laptop.
    expect(await longestMotion(b.page)).toBeLessThan(0.001)
    expect(await longestMotion(a.page)).toBeGreaterThan(0.1)

    // The phone asks for reduced motion: its sound starts off. The switch is a Tab away, behind
    // the question, and the choice is remembered by the phone's browser.
    await room(b.page).getByRole("button", { name: "Sound off" }).waitFor()
    await room(a.page).getByRole("button", { name: "Sound on" }).waitFor()
    await b.page.keyboard.press("Shift+Tab")
    expect(await focused(b.page)).toBe("Sound off")
    await b.page.keyboard.press("Enter")
    await room(b.page).getByRole("button", { name: "Sound on" }).waitFor()

    // The laptop answers by its letter, the phone by the arrow keys; Enter and Space answer.
    const letters = await options.locator(".qbq-option__letter").allInnerTexts()
    const texts = await room(a.page).locator(".qbq-option__text").allInnerTexts()
    await a.page.keyboard.press(letters[texts.indexOf("Answer 1")]!)
    expect(await focused(a.page)).toMatch(/Answer 1/)
    await a.page.keyboard.press("Enter")
    await arrowTo(b.page, "ArrowDown", /Not 1/)
    await b.page.keyboard.press(" ")
    await seeText(a.page, /Correct! \+\d+ points/)
    await seeText(b.page, "Not this time. The answer is Answer 1.")
    // The result in words and signs: the pick named as the player's, a cross for a wrong one.
    expect(await room(b.page).locator(".qbq-option--wrong").innerText()).toMatch(/Not 1.*\s*Your pick\s*✗/)
    await expect.poll(() => spoken(a.page)).toMatch(/^Correct! \+\d+ points\. You are in place 1 with \d+ points\.$/)
    await expect.poll(() => spoken(b.page)).toBe("Not this time. The answer is Answer 1. You have 0 points.")
    for (const p of players) await room(p.page).getByRole("list", { name: "Leaderboard" }).waitFor()
    expect(await seriousViolations(a.page), "axe on the reveal").toEqual([])
    await fitsThePhone(b.page, "the reveal")
    // The phone keeps the answer and its own pick in sight; the laptop shows every option.
    expect(await room(b.page).locator(".qbq-option:visible").count()).toBe(2)
    expect(await room(a.page).locator(".qbq-option:visible").count()).toBe(4)
    await shot(b.page, "qbq-03-reveal-phone")
    expect(await room(b.page).getByRole("list", { name: "Leaderboard" }).getByRole("listitem").first().innerText()).toContain(a.username)

    // Question 2, after the leaderboard; the phone reloads and comes back to it, its sound still on.
    await room(b.page).getByText("Question 2 of 2", { exact: true }).waitFor()
    // The laptop keeps every line its live region says from here on.
    await room(a.page).getByText("Question 2 of 2", { exact: true }).waitFor()
    await expect.poll(() => spoken(a.page)).toMatch(/^Question 2 of 2: /)
    await a.page.evaluate(() => {
      const region = document.querySelector(".qbq [aria-live]")!
      const said = [region.textContent]
      Object.assign(window, { said })
      new MutationObserver(() => said.push(region.textContent)).observe(region, { childList: true, characterData: true, subtree: true })
    })
    await b.page.reload()
    await room(b.page).getByText("Question 2 of 2", { exact: true }).waitFor()
    await room(b.page).getByRole("button", { name: "Sound on" }).waitFor()
    await expect.poll(() => spoken(b.page)).toMatch(/^Question 2 of 2: /)
    const texts2 = await room(b.page).locator(".qbq-option__text").allInnerTexts()
    await b.page.keyboard.press(letters[texts2.indexOf("Answer 2")]!)
    await b.page.keyboard.press("Enter")
    // The countdown is read at 10 seconds left, not every second: the laptop waits for it, then answers.
    await expect.poll(() => spoken(a.page), { timeout: 30_000 }).toBe("10 seconds left.")
    const question2 = await room(a.page).locator("#qbq-question").innerText()
    expect(await a.page.evaluate(() => (window as unknown as { said: string[] }).said)).toEqual([`Question 2 of 2: ${question2}`, "10 seconds left."])
    await arrowTo(a.page, "ArrowUp", /Not 2/)
    await a.page.keyboard.press("Enter")
    await seeText(b.page, /Correct! \+\d+ points/)

    // The podium: both players on it, the animation running on the desktop and off on the phone.
    for (const p of players) await room(p.page).getByRole("heading", { name: "Podium" }).waitFor({ timeout: 20_000 })
    const steps = room(b.page).locator(".qbq-podium__step")
    expect(await steps.count()).toBe(2)
    expect(await steps.first().evaluate((el) => getComputedStyle(el).animationName)).toBe("none")
    expect(await longestMotion(b.page)).toBeLessThan(0.001)
    expect(await b.page.evaluate(() => document.activeElement?.id)).toBe("qbq-podium-title")
    expect(
      await room(a.page)
        .locator(".qbq-podium__step")
        .first()
        .evaluate((el) => getComputedStyle(el).animationName),
    ).toBe("qbq-rise")
    expect(await scrollsSideways(b.page)).toBe(false)
    // The podium comes back to the room, with the lobby for the next round below it: the podium itself is in sight.
    const podium = await room(b.page).locator(".qbq-podium").boundingBox()
    expect(podium!.y, "the podium's top is in sight").toBeGreaterThanOrEqual(0)
    expect(podium!.y + podium!.height, "the podium's bottom is in sight").toBeLessThanOrEqual(740)
    await shot(b.page, "qbq-04-podium-phone")
    await a.page.waitForTimeout(SHOTS ? 1500 : 0)
    await shot(a.page, "qbq-04-podium-desktop")
    await seeText(a.page, /You finished (first|in place 2) with \d+ points\./)
  })
})

// A solo quiz of every kind of question in a real browser, on a 360×740 phone as a guest and on a
// desktop as a signed-in player: the generator asked for the mix, each kind answered its own way
// (the order by keyboard alone), then the review of each kind and the score.
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import { axeViolations } from "./axe.ts"
import { api, chromiumAvailable, type E2E, quizLogIn, seeText, startE2E } from "./harness.ts"

const TOPIC = "Laying hens"
/** The fake provider's keys (test/support/fake-openai.ts): question n of each kind names n. */
const ORDER = ["First 4", "Second 4", "Third 4"]

async function generateEveryKind(page: Page) {
  await page.getByLabel("Topic").fill(TOPIC)
  await page.getByLabel("Level").selectOption({ label: "Elementary" })
  await page.getByLabel("Questions").fill("6")
  const kinds = page.getByRole("group", { name: "Kinds of question" })
  const boxes = kinds.getByRole("checkbox")
  expect(await boxes.count()).toBe(6)
  for (let i = 0; i < 6; i++) await boxes.nth(i).check()
  await page.getByRole("button", { name: "Generate quiz" }).click()
  const start = page.getByRole("dialog", { name: "Ready to start?" })
  await start.waitFor({ timeout: 30_000 })
  await start.getByRole("button", { name: "Start" }).click()
  await page.getByRole("heading", { name: `${TOPIC} (Elementary)` }).waitFor()
}

/** The items of the put-in-order question as they stand. */
const shownOrder = (page: Page) => page.getByRole("group", { name: /^4\./ }).locator(".order-answer__text").allInnerTexts()

async function answerEveryKind(page: Page) {
  await page
    .getByRole("group", { name: /^1\./ })
    .getByRole("radio", { name: /\) Answer 1$/ })
    .check()
  await page.getByRole("group", { name: /^2\./ }).getByRole("radio", { name: "True" }).check()
  await page.getByRole("group", { name: /^3\./ }).getByLabel("Your answer").fill("word 3")

  // Put in order with the keyboard: each item is moved up into its place with its button.
  const order = page.getByRole("group", { name: /^4\./ })
  expect(await order.getByText("Put in order.").count()).toBe(1)
  expect(await shownOrder(page)).not.toEqual(ORDER)
  for (const [place, item] of ORDER.entries()) {
    const at = (await shownOrder(page)).indexOf(item)
    if (at === place) continue
    await order.getByRole("button", { name: `Move "${item}" up` }).focus()
    for (let i = at; i > place; i--) await page.keyboard.press("Enter")
  }
  expect(await shownOrder(page)).toEqual(ORDER)

  // The slider by its arrow keys, then the number typed exactly; the number picked is shown.
  const slider = page.getByRole("group", { name: /^5\./ })
  await seeText(page, "Not set yet")
  await slider.getByRole("slider").focus()
  await page.keyboard.press("Home")
  await slider.getByText("0 days", { exact: true }).first().waitFor()
  await page.keyboard.press("ArrowRight")
  await slider.locator("output").getByText("1 days").waitFor()
  await slider.getByLabel(/^Or type it/).fill("16")
  await slider.locator("output").getByText("16 days").waitFor()

  await page
    .getByRole("group", { name: /^6\./ })
    .getByRole("radio", { name: /Like 6$/ })
    .check()
  await seeText(page, "6 of 6 answered")
}

/** The review of each kind: its verdict, its answer written its own way, the slider's points. */
async function checkReview(page: Page) {
  await page.locator(".verdict").nth(5).waitFor()
  expect(await page.locator(".verdict").allInnerTexts()).toEqual(["Right", "Right", "Right", "Right", "Close", "No right answer"])
  const notes = page.locator(".question__answer")
  expect(await notes.nth(1).innerText()).toContain("the answer is True")
  expect(await notes.nth(2).innerText()).toContain("Your answer: word 3")
  expect(await notes.nth(3).getByText("✓ in place").count()).toBe(3)
  expect(await notes.nth(4).innerText()).toContain("the answer is 15 days")
  expect(await notes.nth(4).innerText()).toContain("Your answer: 16 days")
  expect(await notes.nth(4).innerText()).toContain("Points: 0.9 of 1 points")
  expect(await notes.nth(5).innerText()).toContain("Your pick: Like 6")
  expect(await notes.nth(5).innerText()).not.toContain("Points")
  expect(await axeViolations(page)).toEqual([])
}

/** Nothing of the page is wider than the screen. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

describe.skipIf(!chromiumAvailable)("a solo quiz of every kind of question in a real browser", { timeout: 180_000 }, () => {
  let e2e: E2E
  let fake: FakeOpenAI

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    e2e = await startE2E({ AI_BASE_URL: `${fake.url}/v1`, AI_API_KEY: "sk-fake", AI_MODEL_BASIC: "fake-basic", AI_MODEL_HQ: "fake-hq" })
  }, 120_000)

  afterAll(async () => {
    await e2e?.close()
    await fake?.close()
  })

  it("on a 360×740 phone, a guest answers each kind, then sees each reviewed and the total", async () => {
    const { page, context } = await e2e.newPage()
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto("/quizgame")
    await page.getByRole("heading", { name: "Generate a quiz" }).waitFor()
    await generateEveryKind(page)
    expect(await overflow(page)).toBe(0)
    await answerEveryKind(page)
    expect(await overflow(page)).toBe(0)

    await page.getByRole("button", { name: "Show answers" }).click()
    await checkReview(page)
    // A poll is not among the questions counted right.
    await seeText(page, "4 of 5 right")
    expect(await overflow(page)).toBe(0)
    await context.close()
  })

  it("on a desktop, a signed-in player's answers of each kind are scored by the server", async () => {
    const player = { username: `hens${Date.now().toString(36)}`, password: "player-password-1" }
    await api(e2e.baseUrl, "POST", "/api/quiz/register", player)
    const { page, context } = await e2e.newPage()
    await page.setViewportSize({ width: 1366, height: 800 })
    await quizLogIn(page, player)
    await generateEveryKind(page)
    await answerEveryKind(page)

    await page.getByRole("button", { name: /^(Finish quiz|Submit for grading)$/ }).click()
    const done = page.getByRole("dialog", { name: "Quiz complete" })
    await done.waitFor()
    expect(await done.innerText()).toContain("4 / 5")
    expect(await done.innerText()).toContain("80%")
    await done.getByRole("button", { name: "Review answers" }).click()
    await checkReview(page)
    await context.close()
  })

  it("the chooser lists only the quizzes made of the kinds a player ticks", async () => {
    // A multiple-choice quiz beside the mixed ones the tests above made (api() fails on a refusal).
    await api(e2e.baseUrl, "GET", "/api/quiz?topic=Bantams&level=elementary&number=2&kinds=multiple_choice", undefined)
    const { page, context } = await e2e.newPage()
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto("/quizgame")
    await page.getByRole("button", { name: "Choose a quiz" }).click()
    const list = page.locator("#quiz-chooser-list")
    const cards = (topic: string) => list.locator(".quiz-card").filter({ hasText: topic })
    await cards("Bantams").waitFor()
    const mixed = await cards(TOPIC).count()
    expect(mixed).toBeGreaterThan(0)
    const all = await list.locator(".quiz-card").count()
    await list.getByText(`${all} quizzes.`).waitFor()

    // Sliders unticked by keyboard: every quiz holding one goes, the multiple-choice quiz stays.
    const kinds = list.getByRole("group", { name: "Show quizzes made only of" })
    await kinds.getByRole("checkbox", { name: /^Slider/ }).focus()
    await page.keyboard.press("Space")
    await list.getByText(`${all - mixed} of ${all} quizzes are made only of the kinds ticked.`).waitFor()
    expect(await cards(TOPIC).count()).toBe(0)
    expect(await cards("Bantams").count()).toBe(1)

    // Only polls ticked: nothing here is made of polls alone, and the page says what to do.
    for (const kind of [/^Multiple choice/, /^True\/false/, /^Type the answer/, /^Put in order/]) await kinds.getByRole("checkbox", { name: kind }).uncheck()
    await list.getByText("None of these quizzes is made only of the kinds ticked. Tick more kinds, or generate one above.").waitFor()
    expect(await list.locator(".quiz-card").count()).toBe(0)
    expect(await overflow(page)).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })
})

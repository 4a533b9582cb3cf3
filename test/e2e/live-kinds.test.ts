// A PIN game of every kind of question in a real browser: the host's big screen and three phones at
// 360×740. The host plays a stored quiz of multiple choice, true/false, type the answer, put in
// order, slider and poll (made by the fake provider, whose key names the question's number). Each
// phone shows its kind's answer form (buttons, a text box, an order moved by keyboard, a slider),
// fitting the screen; after each reveal the big screen shows how the room answered in the kind's
// way and the answer, and each phone its own result.
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import { api, chromiumAvailable, type E2E, seeText, startE2E } from "./harness.ts"
import { playerPage } from "./live-pages.ts"

const stamp = Date.now().toString(36)
const BIG = { width: 1366, height: 800 }
const PHONE = { width: 360, height: 740 }
const TOPIC = `Hens ${stamp}`
const KINDS = ["multiple_choice", "true_false", "type_answer", "order", "slider", "poll"]

/** The page scrolls, or a visible text or button sticks out of the screen. */
const misfits = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = []
    const [vw, vh] = [window.innerWidth, window.innerHeight]
    const doc = document.documentElement
    if (doc.scrollWidth > vw) problems.push(`scrolls sideways (${doc.scrollWidth})`)
    if (doc.scrollHeight > vh + 1) problems.push(`needs scrolling (${doc.scrollHeight})`)
    for (const el of document.querySelectorAll("main h1, main p, main li, main button, main input, main label")) {
      if (el.closest(".visually-hidden") || !el.checkVisibility()) continue
      const r = el.getBoundingClientRect()
      if (r.width === 0 || r.height === 0) continue
      if (r.top < -0.5 || r.bottom > vh + 0.5 || r.left < -0.5 || r.right > vw + 0.5)
        problems.push(`${el.tagName} "${(el.textContent ?? "").slice(0, 30)}" is cut`)
    }
    return problems
  })

describe.skipIf(!chromiumAvailable)("a PIN game of every kind of question", { timeout: 300_000 }, () => {
  let e2e: E2E
  let fake: FakeOpenAI
  const pages: { close: () => Promise<void> }[] = []

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    e2e = await startE2E({
      AI_BASE_URL: `${fake.url}/v1`,
      AI_API_KEY: "sk-fake",
      AI_MODEL_BASIC: "fake-basic",
      LIVE_QUESTION_SECONDS: "120",
      LIVE_LEADERBOARD_SECONDS: "60",
    })
  }, 120_000)
  afterAll(async () => {
    for (const p of pages) await p.close().catch(() => undefined)
    await e2e?.close()
    await fake?.close()
  })

  it("plays each kind on the phones and shows each reveal its own way on the big screen", async () => {
    const username = `kinds${stamp}`
    const info = await api(e2e.baseUrl, "POST", "/api/quiz/register", { username, password: `${username}-password` })
    // A stored quiz of every kind, made by the host in the solo generator.
    const query = new URLSearchParams({ topic: TOPIC, level: "elementary", number: "6", model: "basic", kinds: KINDS.join(",") })
    const made = await fetch(`${e2e.baseUrl}/api/quiz?${query}`, { headers: { authorization: `Bearer ${info.token}` } })
    expect(made.status).toBe(200)

    const big = await playerPage(e2e, username, info, { viewport: BIG })
    const ann = await playerPage(e2e, "Ann", undefined, { viewport: PHONE })
    const bea = await playerPage(e2e, "Bea", undefined, { viewport: PHONE })
    const cal = await playerPage(e2e, "Cal", undefined, { viewport: PHONE })
    pages.push(big.context, ann.context, bea.context, cal.context)
    const screen = big.page
    await screen.goto("/play/host")
    await screen.getByRole("button", { name: "Open for anyone with the PIN" }).click()
    const pin = (await screen.locator(".pin-code").innerText()).trim()
    for (const [phone, name] of [
      [ann.page, "Ann"],
      [bea.page, "Bea"],
      [cal.page, "Cal"],
    ] as const) {
      await phone.goto(`/play?pin=${pin}`)
      await phone.getByLabel("Nickname").fill(name)
      await phone.getByRole("button", { name: "Join", exact: true }).click()
      await seeText(phone, `You're in, ${name}!`)
    }
    const stored = screen.getByRole("form", { name: "Play a stored quiz" })
    await stored.getByLabel("Or a stored quiz").selectOption({ label: `${TOPIC} · Elementary · 6 questions` })
    await stored.getByRole("button", { name: "Play this quiz" }).click()

    const showAnswer = async (n: number) => {
      await screen.getByText("3 of 3 answered", { exact: true }).waitFor()
      // Everyone answered: the server reveals it at once; the host's button only if it has not yet.
      await screen.getByRole("heading", { name: "How the room answered" }).waitFor()
      expect(await misfits(ann.page), `Ann's result ${n}`).toEqual([])
    }
    const next = async (n: number) => {
      await screen.getByRole("button", { name: n === 6 ? /podium/i : "Next question" }).click()
    }
    const question = (page: Page, n: number) => page.getByRole("heading", { name: new RegExp(`^Question ${n} about ${TOPIC}`) }).waitFor()

    // 1. Multiple choice: buttons with shape and letter; a bar per option.
    await question(ann.page, 1)
    await ann.page
      .getByRole("list", { name: "Answers" })
      .getByRole("button", { name: /Answer 1/ })
      .click()
    await bea.page.getByRole("list", { name: "Answers" }).getByRole("button", { name: /Not 1/ }).click()
    await cal.page
      .getByRole("list", { name: "Answers" })
      .getByRole("button", { name: /Maybe 1/ })
      .click()
    await showAnswer(1)
    expect(await screen.getByRole("list", { name: "How the room answered" }).getByRole("listitem").count()).toBe(4)
    await ann.page.getByText(/Correct \+\d+/).waitFor()
    await next(1)

    // 2. True/false: two buttons.
    await question(ann.page, 2)
    expect(await ann.page.getByRole("list", { name: "Answers" }).getByRole("button").count()).toBe(2)
    expect(await misfits(ann.page), "true/false").toEqual([])
    await ann.page.getByRole("button", { name: /True/ }).click()
    await bea.page.getByRole("button", { name: /False/ }).click()
    await cal.page.getByRole("button", { name: /False/ }).click()
    await showAnswer(2)
    expect(await screen.getByRole("list", { name: "How the room answered" }).getByRole("listitem").filter({ hasText: "True" }).innerText()).toContain(
      "Correct answer",
    )
    await next(2)

    // 3. Type the answer: a text box and Send, by keyboard; the big screen tells how to answer and then the share right.
    await question(ann.page, 3)
    await screen.getByText("Type your answer on your phone.").waitFor()
    expect(await misfits(ann.page), "typed").toEqual([])
    await ann.page.getByRole("textbox", { name: "Your answer" }).fill("WORD 3")
    await ann.page.keyboard.press("Enter")
    await bea.page.getByRole("textbox", { name: "Your answer" }).fill("nothing")
    await bea.page.getByRole("button", { name: "Send answer" }).click()
    await cal.page.getByRole("textbox", { name: "Your answer" }).fill("Feathers")
    await cal.page.getByRole("button", { name: "Send answer" }).click()
    await ann.page.getByText("Your answer: WORD 3").waitFor()
    await showAnswer(3)
    await screen.getByText("1 of 3 right (33%)").waitFor()
    await screen.getByText(/✓ Correct answer: Word3/).waitFor()
    await ann.page.getByText(/Correct \+\d+/).waitFor()
    await next(3)

    // 4. Put in order: moved by keyboard into place; the big screen lists the right order after.
    await question(ann.page, 4)
    expect(await misfits(ann.page), "order").toEqual([])
    const items = () => ann.page.locator(".order-answer__text").allInnerTexts()
    const order = ["First 4", "Second 4", "Third 4"]
    expect(await items()).not.toEqual(order)
    for (const [place, item] of order.entries()) {
      const at = (await items()).indexOf(item)
      if (at === place) continue
      await ann.page.getByRole("button", { name: `Move "${item}" up` }).focus()
      for (let i = at; i > place; i--) await ann.page.keyboard.press("Enter")
    }
    expect(await items()).toEqual(order)
    await ann.page.getByRole("button", { name: "Send answer" }).click()
    await bea.page.getByRole("button", { name: "Send answer" }).click()
    await cal.page.getByRole("button", { name: "Send answer" }).click()
    await showAnswer(4)
    await screen.getByText("1 of 3 right (33%)").waitFor()
    expect(await screen.locator(".pin-kind__order li").allInnerTexts()).toEqual(order)
    await next(4)

    // 5. Slider: arrow keys then the number typed; the big screen shows the spread and the share within reach.
    await question(ann.page, 5)
    expect(await misfits(ann.page), "slider").toEqual([])
    expect(await ann.page.getByRole("button", { name: "Send answer" }).isDisabled()).toBe(true)
    await ann.page.getByLabel("Slide to your number").focus()
    await ann.page.keyboard.press("ArrowRight")
    await ann.page.getByLabel(/^Or type it/).fill("15")
    await ann.page.getByRole("button", { name: "Send answer" }).click()
    await bea.page.getByLabel(/^Or type it/).fill("90")
    await bea.page.getByRole("button", { name: "Send answer" }).click()
    await cal.page.getByLabel(/^Or type it/).fill("50")
    await cal.page.getByRole("button", { name: "Send answer" }).click()
    await showAnswer(5)
    await screen.getByText("1 of 3 within reach (33%)").waitFor()
    await screen.getByText(/✓ Correct answer: 15 days/).waitFor()
    expect(await screen.getByRole("list", { name: "How the room's numbers spread" }).getByRole("listitem").count()).toBe(10)
    await ann.page.getByText(/Correct \+\d+/).waitFor()
    await next(5)

    // 6. Poll: the options as buttons, no right answer and no points.
    await question(ann.page, 6)
    await ann.page.getByRole("button", { name: "Like 6", exact: true }).click()
    await bea.page.getByRole("button", { name: /Dislike 6/ }).click()
    await cal.page.getByRole("button", { name: /Dislike 6/ }).click()
    await showAnswer(6)
    await screen.getByText("A poll: no right answer, no points.").waitFor()
    await ann.page.getByText("Thanks for your vote", { exact: true }).waitFor()
    expect(await screen.getByRole("list", { name: "How the room answered" }).getByText("Correct answer").count()).toBe(0)
  })
})
